// Statements the hot paths run hundreds of times a second (docs/decisions/0030-hot-path-statements-and-answers.md):
// built and named once per database handle, so that neither Drizzle rebuilds their SQL nor PostgreSQL parses and
// plans them again on every request. Values go in as placeholders; a statement's text never changes.
import type { Db } from './client.ts';

/**
 * `build` run once per database handle (each test's app has its own) and remembered. The statement's name must be
 * unique in the server: node-postgres refuses one name for two texts on a connection.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
