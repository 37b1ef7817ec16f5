// The part of `npm run bench:print` that measures a restart as an operator's server goes through it: the compiled
// server (apps/server/dist/main.js, what `npm start` runs; `npm run build` makes it) is started on a throw-away
// DATA_DIR, an account and a resume are made, the server is stopped and started again, and the resume's PDF is asked
// for the moment the health check answers.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../src/config.ts';
import { HttpClient, startServer, type ServerProcess } from '../test/server-process.ts';

const compiled = path.join(repoRoot, 'apps/server/dist/main.js');

/** The compiled server, its health asked every 10 ms (the default 150 would blur the figure). */
const startCompiled = (env: Record<string, string>) => startServer(env, { entry: 'compiled', pollMs: 10 });

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
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
      await stop(first);
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
      await stop(again);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
