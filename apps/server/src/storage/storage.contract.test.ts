// One contract, two backends: the local directory and an S3-compatible server (s3rver, over real HTTP
// with checked signatures) must answer the same way to every call the app makes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, objectUrl, type S3Settings } from './s3-storage.ts';
import type { Storage } from './storage.ts';

let s3: TestS3Server;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = mkdtempSync(path.join(os.tmpdir(), 'rb-storage-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(localRoot, { recursive: true, force: true });
});

const backends: [string, () => Storage][] = [
  ['the local directory', () => createLocalStorage(localRoot)],
  // Two keys per list page, so removing a folder walks several pages of the real server's listing.
  ['an S3-compatible server', () => createS3Storage(s3.settings, { listPageSize: 2 })],
];

let folders = 0;
/** A fresh folder name per test, so the backends' contents never mix between tests. */
const folder = () => `user_${process.pid}_${++folders}`;

const read = async (storage: Storage, key: string) => {
  const stored = await storage.get(key);
  return stored && { ...stored, body: await buffer(stored.stream) };
};

describe.each(backends)('Storage on %s', (_name, make) => {
  it('gives back what was put, with its size and content type, and replaces it on a second put', async () => {
    const storage = make();
    const user = folder();
    const picture = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256));
    await storage.put(`${user}/photo.webp`, picture, 'image/webp');
    await storage.put(`${user}/resume.pdf`, Buffer.from('%PDF-1.7\n'), 'application/pdf');

    const got = await read(storage, `${user}/photo.webp`);
    expect(got?.size).toBe(picture.length);
    expect(got?.contentType).toBe('image/webp');
    expect(got?.body.equals(picture)).toBe(true);
    const pdf = await read(storage, `${user}/resume.pdf`);
    expect([pdf?.contentType, pdf?.size, pdf?.body.toString()]).toEqual(['application/pdf', 9, '%PDF-1.7\n']);

    await storage.put(`${user}/photo.webp`, Buffer.from('smaller'), 'image/webp');
    const replaced = await read(storage, `${user}/photo.webp`);
    expect([replaced?.size, replaced?.body.toString()]).toEqual([7, 'smaller']);
  });

  it('answers undefined for a missing file and a missing folder', async () => {
    const storage = make();
    const user = folder();
    await storage.put(`${user}/here.webp`, Buffer.from('x'), 'image/webp');
    expect(await storage.get(`${user}/missing.webp`)).toBeUndefined();
    expect(await storage.get(`${folder()}/here.webp`)).toBeUndefined();
  });

  it('removes every file of one folder and nothing of another, even one whose name starts the same', async () => {
    const storage = make();
    const user = folder();
    const keep = [`${user}2/a.webp`, `${folder()}/a.webp`];
    const remove = ['a', 'b', 'c', 'd', 'e'].map((name) => `${user}/${name}.webp`);
    for (const key of [...remove, ...keep]) await storage.put(key, Buffer.from(key), 'image/webp');

    await storage.removeFolder(user);
    for (const key of remove) expect(await storage.get(key)).toBeUndefined();
    for (const key of keep) expect((await read(storage, key))?.body.toString()).toBe(key);
    // Removing again, or a folder that never existed, is not an error.
    await storage.removeFolder(user);
    await storage.removeFolder(folder());
  });

  it('refuses keys and folders that could leave their place', async () => {
    const storage = make();
    const user = folder();
    await storage.put(`${user}/safe.webp`, Buffer.from('x'), 'image/webp');
    for (const key of [
      '../x.webp',
      `${user}/../x.webp`,
      `/${user}/x.webp`,
      `${user}/a/b.webp`,
      `${user}/..`,
      'x.webp',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Unsafe storage key');
      expect(await storage.get(key)).toBeUndefined();
    }
    for (const prefix of ['', '..', `${user}/x`, '../etc', `${user}/`]) {
      await expect(storage.removeFolder(prefix)).rejects.toThrow('Unsafe storage prefix');
    }
    expect(await storage.get(`${user}/safe.webp`)).toBeDefined();
  });
});

describe('S3 storage', () => {
  it('fails loudly when the store refuses the signature, and when it cannot be reached', async () => {
    const wrongSecret = createS3Storage({ ...s3.settings, secretKey: 'not-the-secret' });
    await expect(wrongSecret.put(`${folder()}/a.webp`, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /PutObject failed: 403 SignatureDoesNotMatch/,
    );
    const wrongBucket = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(wrongBucket.removeFolder(folder())).rejects.toThrow(
      /ListObjectsV2 failed: 404 NoSuchBucket/,
    );
    // Port 9 (discard) has no listener on this machine's loopback.
    const away = createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    await expect(away.get(`${folder()}/a.webp`)).rejects.toThrow();
  });

  it('addresses objects path-style by default and virtual-hosted when asked', () => {
    const settings: S3Settings = {
      endpoint: 'https://s3.example.com',
      region: 'eu-west-1',
      bucket: 'resumes',
      accessKey: 'k',
      secretKey: 's',
      forcePathStyle: true,
    };
    expect(objectUrl(settings, 'u1/a.webp').href).toBe('https://s3.example.com/resumes/u1/a.webp');
    expect(objectUrl(settings).href).toBe('https://s3.example.com/resumes');
    expect(objectUrl({ ...settings, endpoint: 'http://minio:9000/' }, 'u1/a.webp').href).toBe(
      'http://minio:9000/resumes/u1/a.webp',
    );
    expect(objectUrl({ ...settings, endpoint: 'https://proxy.example.com/s3/' }, 'u1/a.webp').href).toBe(
      'https://proxy.example.com/s3/resumes/u1/a.webp',
    );
    const virtual = { ...settings, forcePathStyle: false };
    expect(objectUrl(virtual, 'u1/a.webp').href).toBe('https://resumes.s3.example.com/u1/a.webp');
    expect(objectUrl(virtual).href).toBe('https://resumes.s3.example.com/');
  });
});
