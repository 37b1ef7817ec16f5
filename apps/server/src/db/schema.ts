// The database schema, shared by PGlite and PostgreSQL (docs/decisions/0002-database.md). Keep to SQL that PG 15 runs.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  username: text('username').notNull().unique(),
  /** Stored lowercased so that sign-in and uniqueness ignore case. */
  email: text('email').notNull().unique(),
  picture: text('picture'),
  locale: text('locale').notNull().default('en-US'),
  emailVerified: boolean('email_verified').notNull().default(false),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  provider: text('provider').notNull().default('email'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Everything about a user that must never leave the server; every token here is a hash. */
export const secrets = pgTable('secrets', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  password: text('password'),
  lastSignedIn: timestamp('last_signed_in', { withTimezone: true }),
  verificationToken: text('verification_token'),
  verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
  resetToken: text('reset_token'),
  resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
  twoFactorSecret: text('two_factor_secret'),
  /** The TOTP time step of the last accepted code: a code is accepted once, never replayed. */
  twoFactorLastStep: integer('two_factor_last_step'),
  twoFactorBackupCodes: text('two_factor_backup_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('oauth_accounts_provider_account_unique').on(table.provider, table.providerAccountId),
    index('oauth_accounts_user_id_idx').on(table.userId),
  ],
);

export const resumes = pgTable(
  'resumes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** The resume document shaped by @rb/schema's resumeDataSchema. */
    data: jsonb('data').notNull(),
    visibility: text('visibility').notNull().default('private'),
    locked: boolean('locked').notNull().default(false),
    /** Bumped on every update; a stale update gets ResumeVersionConflict (docs/product.md#api-conventions). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('resumes_user_id_slug_unique').on(table.userId, table.slug),
    index('resumes_user_id_idx').on(table.userId),
  ],
);

export const statistics = pgTable('statistics', {
  resumeId: uuid('resume_id')
    .primaryKey()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  downloads: integer('downloads').notNull().default(0),
});

export const statisticsDaily = pgTable(
  'statistics_daily',
  {
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.resumeId, table.day] })],
);

/** Binary columns: PGlite reads them as Uint8Array, node-postgres as Buffer; both are handed out as Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Earlier documents of a resume or of a letter, each compressed on its own (docs/decisions/0009-resume-history.md,
 * docs/decisions/0024-letters-share-like-resumes.md); pruned to the last 100 plus one a day for 90 days. Exactly one
 * of `resume_id` and `letter_id` is set. The table keeps its first name so that no migration renames it.
 */
export const resumeSnapshots = pgTable(
  'resume_snapshots',
  {
    id: id(),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'cascade' }),
    letterId: uuid('letter_id').references(() => letters.id, { onDelete: 'cascade' }),
    /** Set by the server's clock, in milliseconds: the list's cursor carries it exactly. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    title: text('title').notNull(),
    /** The document's JSON, brotli-compressed. */
    data: bytea('data').notNull(),
  },
  (table) => [
    index('resume_snapshots_resume_created_idx').on(table.resumeId, table.createdAt.desc(), table.id.desc()),
    index('resume_snapshots_letter_created_idx').on(table.letterId, table.createdAt.desc(), table.id.desc()),
    check('resume_snapshots_one_document', sql`(${table.resumeId} is null) <> (${table.letterId} is null)`),
  ],
);

/** API keys (Settings → API keys; api-keys/). Only a keyed hash of a key is stored. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The public start of the key (`rb_` + 8 characters): finds the row and names the key in the list. */
    prefix: text('prefix').notNull().unique(),
    /** HMAC-SHA-256 of the whole key under a key derived from AUTH_SECRET (api-keys/api-key-secret.ts). */
    hash: text('hash').notNull(),
    /** 'read' (GET calls only) or 'read-write'. */
    scope: text('scope').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('api_keys_user_id_idx').on(table.userId)],
);

/**
 * Named share links of a resume or of a letter (links/, docs/decisions/0012-share-links.md,
 * docs/decisions/0024-letters-share-like-resumes.md): exactly one of `resume_id` and `letter_id` is set, so one
 * token space serves both kinds at /s/{token}. The token is kept as it is, a capability like a public slug that
 * the owner must be able to copy again; a password only as its argon2id hash. Each link's counts are its share of
 * its document's statistics. The table keeps its first name so that no migration renames it.
 */
export const shareLinks = pgTable(
  'resume_links',
  {
    id: id(),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'cascade' }),
    letterId: uuid('letter_id').references(() => letters.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    token: text('token').notNull().unique(),
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('resume_links_resume_id_idx').on(table.resumeId, table.createdAt),
    index('resume_links_letter_id_idx').on(table.letterId, table.createdAt),
    check('resume_links_one_document', sql`(${table.resumeId} is null) <> (${table.letterId} is null)`),
  ],
);

/** Cover letters (letters/): a second kind of document, edited, printed and shared like resumes. */
export const letters = pgTable(
  'letters',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Unique per user among letters; the public page is /{username}/letter/{slug}. */
    slug: text('slug').notNull(),
    /** The letter document shaped by @rb/schema's letterDataSchema. */
    data: jsonb('data').notNull(),
    visibility: text('visibility').notNull().default('private'),
    locked: boolean('locked').notNull().default(false),
    /** Bumped on every update; a stale update gets LetterVersionConflict, as resumes do. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('letters_user_id_idx').on(table.userId),
    unique('letters_user_id_slug_unique').on(table.userId, table.slug),
  ],
);

/**
 * A letter's views and downloads (its public page and its share links), kept apart from the letter's row so that
 * counting never touches the row's version or update time, which the printer's cache is keyed by.
 */
export const letterStatistics = pgTable('letter_statistics', {
  letterId: uuid('letter_id')
    .primaryKey()
    .references(() => letters.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
  downloads: integer('downloads').notNull().default(0),
});
