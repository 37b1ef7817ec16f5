// The log holds no secret from a link and no user data from a failed query; a NUL character, which the
// database cannot store, is a 400 before any query runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { loggableError, redactUrl } from './log-redaction.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('never holds a mailed token or an OAuth code', async () => {
    lines.length = 0;
    const secret = 'Sup3rSecretTokenValue';
    await t.app.inject({ method: 'POST', url: `/api/auth/verify-email?token=${secret}` });
    await t.app.inject({ method: 'GET', url: `/api/auth/github/callback?code=${secret}&state=${secret}x` });
    await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?lang=en&TOKEN=${secret}` });
    expect(lines.some((line) => line.includes('/api/auth/verify-email'))).toBe(true);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    expect(lines.some((line) => line.includes('token=[redacted]'))).toBe(true);
  });

  it('keeps the URL as it is otherwise', () => {
    expect(redactUrl('/api/resume/abc?page=2&token=x&q=a%20b')).toBe(
      '/api/resume/abc?page=2&token=[redacted]&q=a%20b',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

describe('a NUL character', () => {
  it('is a 400 ValidationError in any JSON field, and the log holds nothing of the document', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const resume = (await owner.post('/api/resume', { title: 'Notes', slug: 'notes' })).json<ResumeDto>();
    const data = structuredClone(resume.data);
    data.metadata.notes = '<p>private-note-text \u0000</p>';
    lines.length = 0;
    const response = await owner.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'ValidationError' });
    expect(lines.filter((line) => line.includes('private-note-text'))).toEqual([]);

    const title = await owner.patch(`/api/resume/${resume.id}`, {
      title: 'a\u0000b',
      version: resume.version,
    });
    expect(title.json()).toMatchObject({ statusCode: 400, message: 'ValidationError' });
    const literal = await owner.patch(`/api/resume/${resume.id}`, {
      title: 'a\\u0000b',
      version: resume.version,
    });
    expect(literal.statusCode).toBe(200);
  });

  it('is a 400 in an address too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/resume/public/someone/slug%00' });
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'ValidationError' });
  });
});

describe('a failed query in the log', () => {
  it('keeps its SQL and the database code, never its parameters', async () => {
    const secret = 'private-parameter-value';
    const error = await t.database.db.execute(sql`select ${secret}::int`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error)).toContain(secret);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('select $1::int');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(secret);
  });
});
