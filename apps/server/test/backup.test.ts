// npm run backup / npm run restore, as an operator runs them, on the database of this run: an instance with an
// account, a resume and an uploaded picture is backed up, restored into an empty instance (a new DATA_DIR, and
// on PostgreSQL a new, empty database), and the restored instance signs the same person in and serves the same
// resume and picture. PGlite refuses a backup while its server runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createSampleResumeData, type ResumeData } from '@rb/schema';
import { buildApp } from '../src/app.ts';
import { loadConfig, repoRoot, resolveAuthSecret } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { Browser, multipart, registerUser, signIn } from './auth-helpers.ts';
import { createTestDatabase, pgliteSnapshot, testDatabaseKind, type TestDatabase } from './harness.ts';

const kind = testDatabaseKind();
const work = mkdtempSync(path.join(os.tmpdir(), 'rb-backup-test-'));
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.destroy();
  rmSync(work, { recursive: true, force: true });
});

/** A fresh PostgreSQL database without any table, as a new instance finds it. */
async function emptyPostgres(): Promise<string> {
  const database = await createTestDatabase('postgres');
  databases.push(database);
  await database.database.db.execute(
    'drop schema public cascade; create schema public; drop schema if exists drizzle cascade',
  );
  await database.database.close();
  return database.url!;
}

/** An instance's settings: its own DATA_DIR, no AUTH_SECRET (so one is generated into DATA_DIR/secret). */
const instanceEnv = async (name: string): Promise<Record<string, string>> => ({
  DATA_DIR: path.join(work, name),
  LOG_LEVEL: 'silent',
  ...(kind === 'postgres' ? { DATABASE_URL: await emptyPostgres() } : {}),
});

async function openInstance(env: Record<string, string>, seed = false) {
  if (seed && kind === 'pglite') {
    // The migrated snapshot, so that the test does not spend its time on initdb.
    mkdirSync(env.DATA_DIR!, { recursive: true });
    const pglite = await PGlite.create(path.join(env.DATA_DIR!, 'pglite'), {
      loadDataDir: await pgliteSnapshot(),
    });
    await pglite.close();
  }
  const config = resolveAuthSecret(loadConfig({ ...env, CHROMIUM_PATH: '/nonexistent/chromium' }));
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const run = (script: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `apps/server/scripts/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
  });

describe(`npm run backup and npm run restore (${kind})`, () => {
  it(
    'restores an instance into an empty one: accounts, resumes and pictures',
    { timeout: 240_000 },
    async () => {
      const sourceEnv = await instanceEnv('source');
      const source = await openInstance(sourceEnv, true);
      const owner = new Browser(source.app);
      const account = await registerUser(owner);
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0d9488' } })
        .png()
        .toBuffer();
      const uploaded = await owner.request({
        method: 'PUT',
        url: '/api/storage/image',
        ...multipart('file', 'me.png', 'image/png', png),
      });
      const picture = new URL(uploaded.json<{ url: string }>().url).pathname;
      const picturesBytes = (await owner.get(picture)).rawPayload;
      const data = createSampleResumeData();
      data.basics.name = 'Restored Person';
      data.basics.picture.url = picture;
      const created = await owner.post('/api/resume', { title: 'Kept', slug: 'kept', visibility: 'public' });
      const { id, version } = created.json<{ id: string; version: number }>();
      const saved = await owner.patch(`/api/resume/${id}`, { data, version });
      expect(saved.statusCode).toBe(200);
      const savedData = saved.json<{ data: ResumeData }>().data;

      const folder = path.join(work, 'backup');
      if (kind === 'pglite') {
        // The database is open in a running instance: a copy now could be torn, so the command refuses.
        const refused = run('backup', sourceEnv, folder);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toContain('is open in process');
        expect(existsSync(path.join(folder, 'manifest.json'))).toBe(false);
        await source.close();
      }
      const made = run('backup', sourceEnv, folder);
      expect(made.status, made.stderr).toBe(0);
      expect(made.stdout).toContain(
        `Backed up the ${kind} database, 1 uploaded files and the generated AUTH_SECRET`,
      );
      if (kind === 'postgres') await source.close();

      const targetEnv = await instanceEnv('target');
      const restored = run('restore', targetEnv, folder);
      expect(restored.status, restored.stderr).toBe(0);
      // A second restore onto what now has data is refused without --force.
      const again = run('restore', targetEnv, folder);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/already holds|not empty/);

      const target = await openInstance(targetEnv);
      try {
        const browser = await signIn(target.app, account.email, account.password);
        const resume = await browser.get(`/api/resume/${id}`);
        expect(resume.statusCode).toBe(200);
        expect(resume.json<{ data: ResumeData }>().data).toEqual(savedData);
        expect((await browser.get(picture)).rawPayload.equals(picturesBytes)).toBe(true);
        const visitor = new Browser(target.app);
        expect((await visitor.get(`/api/resume/public/${account.username}/kept`)).statusCode).toBe(200);
        // The generated AUTH_SECRET came along: the old session's cookie is still good.
        const stillSignedIn = await target.app.inject({
          method: 'GET',
          url: '/api/user/me',
          headers: { cookie: owner.cookieHeader('/api/user/me') },
        });
        expect(stillSignedIn.statusCode).toBe(200);
      } finally {
        await target.close();
      }
    },
  );
});
