// Backups of one instance (docs/deployment.md#backups): the database and the uploaded pictures, plus the
// generated AUTH_SECRET, into a folder; and back into an empty instance. PGlite is copied whole with its own
// dump (the server must be stopped: the directory is locked while it runs); PostgreSQL with pg_dump, which
// takes a consistent copy while the app runs. Uploads in an S3 bucket are backed up with the bucket's own tools.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../src/config.ts';
import { lockPgliteDirectory } from '../src/db/pglite-lock.ts';
import { version } from '../src/version.ts';

export interface BackupManifest {
  format: 'resume-builder-backup';
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Files copied from DATA_DIR/uploads; null when the uploads live in an S3 bucket. */
  uploads: number | null;
  secret: boolean;
}

const databaseFile = { pglite: 'database.pglite.tar.gz', postgres: 'database.pgdump' } as const;

export class BackupError extends Error {}

/** pg_dump and pg_restore from PATH, or from the newest PostgreSQL installed the Debian way. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const major of versions) {
      const file = path.join(debian, major, 'bin', name);
      if (existsSync(file)) return file;
    }
  }
  return name;
}

const countFiles = (dir: string): number =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export async function backup(config: Config, target: string): Promise<BackupManifest> {
  if (!isEmptyDir(target))
    throw new BackupError(`${target} is not empty: choose a new folder for the backup`);
  mkdirSync(target, { recursive: true });
  const kind = config.databaseUrl ? 'postgres' : 'pglite';

  if (kind === 'postgres') {
    execFileSync(postgresTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(target, databaseFile.postgres)}`,
      `--dbname=${config.databaseUrl}`,
    ]);
  } else {
    const dir = path.join(config.dataDir, 'pglite');
    if (isEmptyDir(dir)) throw new BackupError(`There is no PGlite database in ${config.dataDir}`);
    const unlock = lockPgliteDirectory(config.dataDir);
    try {
      const pglite = await PGlite.create(dir);
      const dump = await pglite.dumpDataDir('gzip');
      await pglite.close();
      writeFileSync(path.join(target, databaseFile.pglite), Buffer.from(await dump.arrayBuffer()));
    } finally {
      unlock();
    }
  }

  let uploads: number | null = null;
  if (!config.s3) {
    const source = path.join(config.dataDir, 'uploads');
    mkdirSync(path.join(target, 'uploads'));
    // A temporary file of an upload in progress is not a picture yet.
    if (existsSync(source))
      cpSync(source, path.join(target, 'uploads'), {
        recursive: true,
        filter: (file) => !file.endsWith('.tmp'),
      });
    uploads = countFiles(path.join(target, 'uploads'));
  }
  const secretFile = path.join(config.dataDir, 'secret');
  const secret = existsSync(secretFile);
  if (secret) writeFileSync(path.join(target, 'secret'), readFileSync(secretFile), { mode: 0o600 });

  const manifest: BackupManifest = {
    format: 'resume-builder-backup',
    formatVersion: 1,
    appVersion: version,
    createdAt: new Date().toISOString(),
    database: kind,
    uploads,
    secret,
  };
  writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Whether the PostgreSQL database has any table of its own (an instance has run on it). */
async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return (rows[0] as { n: number }).n > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into this instance's database and DATA_DIR. Refuses to overwrite an instance that has data
 * unless `force`: then PGlite's directory and the uploads are moved aside (`*.before-restore-<time>`), and
 * PostgreSQL's objects are replaced (pg_restore --clean).
 */
export async function restore(config: Config, source: string, force = false): Promise<BackupManifest> {
  const manifestFile = path.join(source, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new BackupError(`${source} holds no backup (manifest.json is missing)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 'resume-builder-backup' || manifest.formatVersion !== 1)
    throw new BackupError(`${source} is not a backup this version can restore`);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind)
    throw new BackupError(
      `The backup holds a ${manifest.database} database but this instance uses ${kind}: set DATABASE_URL accordingly`,
    );
  mkdirSync(config.dataDir, { recursive: true });
  const aside = `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const uploadsDir = path.join(config.dataDir, 'uploads');

  if (kind === 'postgres') {
    if (!force && (await postgresHasTables(config.databaseUrl!)))
      throw new BackupError('The database already holds data: restore into an empty one, or pass --force');
  } else {
    const dir = path.join(config.dataDir, 'pglite');
    const unlock = lockPgliteDirectory(config.dataDir);
    try {
      if (!isEmptyDir(dir)) {
        if (!force)
          throw new BackupError(
            `${dir} already holds a database: restore into an empty DATA_DIR, or pass --force`,
          );
        renameSync(dir, `${dir}.${aside}`);
      }
      mkdirSync(dir, { recursive: true });
      const dump = new Blob([readFileSync(path.join(source, databaseFile.pglite))]);
      const pglite = await PGlite.create(dir, { loadDataDir: dump });
      await pglite.close();
    } finally {
      unlock();
    }
  }
  if (manifest.uploads !== null) {
    if (!isEmptyDir(uploadsDir)) {
      if (!force)
        throw new BackupError(`${uploadsDir} is not empty: restore into an empty DATA_DIR, or pass --force`);
      renameSync(uploadsDir, `${uploadsDir}.${aside}`);
    }
    cpSync(path.join(source, 'uploads'), uploadsDir, { recursive: true });
  }
  if (kind === 'postgres') {
    execFileSync(postgresTool('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${config.databaseUrl}`,
      path.join(source, databaseFile.postgres),
    ]);
  }
  if (manifest.secret) {
    const secretFile = path.join(config.dataDir, 'secret');
    if (existsSync(secretFile) && !readFileSync(secretFile).equals(readFileSync(path.join(source, 'secret'))))
      renameSync(secretFile, `${secretFile}.${aside}`);
    writeFileSync(secretFile, readFileSync(path.join(source, 'secret')), { mode: 0o600 });
  }
  return manifest;
}

/** The two commands: settings as the server reads them, one line and exit code 1 on a refusal. */
export async function backupCommand(command: 'backup' | 'restore'): Promise<void> {
  const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!folder) {
    process.stderr.write(
      `Usage: npm run ${command} -- <folder>${command === 'restore' ? ' [--force]' : ''}\n`,
    );
    process.exit(1);
  }
  const { ConfigError, loadConfig, repoRoot } = await import('../src/config.ts');
  const dotenv = await import('dotenv');
  for (const file of [path.join(repoRoot, '.env'), path.resolve('.env')]) {
    if (existsSync(file)) dotenv.config({ path: file, quiet: true });
  }
  const { PgliteInUseError } = await import('../src/db/pglite-lock.ts');
  try {
    const config = loadConfig(process.env);
    const target = path.resolve(folder);
    const manifest =
      command === 'backup'
        ? await backup(config, target)
        : await restore(config, target, process.argv.includes('--force'));
    const uploads =
      manifest.uploads === null ? 'uploads are in the S3 bucket' : `${manifest.uploads} uploaded files`;
    process.stdout.write(
      `${command === 'backup' ? 'Backed up' : 'Restored'} the ${manifest.database} database, ${uploads}` +
        `${manifest.secret ? ' and the generated AUTH_SECRET' : ''} ${command === 'backup' ? 'to' : 'from'} ${target}\n`,
    );
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError || error instanceof PgliteInUseError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
