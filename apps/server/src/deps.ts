// What the features share, built once in buildApp (app.ts) and handed to each feature plugin as its options
// (`FeatureOptions`) instead of importing globals. A feature that needs a new shared part adds a field here and
// builds it in buildApp from the config, unless a test passed its own in the overrides
// (docs/architecture.md#shared-parts).
import type { SessionGuard } from './auth/auth.guard.ts';
import type { Config } from './config.ts';
import type { Database, Db, DbKind } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PicturesService } from './pictures/pictures.service.ts';
import type { PrinterService } from './printer/printer.service.ts';
import type { VisitWindow } from './statistics/visit-window.ts';
import type { Storage } from './storage/storage.ts';

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
  /** Sends the account mails: over SMTP_URL, or into the log without it (mail/mailer.ts). */
  mailer: Mailer;
  /** Where uploads are kept: the S3-compatible bucket when S3_* is set, else DATA_DIR/uploads. */
  storage: Storage;
  /** Recent visitors, so a reload counts once: in Redis when REDIS_URL is set, else in memory. */
  visitWindow: VisitWindow;
  /** Who is signed in: the preHandlers every feature's routes use (auth/auth.guard.ts). */
  sessions: SessionGuard;
  /** Remote pictures fetched for resumes, with their cache (pictures/pictures.service.ts). */
  pictures: PicturesService;
  /** PDFs and preview images, its Chromium and its print ahead (printer/printer.service.ts). */
  printer: PrinterService;
}

/** What buildApp hands every feature plugin it mounts (features.ts). */
export interface FeatureOptions {
  deps: AppDeps;
}
