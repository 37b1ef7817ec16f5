// The auth rate limits with REDIS_URL: against the machine's Redis (127.0.0.1:6379) for the shared counts,
// and against a private redis-server this file starts and stops for outages and shutdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.ts';
import { Browser } from '../../test/auth-helpers.ts';

const sharedRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const tooMany = { statusCode: 429, message: 'TooManyRequests' };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** A fresh key prefix per test: parallel runs on the same Redis must not see each other's counts. */
const freshPrefix = () => `rb-test-${randomBytes(6).toString('hex')}:`;

const failedLogin = (browser: Browser, attempt: number) =>
  browser.post('/api/auth/login', { identifier: `nobody-${attempt}`, password: 'wrong-pass' });

/** Log lines of an app, to see what an operator would see. */
const captureLog = () => {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
};

describe('auth rate limits in Redis', () => {
  it('two instances on one Redis count together: 10 attempts split over both, the 11th is refused', async () => {
    const redisKeyPrefix = freshPrefix();
    const env = { REDIS_URL: sharedRedisUrl };
    const a = await createTestApp({ database: database.database, env, redisKeyPrefix });
    const b = await createTestApp({ database: database.database, env, redisKeyPrefix });
    const admin = new Redis(sharedRedisUrl);
    try {
      const address = '10.200.0.1';
      const started = performance.now();
      for (let attempt = 0; attempt < 10; attempt++) {
        const app = attempt % 2 === 0 ? a : b;
        expect((await failedLogin(new Browser(app.app, address), attempt)).statusCode).toBe(400);
      }
      const perAttempt = (performance.now() - started) / 10;
      const blockedOnA = await failedLogin(new Browser(a.app, address), 10);
      const blockedOnB = await failedLogin(new Browser(b.app, address), 11);
      expect(blockedOnA.json()).toEqual(tooMany);
      expect(blockedOnB.json()).toEqual(tooMany);
      expect(Number(blockedOnB.headers['retry-after'])).toBeGreaterThan(800);
      // Another address still gets in, on either instance.
      expect((await failedLogin(new Browser(b.app, '10.200.0.2'), 12)).statusCode).toBe(400);

      const keys = await admin.keys(`${redisKeyPrefix}*`);
      expect(keys).toContain(`${redisKeyPrefix}rate-limit:POST:/api/auth/login:ip:10.200.0.1`);
      expect(await admin.get(`${redisKeyPrefix}rate-limit:POST:/api/auth/login:ip:10.200.0.1`)).toBe('12');
      console.log(`shared Redis: ${perAttempt.toFixed(1)} ms per failed login across two instances`);
    } finally {
      const keys = await admin.keys(`${redisKeyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      admin.disconnect();
      await a.close();
      await b.close();
    }
  });

  it('each route counts on its own in the shared key space', async () => {
    const redisKeyPrefix = freshPrefix();
    const t = await createTestApp({
      database: database.database,
      env: { REDIS_URL: sharedRedisUrl },
      redisKeyPrefix,
    });
    const admin = new Redis(sharedRedisUrl);
    try {
      const address = '10.200.1.1';
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await failedLogin(new Browser(t.app, address), attempt)).statusCode).toBe(400);
      }
      expect((await failedLogin(new Browser(t.app, address), 10)).statusCode).toBe(429);
      const forgot = await new Browser(t.app, address).post('/api/auth/forgot-password', {
        email: 'someone@example.com',
      });
      expect(forgot.statusCode).toBe(200);
    } finally {
      const keys = await admin.keys(`${redisKeyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      admin.disconnect();
      await t.close();
    }
  });
});

describe('when Redis is away', () => {
  let port: number;
  let server: ChildProcess | undefined;

  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: found } = probe.address() as { port: number };
        probe.close(() => resolve(found));
      });
    });

  const startRedis = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    // The server takes a moment to listen: try until it answers.
    for (let tries = 0; ; tries++) {
      const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => {});
      try {
        await probe.connect();
        await probe.ping();
        return probe;
      } catch (error) {
        probe.disconnect();
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };

  const stopRedis = async () => {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    await exited;
    server = undefined;
  };

  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(async () => {
    if (server) await stopRedis();
  });

  it('starts without it, limits in memory and says so, then counts in Redis once it answers', async () => {
    const log = captureLog();
    let t: TestApp | undefined;
    let probe: Redis | undefined;
    try {
      t = await createTestApp({
        database: database.database,
        env: { REDIS_URL: `redis://127.0.0.1:${port}` },
        logger: log.logger,
      });
      const address = '10.201.0.1';
      const started = performance.now();
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await failedLogin(new Browser(t.app, address), attempt)).statusCode).toBe(400);
      }
      const perAttempt = (performance.now() - started) / 10;
      expect((await failedLogin(new Browser(t.app, address), 10)).json()).toEqual(tooMany);
      const warnings = log.lines.filter((line) => line.level === 40).map((line) => line.msg);
      expect(warnings).toContain('Redis at REDIS_URL is unreachable; retrying in the background');
      // Once per outage, not once per request.
      expect(warnings.filter((msg) => msg.startsWith('Redis did not answer'))).toHaveLength(1);
      console.log(`Redis down: ${perAttempt.toFixed(1)} ms per failed login (memory fall-back)`);

      probe = await startRedis();
      await expect
        .poll(() => log.lines.some((line) => line.msg === 'Redis at REDIS_URL is reachable again'), {
          timeout: 10_000,
        })
        .toBe(true);
      expect((await failedLogin(new Browser(t.app, '10.201.0.2'), 11)).statusCode).toBe(400);
      expect(log.lines.map((line) => line.msg)).toContain('Auth rate limits are counted in Redis again');
      expect(await probe.get('rb:rate-limit:POST:/api/auth/login:ip:10.201.0.2')).toBe('1');

      // Closing the app closes its connection.
      const clients = async () => Number(/connected_clients:(\d+)/.exec(await probe!.info('clients'))![1]);
      expect(await clients()).toBe(2);
      await t.close();
      t = undefined;
      await expect.poll(clients).toBe(1);
    } finally {
      probe?.disconnect();
      await t?.close();
      if (server) await stopRedis();
    }
  });

  it('keeps signing in when Redis stops mid-way', async () => {
    const log = captureLog();
    const probe = await startRedis();
    const t = await createTestApp({
      database: database.database,
      env: { REDIS_URL: `redis://127.0.0.1:${port}` },
      logger: log.logger,
    });
    try {
      expect((await failedLogin(new Browser(t.app, '10.202.0.1'), 0)).statusCode).toBe(400);
      expect(await probe.get('rb:rate-limit:POST:/api/auth/login:ip:10.202.0.1')).toBe('1');
      probe.disconnect();
      await stopRedis();
      const started = performance.now();
      expect((await failedLogin(new Browser(t.app, '10.202.0.1'), 1)).statusCode).toBe(400);
      const elapsed = performance.now() - started;
      // No wait on a dead connection: the fall-back answers at once.
      expect(elapsed).toBeLessThan(1_000);
      expect(log.lines.some((line) => line.level === 40 && line.msg.startsWith('Redis did not answer'))).toBe(
        true,
      );
      console.log(`Redis stopped mid-way: first request after ${elapsed.toFixed(1)} ms`);
    } finally {
      await t.close();
    }
  });

  it('falls back to memory when Redis stops under traffic and counts in Redis again once it is back', async () => {
    const log = captureLog();
    let probe = await startRedis();
    const t = await createTestApp({
      database: database.database,
      env: { REDIS_URL: `redis://127.0.0.1:${port}` },
      logger: log.logger,
    });
    try {
      const address = '10.203.0.1';
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await failedLogin(new Browser(t.app, address), attempt)).statusCode).toBe(400);
      expect(await probe.get(`rb:rate-limit:POST:/api/auth/login:ip:${address}`)).toBe('3');
      probe.disconnect();
      await stopRedis();

      // Without Redis the limit still holds, counted in memory: ten failures, then the eleventh is refused.
      const away = '10.203.0.2';
      for (let attempt = 0; attempt < 10; attempt++)
        expect((await failedLogin(new Browser(t.app, away), attempt)).statusCode).toBe(400);
      expect((await failedLogin(new Browser(t.app, away), 10)).json()).toEqual(tooMany);

      probe = await startRedis();
      await expect
        .poll(() => log.lines.some((line) => line.msg === 'Redis at REDIS_URL is reachable again'), {
          timeout: 15_000,
        })
        .toBe(true);
      const back = '10.203.0.3';
      expect((await failedLogin(new Browser(t.app, back), 0)).statusCode).toBe(400);
      expect(await probe.get(`rb:rate-limit:POST:/api/auth/login:ip:${back}`)).toBe('1');
      expect(log.lines.map((line) => line.msg)).toContain('Auth rate limits are counted in Redis again');
    } finally {
      probe.disconnect();
      await t.close();
    }
  });
});
