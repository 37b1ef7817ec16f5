// The part of `npm run bench:print` that measures a restart as an operator's server goes through it: the compiled
// server (apps/server/dist/main.js, what `npm start` runs; `npm run build` makes it) is started on a throw-away
// DATA_DIR, an account and a resume are made, the server is stopped and started again, and the resume's PDF is asked
// for the moment the health check answers.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../src/config.ts';
import { HttpClient } from '../test/server-process.ts';

const compiled = path.join(repoRoot, 'apps/server/dist/main.js');

interface Started {
  stop: () => Promise<void>;
  /** When /api/health first answered 200 (performance.now()). */
  healthy: number;
}

/** Starts the compiled server; resolves once /api/health answers 200, polled every 10 ms. */
async function startCompiled(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--enable-source-maps', compiled], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const until = performance.now() + 90_000;
  while (performance.now() < until && child.exitCode === null) {
    const ok = await fetch(`${env.PUBLIC_URL}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { stop, healthy: performance.now() };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await stop();
  throw new Error(`The server did not start: ${output}`);
}

export interface RestartTimes {
  /** From spawning the process to the health check's first 200. */
  health: number;
  /** From that answer to the PDF's URL (the file printed and on disk). */
  firstPdf: number;
}

export async function firstPdfAfterRestart(port: number): Promise<RestartTimes> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-bench-restart-'));
  const env = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PRINT_AHEAD: 'false',
  };
  if (!existsSync(compiled)) throw new Error(`${compiled} is missing: run \`npm run build\` first.`);
  try {
    const first = await startCompiled(env);
    const client = new HttpClient(env.PUBLIC_URL);
    const tag = randomBytes(3).toString('hex');
    let id: string;
    try {
      await client.json('POST', '/api/auth/register', {
        name: 'Restart Bench',
        username: `restart-${tag}`,
        email: `restart-${tag}@example.com`,
        password: 'bench-password',
        locale: 'en-US',
      });
      ({ id } = await client.json<{ id: string }>('POST', '/api/resume', {
        title: 'Restart',
        slug: `restart-${tag}`,
        visibility: 'private',
        sample: true,
      }));
    } finally {
      await first.stop();
    }

    const spawned = performance.now();
    const again = await startCompiled(env);
    try {
      const printed = await client.request('GET', `/api/resume/print/${id}`);
      const done = performance.now();
      if (!printed.ok)
        throw new Error(`first print after restart: ${printed.status} ${await printed.text()}`);
      return { health: again.healthy - spawned, firstPdf: done - again.healthy };
    } finally {
      await again.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
