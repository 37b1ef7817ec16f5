// Pictures with S3_* set: two app instances on one database and one bucket, each with its own DATA_DIR,
// as behind a load balancer. An upload through one is served by the other with the same headers as from
// the local directory, nothing lands in DATA_DIR, and deleting the account empties the user's folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, multipart, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.ts';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';

let s3: TestS3Server;
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
/** An instance with the local directory, whose answers the S3 instances must match. */
let local: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  database = await createTestDatabase();
  first = await createTestApp({ env: s3.env, database: database.database });
  second = await createTestApp({ env: s3.env, database: database.database });
  local = await createTestApp({ database: database.database });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await local?.close();
  await database?.destroy();
  await s3?.close();
});

const png = (background: string) =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

const upload = async (browser: Browser, background: string) => {
  const response = await browser.request({
    method: 'PUT',
    url: '/api/storage/image',
    ...multipart('file', 'me.png', 'image/png', await png(background)),
  });
  expect(response.statusCode).toBe(200);
  return new URL((response.json() as { url: string }).url).pathname;
};

/** The headers a picture is served with, less those that differ between any two answers. */
const servedHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, 'content-length': _length, connection: _connection, ...rest } = headers;
  return rest;
};

const passwords = new WeakMap<Browser, string>();
const registeredBrowser = async (instance: TestApp) => {
  const browser = new Browser(instance.app);
  passwords.set(browser, (await registerUser(browser)).password);
  return browser;
};
/** Deleting the account asks for its password (ADR 0010). */
const deleteAccount = (browser: Browser) =>
  browser.request({ method: 'DELETE', url: '/api/user/me', payload: { password: passwords.get(browser) } });

describe('pictures in an S3-compatible bucket', () => {
  it('are uploaded through one instance, served by another, and removed with the account', async () => {
    const browser = new Browser(first.app);
    const account = await registerUser(browser);
    passwords.set(browser, account.password);
    const pathname = await upload(browser, '#2563eb');
    expect(pathname).toMatch(new RegExp(`^/api/storage/${account.id}/[A-Za-z0-9_-]+\\.webp$`));
    // Another user's picture, which the deletion must leave alone.
    const keptPath = await upload(await registeredBrowser(first), '#16a34a');

    const served = await new Browser(second.app).get(pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Public resumes may be embedded elsewhere: the route's policy stands over the app-wide same-origin default.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The same headers and bytes as an instance on the local directory answers for the same picture.
    const fromDisk = await new Browser(local.app).get(
      await upload(await registeredBrowser(local), '#2563eb'),
    );
    expect(servedHeaders(served.headers)).toEqual(servedHeaders(fromDisk.headers));
    expect(served.rawPayload.equals(fromDisk.rawPayload)).toBe(true);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 512]);
    // The bytes are in the bucket, not on either machine.
    const key = pathname.replace('/api/storage/', '');
    const stored = await createS3Storage(s3.settings).get(key);
    expect(stored?.size).toBe(served.rawPayload.length);
    stored?.stream.destroy();
    for (const instance of [first, second])
      expect(existsSync(path.join(instance.dataDir, 'uploads'))).toBe(false);

    expect((await deleteAccount(browser)).statusCode).toBe(200);
    expect(await createS3Storage(s3.settings).get(key)).toBeUndefined();
    expect((await new Browser(second.app).get(pathname)).statusCode).toBe(404);
    expect((await new Browser(second.app).get(keptPath)).statusCode).toBe(200);
  });

  it('deletes the account even while the bucket cannot be reached', async () => {
    const unreachable = await createTestApp({
      env: { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' },
      database: database.database,
    });
    try {
      const browser = await registeredBrowser(unreachable);
      expect((await deleteAccount(browser)).statusCode).toBe(200);
      expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    } finally {
      await unreachable.close();
    }
  });

  it('answers 404 for a picture that is not in the bucket', async () => {
    const response = await new Browser(second.app).get('/api/storage/nobody/missing.webp');
    expect(response.json()).toEqual({ statusCode: 404, message: 'NotFound' });
  });
});
