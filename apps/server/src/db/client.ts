// Opens the database the configuration asks for: PGlite in DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both speak the same Drizzle schema, so the rest of the server never knows which.
import { mkdirSync } from 'node:fs';
import { lockPgliteDirectory } from './pglite-lock.ts';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';
import { markConnectFailures } from './unreachable.ts';

export { schema };
export type Schema = typeof schema;

/** The Drizzle handle every *.queries.ts file receives; identical API on both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Resolves true when a trivial query answers; never throws. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** Applies the migration folder; see migrate.ts. */
  migrate: () => Promise<void>;
}

export interface OpenOptions {
  /** An existing PGlite instance (tests load a migrated snapshot into one). */
  pglite?: PGlite;
}

/** A connection attempt that gets no answer within 5 s ends with pg's connection-timeout error. */
class TimedClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: 5000 });
  }
}

export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: OpenOptions = {},
): Promise<Database> {
  const { migrateDatabase } = await import('./migrate.ts');

  if (config.databaseUrl && !options.pglite) {
    // A connection that cannot be made within 5 s fails the request with DatabaseUnavailable instead of holding
    // it until the client gives up (docs/decisions/0016-faults-backups-and-data-export.md). The limit is the
    // client's, not the pool's: the pool's would also fail requests that merely wait for a busy connection
    // under load, which bench:load showed as hundreds of false 503s.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, Client: TimedClient });
    // An idle client that loses its connection emits 'error'; without a listener that kills the process.
    pool.on('error', () => {});
    markConnectFailures(pool);
    const db = drizzlePg(pool, { schema });
    let closing: Promise<void> | undefined;
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      close: () => (closing ??= pool.end()),
      migrate: () => migrateDatabase({ kind: 'postgres', db, pool }),
    };
  }

  let client = options.pglite;
  let unlock = () => {};
  if (!client) {
    const dir = path.join(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockPgliteDirectory(config.dataDir);
    client = await PGlite.create(dir).catch((error: unknown) => {
      unlock();
      throw error;
    });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema });
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: async () => {
      if (!pglite.closed) await pglite.close();
      unlock();
    },
    migrate: () => migrateDatabase({ kind: 'pglite', db }),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
