// A real application on a real, private database for each test file.
// PGlite: a migrated data directory is dumped once per migration set and loaded into a fresh
// in-memory instance (under a second instead of ~4 s for initdb). PostgreSQL: a throw-away database
// on the machine's server, migrated, dropped afterwards. TEST_DATABASE picks the engine.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/migrate.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** The machine's PostgreSQL (trust auth); test databases are created beside `test`. */
export const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite data directory as a gzipped tarball, built once per migration set. */
export async function pgliteSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `rb-pglite-${migrationsHash()}.tar.gz`);
  if (!existsSync(file)) {
    const pglite = await PGlite.create();
    const database = await openDatabase({ dataDir: '', databaseUrl: undefined }, { pglite });
    await database.migrate();
    const dump = await pglite.dumpDataDir('gzip');
    await database.close();
    // Parallel workers may build it at the same time; a rename makes the last one win whole.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

export interface TestDatabase {
  database: Database;
  /** Set for PostgreSQL: the URL of the throw-away database. */
  url?: string;
  destroy: () => Promise<void>;
}

export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const pglite = await PGlite.create({ loadDataDir: await pgliteSnapshot() });
    const database = await openDatabase({ dataDir: '', databaseUrl: undefined }, { pglite });
    return { database, destroy: () => database.close() };
  }

  const name = `rb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: url.href });
  await database.migrate();
  return {
    database,
    url: url.href,
    destroy: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'config' | 'database'>> {
  /** Extra environment for loadConfig, e.g. { DISABLE_SIGNUPS: 'true' }. */
  env?: Record<string, string>;
  /** Reuse a database (several apps on one database); the caller then destroys it. */
  database?: Database;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** A private DATA_DIR, removed by close(). */
  dataDir: string;
  close: () => Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env = {}, database: given, ...overrides } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-test-data-'));
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // Background prints would add Chromium jobs to tests that count them; the print-ahead tests turn it on.
    PRINT_AHEAD: 'false',
    ...env,
  });
  const owned = given ? undefined : await createTestDatabase();
  const database = given ?? owned!.database;
  const app = await buildApp({ logger: false, ...overrides, config, database });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await owned?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
