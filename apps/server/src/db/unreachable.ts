// PostgreSQL that stops answering (restarted, cut off, failed over) is a condition of the service, not a bug:
// requests then answer DatabaseUnavailable (503) and the pool reconnects by itself once the server is back
// (docs/decisions/0016-faults-backups-and-data-export.md).
import { DrizzleQueryError } from 'drizzle-orm';
import type { Pool } from 'pg';

/** A connection to PostgreSQL could not be made; the original error is the cause. */
export class DatabaseUnreachableError extends Error {
  constructor(cause: unknown) {
    super('PostgreSQL could not be reached', { cause });
  }
}

/** pg's own words for a connection that broke under a query; they come with no code. */
const brokenConnection = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const socketFailures = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shuts down or is starting). */
const unavailableState = (code: unknown) => typeof code === 'string' && /^(08...|57P0[123])$/.test(code);

/** Whether `error`, or anything in its chain of causes, says the database could not be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  let underQuery = false;
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if (current instanceof DatabaseUnreachableError) return true;
    // A socket reset under a running query reaches us as a bare errno error, wrapped by Drizzle's query error;
    // only there does ECONNRESET mean the database (a fetch of a picture carries the same code).
    if (underQuery && socketFailures.has(String((current as NodeJS.ErrnoException).code))) return true;
    if (current instanceof DrizzleQueryError) underQuery = true;
    if (brokenConnection.includes(current.message)) return true;
    // pg's DatabaseError carries `severity` beside the SQLSTATE; a bare errno code (ECONNRESET) has none.
    if ('severity' in current && unavailableState((current as { code?: unknown }).code)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Marks every failed connect of the pool, in both the callback form (pool.query) and the promise form
 * (transactions), so that a refused or timed-out connection is told apart from other network errors
 * (a picture fetch, the bucket) that carry the same errno codes.
 */
export function markConnectFailures(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  const wrap = (error: unknown) => (error ? new DatabaseUnreachableError(error) : error);
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    if (callback) return connect((error, ...rest) => callback(wrap(error), ...rest));
    return (connect() as Promise<unknown>).catch((error: unknown) => {
      throw wrap(error);
    });
  };
}
