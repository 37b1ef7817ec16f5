// The part of `npm run bench:print` that measures a restart as an operator's server goes through it: the real server
// (node src/main.ts, as `npm start` runs it) is started on a throw-away DATA_DIR, an account and a resume are made,
// the server is stopped and started again, and the resume's PDF is asked for the moment the health check answers.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { HttpClient, startServer, type ServerProcess } from '../test/server-process.ts';

export interface RestartTimes {
  /** From spawning the process to the health check's first 200. */
  health: number;
  /** From that answer to the PDF's URL (the file printed and on disk). */
  firstPdf: number;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
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
  try {
    const first = await startServer(env);
    const client = new HttpClient(first.origin);
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

    // Polled every 10 ms (startServer's 150 ms would blur the figure), then at once the print.
    const spawned = performance.now();
    const again = startServer(env, 90_000);
    let answered = 0;
    for (;;) {
      const ok = await fetch(`${env.PUBLIC_URL}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) {
        answered = performance.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const printed = await client.request('GET', `/api/resume/print/${id}`);
    const done = performance.now();
    const server = await again;
    await stop(server);
    if (!printed.ok) throw new Error(`first print after restart: ${printed.status} ${await printed.text()}`);
    return { health: answered - spawned, firstPdf: done - answered };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
