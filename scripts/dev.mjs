// `npm run dev`: the server with reload, plus Vite dev servers for the web app and the artboard.
// The web dev server (http://localhost:5173) proxies /api and /artboard, so open that address.
import { spawn } from 'node:child_process';
import { ensureChromium, ensureDependencies, root } from './lib/ensure.mjs';

ensureDependencies();
ensureChromium({ required: false });

const children = [
  ['server', ['tsx', 'watch', 'apps/server/src/main.ts'], {}],
  ['web', ['vite', '--config', 'apps/web/vite.config.ts'], {}],
  ['artboard', ['vite', '--config', 'apps/artboard/vite.config.ts'], {}],
].map(([name, args, env]) => {
  const child = spawn('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  return child;
});
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
