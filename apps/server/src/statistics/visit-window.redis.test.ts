// The visit window with REDIS_URL, against the machine's Redis (127.0.0.1:6379): two instances share the
// salts and the recent visitors, the window survives midnight there too, and an unreachable Redis falls
// back to memory instead of failing the page.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDto } from '@rb/schema';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { features } from '../features.ts';
import { createResumesRoutes } from '../resumes/resumes.routes.ts';
import { RedisVisitStore, VisitWindow } from './visit-window.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const freshPrefix = () => `rb-test-${randomBytes(6).toString('hex')}:`;
/** A logger keeping its warnings, for what an operator would read. */
const recordingLog = (warnings: string[] = []) =>
  ({
    warn: (_details: unknown, message: string) => warnings.push(message),
    info: () => {},
  }) as unknown as FastifyBaseLogger;
const silent = recordingLog();
const visitor = { ip: '198.51.100.9', userAgent: 'Browser/2.0' };

let database: TestDatabase;
let admin: Redis;
beforeAll(async () => {
  database = await createTestDatabase();
  admin = new Redis(redisUrl);
});
afterAll(async () => {
  await database.destroy();
  await admin.quit();
});

describe('the visit window in Redis', () => {
  it('is shared by two instances: a reload on the other one within 30 minutes is not counted', async () => {
    let clock = new Date('2026-05-01T10:00:00Z');
    const redisKeyPrefix = freshPrefix();
    const options = {
      database: database.database,
      // Instances of one deployment share AUTH_SECRET (their cookies must verify everywhere).
      env: { REDIS_URL: redisUrl, AUTH_SECRET: randomBytes(32).toString('hex') },
      redisKeyPrefix,
      features: features.map((feature) =>
        feature.name === 'resumes'
          ? { ...feature, plugin: createResumesRoutes({ now: () => clock }) }
          : feature,
      ),
    };
    const a = await createTestApp(options);
    const b = await createTestApp(options);
    try {
      const owner = new Browser(a.app);
      const account = await registerUser(owner);
      const resume = (await owner.post('/api/resume', { title: 'Shared', slug: 'shared' })).json<ResumeDto>();
      await owner.patch(`/api/resume/${resume.id}`, { visibility: 'public', version: 1 });
      const url = `/api/resume/public/${account.username}/shared`;
      const views = async () =>
        (await owner.get(`/api/resume/${resume.id}/statistics`)).json<{ views: number }>().views;

      await new Browser(a.app, '198.51.100.10').get(url);
      clock = new Date('2026-05-01T10:10:00Z');
      await new Browser(b.app, '198.51.100.10').get(url);
      expect(await views()).toBe(1);
      await new Browser(b.app, '198.51.100.11').get(url);
      expect(await views()).toBe(2);
      clock = new Date('2026-05-01T10:31:00Z');
      await new Browser(b.app, '198.51.100.10').get(url);
      expect(await views()).toBe(3);

      // What Redis holds: one salt for the day and hashed keys, never the address.
      const keys = await admin.keys(`${redisKeyPrefix}visits:*`);
      expect(keys).toContain(`${redisKeyPrefix}visits:salt:2026-05-01`);
      // Two visitors; the second visit of the first one replaced its own entry.
      expect(keys.filter((key) => key.includes(':views:'))).toHaveLength(2);
      expect(keys.join(' ')).not.toContain('198.51.100');
      await admin.del(...keys);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('counts 23:50 and 00:10 once, across instances, with each instance’s own salt cache', async () => {
    const prefix = freshPrefix();
    const redis = new Redis(redisUrl);
    try {
      const first = new VisitWindow(new RedisVisitStore(redis, prefix, silent));
      const second = new VisitWindow(new RedisVisitStore(redis, prefix, silent));
      const admit = (window: VisitWindow, iso: string) =>
        window.admit('views', 'secret', visitor, 'r1', new Date(iso));
      expect(await admit(first, '2026-05-01T23:50:00Z')).toBe(true);
      expect(await admit(second, '2026-05-02T00:10:00Z')).toBe(false);
      expect(await admit(second, '2026-05-02T00:20:00Z')).toBe(true);
      expect(await admit(first, '2026-05-02T00:40:00Z')).toBe(false);
      // The salt expires on its own (two days), and so does each visit (its window).
      const ttl = await redis.pttl(`${prefix}salt:2026-05-01`);
      expect(ttl).toBeGreaterThan(47 * 60 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(48 * 60 * 60 * 1000);
      const visits = await redis.keys(`${prefix}views:*`);
      for (const key of visits) expect(await redis.pttl(key)).toBeLessThanOrEqual(30 * 60 * 1000);
      await redis.del(...(await redis.keys(`${prefix}*`)));
    } finally {
      await redis.quit();
    }
  });

  it('falls back to memory while Redis cannot answer, and says so once', async () => {
    const warnings: string[] = [];
    const log = recordingLog(warnings);
    // Nothing listens on port 1; commands fail at once (no offline queue).
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => {});
    try {
      const window = new VisitWindow(new RedisVisitStore(down, freshPrefix(), log));
      const started = performance.now();
      expect(await window.admit('views', 'secret', visitor, 'r1', new Date('2026-05-01T10:00:00Z'))).toBe(
        true,
      );
      expect(await window.admit('views', 'secret', visitor, 'r1', new Date('2026-05-01T10:05:00Z'))).toBe(
        false,
      );
      expect(performance.now() - started).toBeLessThan(1000);
      expect(warnings).toEqual(['Redis did not answer: resume visits are remembered in this process']);
    } finally {
      down.disconnect();
    }
  });
});
