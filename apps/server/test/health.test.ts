import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from './harness.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports ok with the database kind in use and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { kind: testDatabaseKind(), status: 'up' },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('runs on a migrated database', async () => {
    // The tables of the migration exist and take rows.
    const { rows } = (await t.database.db.execute(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('users','secrets','sessions','oauth_accounts','resumes','statistics','statistics_daily')",
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(7);
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 with the database down', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        database: { kind: testDatabaseKind(), status: 'down' },
      });
    } finally {
      await t.close();
    }
  });
});
