// API keys on a real database: created once and shown once, stored hashed, listed, revoked at once; a key acts
// as its owner on the resume calls its scope allows and nowhere else; expired keys and busy keys are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiKeyDto, CreatedApiKeyDto, LetterDto, ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { features } from '../features.ts';
import { apiKeys } from '../db/schema.ts';
import { hashApiKey } from './api-key-secret.ts';
import { createApiKeysRoutes } from './api-keys.routes.ts';

let clock = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
const rateLimitMax = 8;

beforeAll(async () => {
  t = await createTestApp({
    features: features.map((feature) =>
      feature.name === 'api-keys'
        ? {
            ...feature,
            plugin: createApiKeysRoutes({
              now: () => clock,
              rateLimit: { max: rateLimitMax, timeWindow: 60_000 },
            }),
          }
        : feature,
    ),
  });
});
afterAll(() => t.close());

const owner = async () => {
  const browser = new Browser(t.app);
  const account = await registerUser(browser);
  const created = await browser.post('/api/resume', { title: 'Keyed', slug: 'keyed', visibility: 'private' });
  expect(created.statusCode, created.body).toBe(200);
  return { browser, account, resume: created.json<ResumeDto>() };
};

const createKey = async (browser: Browser, body: object) => {
  const response = await browser.post('/api/api-keys', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatedApiKeyDto>();
};

const withKey = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    remoteAddress: '10.200.0.1',
    ...(payload ? { payload } : {}),
  });

describe('creating, listing and revoking keys', () => {
  it('shows the key once, stores only its hash and lists it without the secret', async () => {
    const { browser, account } = await owner();
    const created = await createKey(browser, { name: 'Laptop script', scope: 'read' });
    expect(created.key).toMatch(/^rb_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    expect(created).toMatchObject({
      name: 'Laptop script',
      scope: 'read',
      expiresAt: null,
      lastUsedAt: null,
    });

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.userId).toBe(account.id);
    expect(row!.hash).toBe(hashApiKey(t.config.authSecret, created.key));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(12));

    const list = await browser.get('/api/api-keys');
    expect(list.statusCode).toBe(200);
    const keys = list.json<ApiKeyDto[]>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      id: created.id,
      name: 'Laptop script',
      prefix: created.prefix,
      scope: 'read',
    });
    expect(list.body).not.toContain(created.key);
  });

  it('refuses an expiry in the past, a missing name and an unknown scope', async () => {
    const { browser } = await owner();
    const past = await browser.post('/api/api-keys', {
      name: 'x',
      scope: 'read',
      expiresAt: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues[0].path).toBe('expiresAt');
    expect((await browser.post('/api/api-keys', { name: ' ', scope: 'read' })).statusCode).toBe(400);
    expect((await browser.post('/api/api-keys', { name: 'x', scope: 'admin' })).statusCode).toBe(400);
  });

  it('revokes at once; another user cannot see or revoke the key', async () => {
    const { browser, resume } = await owner();
    const created = await createKey(browser, { name: 'Temp', scope: 'read-write' });
    expect((await withKey(created.key, 'GET', `/api/resume/${resume.id}`)).statusCode).toBe(200);

    const stranger = new Browser(t.app);
    await registerUser(stranger);
    expect((await stranger.get('/api/api-keys')).json()).toEqual([]);
    expect((await stranger.delete(`/api/api-keys/${created.id}`)).statusCode).toBe(404);

    const revoked = await browser.delete(`/api/api-keys/${created.id}`);
    expect(revoked.statusCode).toBe(200);
    const after = await withKey(created.key, 'GET', `/api/resume/${resume.id}`);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect((await browser.get('/api/api-keys')).json()).toEqual([]);
  });

  it('needs a signed-in session: no key manages keys', async () => {
    const { browser } = await owner();
    const created = await createKey(browser, { name: 'RW', scope: 'read-write' });
    expect((await t.app.inject({ method: 'GET', url: '/api/api-keys' })).statusCode).toBe(401);
    expect((await withKey(created.key, 'GET', '/api/api-keys')).statusCode).toBe(401);
    expect(
      (await withKey(created.key, 'POST', '/api/api-keys', { name: 'y', scope: 'read' })).statusCode,
    ).toBe(401);
    expect((await withKey(created.key, 'DELETE', `/api/api-keys/${created.id}`)).statusCode).toBe(401);
  });
});

describe('requests with a key', () => {
  it('act as the owner on the resume calls and record the last use', async () => {
    const { browser, resume } = await owner();
    const created = await createKey(browser, { name: 'RW', scope: 'read-write' });
    const list = await withKey(created.key, 'GET', '/api/resume');
    expect(list.statusCode).toBe(200);
    expect(list.json<ResumeDto[]>().map((item) => item.id)).toEqual([resume.id]);

    const renamed = await withKey(created.key, 'PATCH', `/api/resume/${resume.id}`, {
      title: 'Renamed by a script',
      version: resume.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<ResumeDto>().title).toBe('Renamed by a script');

    const statistics = await withKey(created.key, 'GET', `/api/resume/${resume.id}/statistics`);
    expect(statistics.statusCode).toBe(200);
    const [listed] = (await browser.get('/api/api-keys')).json<ApiKeyDto[]>();
    expect(listed!.lastUsedAt).toBe(clock.toISOString());
  });

  it('with a read key may only read', async () => {
    const { browser, resume } = await owner();
    const created = await createKey(browser, { name: 'Reader', scope: 'read' });
    expect((await withKey(created.key, 'GET', `/api/resume/${resume.id}`)).statusCode).toBe(200);
    const write = await withKey(created.key, 'PATCH', `/api/resume/${resume.id}`, {
      title: 'No',
      version: resume.version,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ statusCode: 403, message: 'Forbidden' });
    expect((await withKey(created.key, 'DELETE', `/api/resume/${resume.id}`)).statusCode).toBe(403);
    expect((await withKey(created.key, 'POST', '/api/resume', { title: 'a', slug: 'a' })).statusCode).toBe(
      403,
    );
    expect((await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>().title).toBe('Keyed');
  });

  it('act as the owner on the letter calls too, a read key only reading them', async () => {
    const { browser, resume } = await owner();
    const writer = await createKey(browser, { name: 'Letters', scope: 'read-write' });
    const reader = await createKey(browser, { name: 'Letters, read', scope: 'read' });
    const created = await withKey(writer.key, 'POST', '/api/letter', {
      title: 'Keyed letter',
      fromResumeId: resume.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const letter = created.json<LetterDto>();
    expect(letter.data.sender.name).toBe(resume.data.basics.name);

    const list = await withKey(reader.key, 'GET', '/api/letter');
    expect(list.statusCode).toBe(200);
    expect(list.json<LetterDto[]>().map((item) => item.id)).toEqual([letter.id]);
    expect((await withKey(reader.key, 'GET', `/api/letter/${letter.id}/links`)).statusCode).toBe(200);
    expect((await withKey(reader.key, 'GET', `/api/letter/${letter.id}/history`)).statusCode).toBe(200);

    const refused = [
      await withKey(reader.key, 'PATCH', `/api/letter/${letter.id}`, {
        title: 'No',
        version: letter.version,
      }),
      await withKey(reader.key, 'POST', `/api/letter/${letter.id}/links`, { label: 'No' }),
      await withKey(reader.key, 'DELETE', `/api/letter/${letter.id}`),
      await withKey(reader.key, 'POST', '/api/letter', { title: 'No' }),
    ];
    expect(refused.map((response) => response.json())).toEqual(
      refused.map(() => ({ statusCode: 403, message: 'Forbidden' })),
    );

    const renamed = await withKey(writer.key, 'PATCH', `/api/letter/${letter.id}`, {
      title: 'Renamed by a script',
      version: letter.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await browser.get(`/api/letter/${letter.id}`)).json<LetterDto>().title).toBe(
      'Renamed by a script',
    );
  });

  it('never reach the account: profile, password, two-factor, email, deletion answer 401', async () => {
    const { browser, account } = await owner();
    const created = await createKey(browser, { name: 'RW', scope: 'read-write' });
    const calls: [Parameters<typeof withKey>[1], string, object?][] = [
      ['GET', '/api/user/me'],
      ['PATCH', '/api/user/me', { name: 'Taken over' }],
      ['DELETE', '/api/user/me'],
      ['PATCH', '/api/auth/password', { currentPassword: account.password, password: 'another-secret-1' }],
      ['POST', '/api/auth/2fa/setup'],
      ['POST', '/api/auth/2fa/disable'],
      ['POST', '/api/auth/verify-email/resend'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await withKey(created.key, method, url, payload);
      expect([401, 403], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
    }
    const me = await browser.get('/api/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().name).toBe(account.name);
  });

  it('wins over a cookie: a request naming a key is that key’s alone', async () => {
    const { browser } = await owner();
    const created = await createKey(browser, { name: 'RW', scope: 'read-write' });
    const response = await browser.request({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers an unknown, malformed or expired key like a missing one', async () => {
    const { browser, resume } = await owner();
    const created = await createKey(browser, {
      name: 'Short-lived',
      scope: 'read-write',
      expiresAt: new Date(clock.getTime() + 60 * 60 * 1000).toISOString(),
    });
    const url = `/api/resume/${resume.id}`;
    expect((await withKey(created.key, 'GET', url)).statusCode).toBe(200);
    const forged = `${created.prefix}_${'A'.repeat(43)}`;
    for (const key of [forged, 'rb_nothere_x', 'not-a-key']) {
      const response = await withKey(key, 'GET', url);
      expect(response.statusCode, key).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
    }
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    expect((await withKey(created.key, 'GET', url)).statusCode).toBe(401);
  });

  it('are limited per key', async () => {
    const { browser } = await owner();
    const first = await createKey(browser, { name: 'Busy', scope: 'read' });
    const second = await createKey(browser, { name: 'Calm', scope: 'read' });
    const statuses = [];
    for (let n = 0; n < rateLimitMax + 2; n += 1) {
      statuses.push((await withKey(first.key, 'GET', '/api/resume')).statusCode);
    }
    expect(statuses.slice(0, rateLimitMax).every((status) => status === 200)).toBe(true);
    const limited = await withKey(first.key, 'GET', '/api/resume');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ statusCode: 429, message: 'TooManyRequests' });
    expect((await withKey(second.key, 'GET', '/api/resume')).statusCode).toBe(200);
  });
});
