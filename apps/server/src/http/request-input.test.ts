// Bodies are refused as cheaply as possible: a guest's large body before it is read, deep nesting before it is
// parsed, and anything over the small default limit on the calls that take no document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { maxJsonDepth, nestsDeeperThan } from './request-input.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":"[[[[[[","b":"\\"[[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a\\\\":[[[]]]}', 3)).toBe(true);
  });

  it('stops at the first level too deep', () => {
    const huge = nested(4 * 1024 * 1024);
    const started = performance.now();
    expect(nestsDeeperThan(huge, maxJsonDepth)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('request bodies', () => {
  it("refuses a guest's resume update or import with 401 before reading its 8 MB", async () => {
    const body = nested(4 * 1024 * 1024);
    for (const [method, url] of [
      ['PATCH', '/api/resume/any-id-at-all'],
      ['POST', '/api/resume/import'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: json, payload: body });
      expect(response.json(), url).toEqual({ statusCode: 401, message: 'Unauthorized' });
    }
  });

  it('refuses JSON nested deeper than any document with a ValidationError, before parsing it', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const response = await owner.request({
      method: 'PATCH',
      url: '/api/resume/any-id-at-all',
      headers: json,
      payload: nested(maxJsonDepth + 1),
    });
    expect(response.json()).toEqual({
      statusCode: 400,
      message: 'ValidationError',
      issues: [{ path: '', message: 'The JSON nests too deeply.' }],
    });
  });

  it('keeps the large limit for a whole resume only: a sign-in body of 200 KB is 413', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: JSON.stringify({ identifier: 'x'.repeat(200 * 1024), password: 'y' }),
    });
    expect(login.json()).toEqual({ statusCode: 413, message: 'PayloadTooLarge' });

    const owner = new Browser(t.app);
    await registerUser(owner);
    const resume = (await owner.post('/api/resume', { title: 'Long', slug: 'long' })).json<ResumeDto>();
    const data = structuredClone(resume.data);
    data.metadata.notes = `<p>${'n'.repeat(3 * 1024 * 1024)}</p>`;
    const saved = await owner.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
    expect(saved.statusCode).toBe(200);
  });
});
