// kill -9 of the server in the middle of a burst of autosaves, then a restart on the same database: the
// database opens (PGlite recovers its own data directory), every acknowledged save is stored, and a save that
// was in flight is either wholly there (as the next version) or not at all.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createSampleResumeData, type ResumeData } from '@rb/schema';
import { createTestDatabase, pgliteSnapshot, testDatabaseKind } from './harness.ts';
import { HttpClient, startServer, type ServerProcess } from './server-process.ts';

const kind = testDatabaseKind();
// Ports of the fault tests (test/listening-app.ts); one per database project, which may run at once.
const port = kind === 'pglite' ? 3368 : 3369;

interface Editor {
  id: string;
  acknowledged: { version: number; name: string };
  inFlight?: string;
  saves: number;
}

const started: ServerProcess[] = [];
// Also when the test times out and its own finally never runs: no server of this file outlives it.
afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
});

describe(`kill -9 during autosaves (${kind})`, () => {
  it('keeps every acknowledged save and opens the database again', { timeout: 300_000 }, async () => {
    const tag = `${kind}-${randomBytes(3).toString('hex')}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-kill-nine-'));
    const testDb = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    if (!testDb) {
      // The migrated snapshot, so that the server does not spend its start on initdb.
      const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
        loadDataDir: await pgliteSnapshot(),
      });
      await pglite.close();
    }
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Autosaves need no printer: no Chromium competes with the saves for the two cores.
      CHROMIUM_PATH: '/nonexistent/chromium',
      ...(testDb ? { DATABASE_URL: testDb.url! } : {}),
    };
    try {
      const first = await startServer(env);
      started.push(first);
      const client = new HttpClient(first.origin);
      await client.json('POST', '/api/auth/register', {
        name: 'Kill Nine',
        username: `kill-nine-${tag}`,
        email: `kill-nine-${tag}@example.com`,
        password: 'kill-nine-secret',
        locale: 'en-US',
      });
      const base = createSampleResumeData();
      const editors: Editor[] = [];
      for (let index = 0; index < 8; index += 1) {
        const created = await client.json<{ id: string; version: number }>('POST', '/api/resume', {
          title: `Burst ${index}`,
          slug: `burst-${index}`,
          visibility: 'private',
        });
        editors.push({ id: created.id, acknowledged: { version: created.version, name: '' }, saves: 0 });
      }

      // Each editor saves again as soon as the last save was answered, as fast as the server allows.
      let stop = false;
      const burst = editors.map(async (editor) => {
        while (!stop) {
          const name = `Save ${editor.saves + 1} of ${editor.id.slice(0, 6)}`;
          const data: ResumeData = { ...base, basics: { ...base.basics, name } };
          editor.inFlight = name;
          // An answer counts only when it arrived whole; the kill may cut one off half-way.
          const answer = await client
            .request('PATCH', `/api/resume/${editor.id}`, { data, version: editor.acknowledged.version })
            .then(async (response) => ({
              status: response.status,
              body: (await response.json()) as { version: number },
            }))
            .catch(() => undefined);
          if (!answer) return; // the server is gone
          expect(answer.status).toBe(200);
          const { version } = answer.body;
          editor.acknowledged = { version, name };
          editor.inFlight = undefined;
          editor.saves += 1;
        }
      });
      // Kill once every editor has had a few saves acknowledged.
      await expect
        .poll(() => Math.min(...editors.map((editor) => editor.saves)), { timeout: 60_000, interval: 20 })
        .toBeGreaterThanOrEqual(5);
      first.child.kill('SIGKILL');
      await first.exited;
      stop = true;
      await Promise.all(burst);
      const acknowledged = editors.reduce((sum, editor) => sum + editor.saves, 0);

      const second = await startServer(env);
      started.push(second);
      try {
        const health = await (await fetch(`${second.origin}/api/health`)).json();
        expect(health).toMatchObject({ database: { kind, status: 'up' } });
        const reader = new HttpClient(second.origin);
        await reader.json('POST', '/api/auth/login', {
          identifier: `kill-nine-${tag}`,
          password: 'kill-nine-secret',
        });
        let inFlightKept = 0;
        for (const editor of editors) {
          const stored = await reader.json<{ version: number; data: ResumeData }>(
            'GET',
            `/api/resume/${editor.id}`,
          );
          if (stored.version === editor.acknowledged.version) {
            expect(stored.data.basics.name).toBe(editor.acknowledged.name);
          } else {
            // The save the server had committed when it was killed, before it could answer.
            expect(stored.version).toBe(editor.acknowledged.version + 1);
            expect(stored.data.basics.name).toBe(editor.inFlight);
            inFlightKept += 1;
          }
        }
        console.log(
          `kill -9 (${kind}): ${acknowledged} acknowledged saves over ${editors.length} resumes, all stored; ` +
            `${inFlightKept} unanswered saves were committed whole; restart ok`,
        );
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        second.child.kill('SIGKILL');
      }
    } finally {
      for (const server of started) server.child.kill('SIGKILL');
      await testDb?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
