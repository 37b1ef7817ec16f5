// `npm start`: from a fresh clone to a running app on http://localhost:3000 (PGlite + local storage).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureChromium, ensureDependencies, root } from './lib/ensure.mjs';

ensureDependencies();
ensureChromium({ required: false });
ensureBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
