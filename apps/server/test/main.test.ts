// The real entry point, as an operator starts it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from './harness.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startServer(env: Record<string, string>) {
  // As scripts/start.mjs runs it: one node process, so that signals reach the server itself. Through the tsx
  // command a signal passes a relay process first, which under load exited 143 before the server had shut down.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // Only what the test sets: the developer's own .env or shell must not leak in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.on('exit', (code) => {
      run.code = code;
      resolve(run);
    }),
  );
  return { child, run, exited };
}

describe('src/main.ts', () => {
  it('stops with a non-zero exit code and a line naming PORT when PORT is bad', async () => {
    const { run, exited } = startServer({ PORT: 'abc', DATA_DIR: os.tmpdir() });
    await exited;
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('Invalid configuration: PORT must be an integer 1-65535 (got "abc")');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('migrates, serves, logs the ready line and shuts down on SIGTERM', async () => {
    const kind = testDatabaseKind();
    // The two database runs may overlap; each takes its own port of the range reserved for tests.
    const port = kind === 'pglite' ? 3101 : 3102;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-main-'));
    const testDb = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    // Hand the empty database to the server: it has to apply the migrations itself.
    if (testDb)
      await testDb.database.db.execute(
        'drop schema public cascade; create schema public; drop schema if exists drizzle cascade',
      );
    const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    if (testDb?.url) env.DATABASE_URL = testDb.url;
    // A first PGlite start runs initdb (about 4 s here, far longer when the machine is busy).
    const { child, run, exited } = startServer(env);
    try {
      const started = Date.now();
      let health: Response | undefined;
      while (!health && Date.now() - started < 150_000 && run.code === null) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          return undefined;
        });
      }
      expect(health?.status, run.stderr).toBe(200);
      expect(await health!.json()).toMatchObject({ status: 'ok', database: { kind, status: 'up' } });
      expect(run.stdout).toContain(`Ready on http://localhost:${port} (database: ${kind})`);

      child.kill('SIGTERM');
      const result = await exited;
      expect(result.code).toBe(0);
    } finally {
      if (run.code === null) child.kill('SIGKILL');
      await testDb?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
