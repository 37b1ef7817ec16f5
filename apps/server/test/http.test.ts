// The HTTP conventions every feature inherits: error bodies, validation, same-origin, headers, compression.
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

const quality = (level: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: level } });
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error.ts';
import { createTestApp, type TestApp } from './harness.ts';

const probe: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/known', async () => {
    throw new AppError('ResumeLocked');
  });
  app.get('/probe/conflict', async () => {
    throw new AppError('ResumeVersionConflict', { current: { version: 3 } });
  });
  app.get('/probe/crash', async () => {
    throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
  });
  app.post(
    '/probe/echo',
    {
      schema: {
        body: z.object({ title: z.string().min(1), nested: z.object({ level: z.number().max(5) }) }),
      },
    },
    async (request) => request.body,
  );
  app.get('/probe/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  app.post('/probe/parse', async (request) => z.object({ slug: z.string() }).parse(request.body));
};

describe('error handling', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      features: [{ name: 'probe', plugin: probe }],
      logger: {
        level: 'error',
        stream: { write: (line: string) => void logged.push(line) },
      },
    });
  });
  afterAll(() => t.close());

  it('answers an AppError with its catalogue status and code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/known' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, message: 'ResumeLocked' });
  });

  it('keeps the extra fields of an AppError', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      message: 'ResumeVersionConflict',
      current: { version: 3 },
    });
  });

  it('hides an unexpected error behind SomethingWentWrong and logs it with its stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, message: 'SomethingWentWrong' });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('stack');
    const entry = logged.find((line) => line.includes('hunter2'));
    expect(entry).toBeDefined();
    expect(entry).toContain('"stack"');
  });

  it('answers a body that fails its zod contract with 400 ValidationError and the field issues', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { title: '', nested: { level: 9 } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, message: 'ValidationError' });
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'nested.level',
      'title',
    ]);
    for (const issue of body.issues) expect(issue.message).toEqual(expect.any(String));
  });

  it('passes a valid body through', async () => {
    const payload = { title: 'CV', nested: { level: 2 } };
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/echo', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(payload);
  });

  it('answers a ZodError thrown by a service as a ValidationError too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/parse', payload: { slug: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'ValidationError', issues: [{ path: 'slug' }] });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'ValidationError' });
  });

  it('answers an oversized body with 413 PayloadTooLarge', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024), nested: { level: 1 } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, message: 'PayloadTooLarge' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'title=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ statusCode: 415, message: 'UnsupportedMediaType' });
  });

  it('answers a route over its rate limit with 429 TooManyRequests, and leaves other routes unlimited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/probe/limited' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/api/probe/limited' });
    expect(limited.json()).toEqual({ statusCode: 429, message: 'TooManyRequests' });
    expect(limited.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/probe/known' })).statusCode).toBe(403);
    }
  });

  it('answers an unknown /api route with 404 NotFound as JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ statusCode: 404, message: 'NotFound' });
    }
  });
});

describe('same-origin check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://cv.example.com' },
      features: [{ name: 'probe', plugin: probe }],
    });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers,
      payload: { title: 'a', nested: { level: 1 } },
    });

  it('refuses a state-changing request from another origin with 403 Forbidden', async () => {
    const response = await post({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, message: 'Forbidden' });
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const other = await t.app.inject({
        method,
        url: '/api/probe/echo',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.statusCode).toBe(403);
    }
  });

  it('refuses an unparsable or opaque origin', async () => {
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
  });

  it("accepts PUBLIC_URL's origin, the request's own host, and requests without Origin", async () => {
    expect((await post({ origin: 'https://cv.example.com' })).statusCode).toBe(200);
    expect((await post({ origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/probe/known',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('ResumeLocked');
  });

  it('sends security headers that allow only our own origin, and HSTS on https', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it("lets the app's pages reach an AI provider the user chose, and keeps the artboard to itself", async () => {
    const page = String(
      (await t.app.inject({ method: 'GET', url: '/builder/x' })).headers['content-security-policy'],
    );
    expect(page).toMatch(/connect-src 'self' https: http:\/\/localhost:\*/);
    for (const url of ['/artboard/preview', '/artboard/print', '/artboard/builder?x=1']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain("connect-src 'self';");
      expect(csp, url).not.toMatch(/https?:/);
    }
  });
});

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('sends text with brotli or gzip when the client accepts it, and the same bytes come back out', async () => {
    const url = '/fonts/fallbacks/serif.css';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('compresses API answers at a cheaper brotli quality than files', async () => {
    // docs/decisions/0030-hot-path-statements-and-answers.md: an answer is compressed anew for every request.
    const app = await createTestApp({ features: [{ name: 'probe', plugin: probe }] });
    try {
      const echo = (encoding: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/probe/echo',
          payload: { title: 'a resume, its sections and their items; '.repeat(60), nested: { level: 1 } },
          headers: { 'accept-encoding': encoding },
        });
      const plain = await echo('identity');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const br = await echo('br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      expect(br.rawPayload.equals(brotliCompressSync(plain.rawPayload, quality(2)))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('leaves font files, which are compressed already, as they are', async () => {
    const url = '/fonts/ibm-plex-serif/ibm-plex-serif-latin-400-normal.woff2';
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
