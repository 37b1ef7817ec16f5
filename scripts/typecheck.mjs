// Type-checks every workspace with tsgo (the Go port of tsc), one project per room so that
// each keeps its own lib and globals (the server has no DOM types beyond fetch, the web app has no node).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/schema',
  'packages/i18n',
  'packages/formats',
  'packages/templates',
  'apps/server',
  'apps/artboard',
  'apps/web',
  'e2e',
  'scripts',
];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  const started = Date.now();
  const result = spawnSync('npx', ['tsgo', '--noEmit', '-p', project], { stdio: 'inherit' });
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
