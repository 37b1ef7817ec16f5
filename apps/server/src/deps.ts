// What every feature plugin receives through `app.deps` instead of importing globals.
// A feature that needs more (a mailer, a printer, storage) adds a field here and fills it in
// buildApp from the config, unless a test passed its own in the overrides.
import type { BearerAuthenticator } from './auth/auth.guard.ts';
import type { Config } from './config.ts';
import type { Database, Db, DbKind } from './db/client.ts';

export interface StaticPaths {
  /** The built web app (apps/web/dist), served at /. */
  webDist: string;
  /** The built artboard (apps/artboard/dist), served at /artboard/. */
  artboardDist: string;
}

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  dbKind: DbKind;
  paths: StaticPaths;
  version: string;
  /** Set by the api-keys feature when it is mounted (api-keys/api-keys.routes.ts). */
  bearerAuth?: BearerAuthenticator;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
