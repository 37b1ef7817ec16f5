// `npm start`: from a fresh clone to a running app on http://localhost:3000 (PGlite + local storage).
import { spawn, spawnSync } from 'node:child_process';
import {
  ensureBuilt,
  ensureChromium,
  ensureDependencies,
  findChromium,
  isBuilt,
  root,
} from './lib/ensure.mjs';

// Production runs the compiled bundle with plain node (scripts/build-server.mjs): it starts faster and holds less
// memory than compiling TypeScript at start. The configuration check runs before any build, so from the sources.
const serverArgs = ['--enable-source-maps', 'apps/server/dist/main.js'];
const checkArgs = ['--import', 'tsx', 'apps/server/src/main.ts', '--check-config'];

ensureDependencies();
// A bad setting stops here, naming the variable, before minutes go into installing Chromium or building. With
// nothing left to do, the server's own check at start is as quick, so the extra process is not paid for.
if (!findChromium() || !isBuilt()) {
  const checked = spawnSync(process.execPath, checkArgs, {
    cwd: root,
    stdio: 'inherit',
  });
  if (checked.status !== 0) process.exit(checked.status ?? 1);
}
ensureChromium({ required: false });
ensureBuilt();

const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
