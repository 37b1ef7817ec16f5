// A full disk under DATA_DIR: DATA_DIR is a 2 MB tmpfs that the test fills to the last byte. An upload and a print
// then answer StorageFull (507) and leave no partial file; what was stored before is untouched; once room is
// made, both work again without a restart.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleResumeData } from '@rb/schema';
import { Browser, multipart, registerUser } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/harness.ts';
import { createListeningTestApp, ensureArtboardBuilt, FAULT_TEST_PORTS } from '../../test/listening-app.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-full-disk-'));
let t: TestApp;

beforeAll(async () => {
  ensureArtboardBuilt();
  // Root can mount a tmpfs here; the test stops at once if it cannot, rather than testing a disk that is not full.
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dataDir]);
  t = await createListeningTestApp(FAULT_TEST_PORTS, { env: { DATA_DIR: dataDir } });
}, 120_000);

afterAll(async () => {
  await t?.close();
  execFileSync('umount', [dataDir]);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Takes every free block of the tmpfs with one file; answers a function that gives the room back. */
function fillDisk(): () => void {
  const filler = path.join(dataDir, 'filler');
  const chunk = Buffer.alloc(64 * 1024, 1);
  let written = 0;
  for (;;) {
    try {
      writeFileSync(filler, chunk, { flag: 'a' });
      written += chunk.length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      break;
    }
  }
  // The last partial chunk: fill byte by byte-ish until nothing fits.
  for (const size of [16_384, 4096, 1024, 256, 64, 1]) {
    try {
      for (;;) writeFileSync(filler, Buffer.alloc(size, 1), { flag: 'a' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    }
  }
  expect(written).toBeGreaterThan(0);
  expect(statfsSync(dataDir).bavail).toBe(0);
  return () => rmSync(filler);
}

const picture = (color: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();

const upload = async (browser: Browser, color: string) =>
  browser.request({
    method: 'PUT',
    url: '/api/storage/image',
    ...multipart('file', 'me.png', 'image/png', await picture(color)),
  });

/** Every file under a folder, relative paths. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('a full disk under DATA_DIR', () => {
  it('answers StorageFull for uploads and prints, corrupts nothing, and works again once there is room', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const before = await upload(owner, '#16a34a');
    expect(before.statusCode, before.body).toBe(200);
    const beforePath = new URL(before.json<{ url: string }>().url).pathname;
    const beforeBytes = (await owner.get(beforePath)).rawPayload;

    const created = await owner.post('/api/resume', {
      title: 'Full disk',
      slug: 'full-disk',
      visibility: 'private',
    });
    const { id, version } = created.json<{ id: string; version: number }>();
    const data = createSampleResumeData();
    expect((await owner.patch(`/api/resume/${id}`, { data, version })).statusCode).toBe(200);

    const freeRoom = fillDisk();
    const uploads = path.join(dataDir, 'uploads');
    const uploadsBefore = filesUnder(uploads);

    const refusedUpload = await upload(owner, '#dc2626');
    expect(refusedUpload.statusCode).toBe(507);
    expect(refusedUpload.json()).toEqual({ statusCode: 507, message: 'StorageFull' });
    const refusedPrint = await owner.get(`/api/resume/print/${id}`);
    expect(refusedPrint.json()).toEqual({ statusCode: 507, message: 'StorageFull' });
    // Nothing half-written stayed behind, and the picture stored before is whole.
    expect(filesUnder(uploads)).toEqual(uploadsBefore);
    expect(filesUnder(dataDir).filter((file) => /\.(tmp|partial)$/.test(file))).toEqual([]);
    expect((await owner.get(beforePath)).rawPayload.equals(beforeBytes)).toBe(true);
    // Reading and saving resumes does not need the disk under DATA_DIR.
    expect((await owner.get(`/api/resume/${id}`)).statusCode).toBe(200);

    freeRoom();
    const after = await upload(owner, '#dc2626');
    expect(after.statusCode, after.body).toBe(200);
    const printed = await owner.get(`/api/resume/print/${id}`);
    expect(printed.statusCode, printed.body).toBe(200);
    const pdf = await owner.get(new URL(printed.json<{ url: string }>().url).pathname);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The file on disk itself, not only what the route answers.
    expect(
      readFileSync(path.join(uploads, beforePath.split('/').slice(-2).join('/'))).equals(beforeBytes),
    ).toBe(true);
  }, 60_000);
});
