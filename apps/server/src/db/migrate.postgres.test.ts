// Several instances may start at once on an empty PostgreSQL (docs/deployment.md); each migrates at boot.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresAdminUrl } from '../../test/harness.ts';
import { openDatabase } from './client.ts';

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

// Runs in the server:postgres project only (vitest.config.ts).
describe('migrating PostgreSQL', () => {
  it('lets instances that start together on an empty database all come up', async () => {
    const name = `rb_test_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${name}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ dataDir: '', databaseUrl: url.href })),
    );
    try {
      const outcomes = await Promise.allSettled(instances.map((database) => database.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      expect(await instances[0]!.ping()).toBe(true);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
