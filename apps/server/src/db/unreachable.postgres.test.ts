// PostgreSQL stops answering for 10 s under traffic (a relay in front of the machine's server is cut, so the
// shared server itself keeps running): every request answers a coded 503 DatabaseUnavailable, none a 500, and
// the app serves again by itself once the database is back, without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { openDatabase, type Database } from './client.ts';

let testDb: TestDatabase;
let proxy: TcpProxy;
let database: Database;
let t: TestApp;

beforeAll(async () => {
  testDb = await createTestDatabase('postgres');
  const url = new URL(testDb.url!);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  database = await openDatabase({ dataDir: '', databaseUrl: url.href });
  t = await createTestApp({ database });
});

afterAll(async () => {
  await t?.close();
  await database?.close();
  await proxy?.close();
  await testDb?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('when PostgreSQL goes away for 10 s', () => {
  it('answers DatabaseUnavailable (503) meanwhile and recovers by itself', { timeout: 60_000 }, async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const created = await owner.post('/api/resume', {
      title: 'Outage',
      slug: 'outage',
      visibility: 'private',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string; version: number }>();
    let { version } = created.json<{ id: string; version: number }>();

    const statuses = new Map<string, number>();
    const count = (phase: string, status: number, body: string) => {
      const key = `${phase} ${status} ${status === 200 ? '' : (JSON.parse(body) as { message: string }).message}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    };
    // Traffic of one editor: an autosave and a list read, again and again.
    let phase = 'before';
    let running = true;
    const traffic = (async () => {
      while (running) {
        const save = await owner.patch(`/api/resume/${id}`, { title: `Outage ${phase}`, version });
        count(phase, save.statusCode, save.body);
        if (save.statusCode === 200) version = save.json<{ version: number }>().version;
        const list = await owner.get('/api/resume');
        count(phase, list.statusCode, list.body);
        await sleep(50);
      }
    })();

    await sleep(1000);
    phase = 'during';
    await proxy.cut();
    const cutAt = Date.now();
    await sleep(1000);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ database: { kind: 'postgres', status: 'down' } });
    await sleep(10_000 - (Date.now() - cutAt));
    await proxy.restore();
    phase = 'after';
    const restoredAt = Date.now();
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(200);
    const recoveredMs = Date.now() - restoredAt;
    await sleep(1000);
    running = false;
    await traffic;

    const summary = Object.fromEntries(statuses);
    console.log(
      `PostgreSQL away 10 s: ${JSON.stringify(summary)}; healthy again ${recoveredMs} ms after its return`,
    );
    // No request failed without a code, and the outage was seen as one.
    expect(
      [...statuses.keys()].filter((key) => / 5\d\d /.test(key) && !key.endsWith('DatabaseUnavailable')),
    ).toEqual([]);
    expect(summary['during 503 DatabaseUnavailable']).toBeGreaterThan(10);
    expect(summary['after 200 ']).toBeGreaterThan(2);
    // The last acknowledged save is what the database holds.
    const stored = await owner.get(`/api/resume/${id}`);
    expect(stored.json()).toMatchObject({ version, title: 'Outage after' });
  });
});
