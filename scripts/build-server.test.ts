// The compiled server (scripts/build-server.mjs) must run under plain node as the sources do under tsx: the
// modules that find files next to themselves (migrations, fonts, the repository root) still find them in the bundle.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `apps/server/dist/test-${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'rb-build-server-'));
let server: ChildProcess | undefined;

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  rmSync(join(root, outDir), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const answer = async (url: string, deadline: number): Promise<Response> => {
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline || server?.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

it('builds a bundle that plain node starts, migrates and serves from', { timeout: 180_000 }, async () => {
  await buildServer({ outfile: `${outDir}/main.js` });
  const port = 4100 + Math.floor(Math.random() * 800);
  server = spawn(process.execPath, ['--enable-source-maps', `${outDir}/main.js`], {
    cwd: root,
    // No Chromium: this is about start-up, not printing.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CHROMIUM_PATH: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const health = await answer(`${base}/api/health`, Date.now() + 150_000);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ database: { kind: 'pglite', status: 'up' } });
  // The font files are found through the @fontsource packages, from the bundle's own place.
  const faces = await fetch(`${base}/fonts/ibm-plex-serif/faces.css?subset=latin&variants=regular`);
  expect(faces.status).toBe(200);
  const css = await faces.text();
  const file = css.match(/url\("?([^")]+\.woff2)"?\)/)?.[1];
  expect(file).toBeDefined();
  expect((await fetch(new URL(file!, base))).status).toBe(200);
});
