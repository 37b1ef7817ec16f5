// Instant downloads in the real Chromium (docs/product.md#instant-downloads): a resume whose edits rest is printed
// ahead, so the download after the pause is answered from the cache without a new print; a print ahead superseded
// by a newer edit is never made; one never takes the page a requested print needs; a printed file is served with
// its ETag (304), its length and byte ranges.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId, createSampleResumeData, type ResumeDto } from '@rb/schema';
import { eq } from 'drizzle-orm';
import { Browser, registerUser, signIn, type TestAccount } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { PrinterService } from './printer.service.ts';
import { depsOf } from '../app.ts';
import { sessions } from '../db/schema.ts';
import { recentDownloadMs } from './recent-downloads.ts';

// Long enough that two saves in a row on a busy machine still fall within one rest.
const restMs = 4000;
let t: TestApp;
let printer: PrinterService;
let owner: Browser;
let ownerId: string;
let ownerAccount: TestAccount;

beforeAll(async () => {
  t = await createTestApp({
    env: { PRINT_AHEAD: 'true' },
    printerOptions: { ahead: { delayMs: restMs, perUser: 2 } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  printer = depsOf(t.app).printer;
  owner = new Browser(t.app);
  ownerAccount = await registerUser(owner);
  ownerId = ownerAccount.id;
}, 180_000);
afterAll(() => t?.close());

async function createResume(): Promise<ResumeDto> {
  const created = await owner.post('/api/resume', {
    title: 'Ahead',
    slug: `ahead-${createId().slice(0, 8)}`,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<ResumeDto>();
}

async function save(resume: ResumeDto, headline: string): Promise<ResumeDto> {
  const data = createSampleResumeData();
  data.basics.headline = headline;
  const saved = await owner.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<ResumeDto>();
}

const fileOf = (url: string) => new URL(url).pathname;

describe('instant downloads', { timeout: 120_000 }, () => {
  it('prints a saved resume ahead once its edits rest, so the download after the pause costs no print', async () => {
    const resume = await save(await createResume(), 'Printed ahead');
    // Not before the edits rested.
    expect(printer.ahead.pending(resume.id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, restMs / 3));
    const stored = await printer.accessibleResume(undefined, resume.id).catch(() => undefined);
    expect(stored).toBeUndefined(); // private: nobody else sees it
    const mine = await printer.ownResume(ownerId, resume.id);
    expect(printer.isCached(mine, 'pdf')).toBe(false);

    await printer.ahead.settled();
    expect(printer.isCached(mine, 'pdf')).toBe(true);
    expect(printer.isCached(mine, 'webp')).toBe(true);

    const jobs = printer.browser.jobs;
    const asked = await owner.get(`/api/resume/print/${resume.id}`);
    expect(asked.statusCode, asked.body).toBe(200);
    const file = await owner.get(fileOf(asked.json<{ url: string }>().url));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const preview = await owner.get(`/api/resume/print/${resume.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(printer.browser.jobs).toBe(jobs);
  });

  it('drops a print ahead that a newer edit superseded before it reached a page', async () => {
    const created = await createResume();
    const { superseded } = printer.ahead.stats;
    const jobs = printer.browser.jobs;
    const first = await save(created, 'First draft');
    const second = await save(first, 'Second draft');
    // The first version's file name, worked out from its document (an unknown stamp, so nothing remembered answers).
    const current = await printer.ownResume(ownerId, second.id);
    const firstHash = printer.currentHash(
      { ...current, data: first.data, version: first.version, updatedAt: new Date(0) },
      'pdf',
    );
    await printer.ahead.settled();

    expect(printer.ahead.stats.superseded).toBeGreaterThan(superseded);
    const latest = await printer.ownResume(ownerId, second.id);
    expect(printer.isCached(latest, 'pdf')).toBe(true);
    expect(existsSync(printer.filePath(latest, firstHash, 'pdf'))).toBe(false);
    // The PDF and the image of the second version only.
    expect(printer.browser.jobs - jobs).toBe(2);
  });

  it('waits while a requested print holds a page, and never takes the last free page', async () => {
    await printer.browser.warm();
    // Let the pool grow to its two pages.
    await printer.browser.run(async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(printer.browser.spare).toBe(true);

    let release!: () => void;
    const held = printer.browser.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const resume = await save(await createResume(), 'Behind a requested print');
      const { printed } = printer.ahead.stats;
      await new Promise((resolve) => setTimeout(resolve, restMs * 2));
      // One page is held, one is free: the free one stays for requested prints.
      expect(printer.browser.spare).toBe(false);
      expect(printer.ahead.stats.printed).toBe(printed);
      // The requested print has the free page to itself: no print ahead ran beside it.
      const hash = await printer.render(await printer.ownResume(ownerId, resume.id), 'webp');
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(printer.ahead.stats.printed).toBe(printed);
    } finally {
      release();
      await held;
    }
    await printer.ahead.settled();
    expect(printer.ahead.stats.printed).toBeGreaterThan(0);
  });

  it('serves a printed file with its ETag (304), its length and one byte range', async () => {
    const resume = await save(await createResume(), 'Served in ranges');
    const asked = await owner.get(`/api/resume/print/${resume.id}`);
    const path = fileOf(asked.json<{ url: string }>().url);
    const hash = /([0-9a-f]{64})\.pdf$/.exec(path)![1];

    const whole = await owner.get(path);
    expect(whole.statusCode).toBe(200);
    const size = whole.rawPayload.length;
    expect(whole.headers['content-length']).toBe(String(size));
    expect(whole.headers.etag).toBe(`"${hash}"`);
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const again = await owner.request({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': `"${hash}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await owner.request({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);

    const part = await owner.request({ method: 'GET', url: path, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    const tail = await owner.request({ method: 'GET', url: path, headers: { range: 'bytes=-16' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 16))).toBe(true);

    const stale = await owner.request({
      method: 'GET',
      url: path,
      headers: { range: 'bytes=0-9', 'if-range': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);

    const past = await owner.request({ method: 'GET', url: path, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.json()).toMatchObject({ statusCode: 416, message: 'RangeNotSatisfiable' });
    expect(past.headers['content-range']).toBe(`bytes */${size}`);

    // Nobody else gets a private resume's file, whatever they send.
    const stranger = new Browser(t.app);
    const refused = await stranger.request({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': `"${hash}"` },
    });
    expect(refused.statusCode).toBe(404);
    // An older version's file is not served, even with its ETag.
    await save(resume, 'Changed since');
    const old = await owner.request({ method: 'GET', url: path, headers: { 'if-none-match': `"${hash}"` } });
    expect(old.statusCode).toBe(404);
  });

  it('allows a download again from memory for a second, and forgets it at once when the resume changes', async () => {
    const resume = await save(await createResume(), 'Remembered download');
    const asked = await owner.get(`/api/resume/print/${resume.id}`);
    const path = fileOf(asked.json<{ url: string }>().url);
    expect((await owner.get(path)).statusCode).toBe(200);

    // Another instance ends the owner's sessions: this one does not hear of it, so for up to a second the owner's
    // download of this very (private) file is still allowed from memory, and then it is not.
    await depsOf(t.app).db.delete(sessions).where(eq(sessions.userId, ownerId));
    expect((await owner.get(path)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, recentDownloadMs + 100));
    expect((await owner.get(path)).statusCode).toBe(404);
    owner = await signIn(t.app, ownerAccount.email, ownerAccount.password);

    // A change made here is heard at once: a visitor's remembered download of the public resume is refused as
    // soon as the owner makes it private.
    const published = await owner.patch(`/api/resume/${resume.id}`, {
      visibility: 'public',
      version: resume.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const visitor = new Browser(t.app);
    expect((await visitor.get(path)).statusCode).toBe(200);
    const hidden = await owner.patch(`/api/resume/${resume.id}`, {
      visibility: 'private',
      version: published.json<ResumeDto>().version,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await visitor.get(path)).statusCode).toBe(404);
    expect((await owner.get(path)).statusCode).toBe(200);
  });

  it('keeps at most two resumes of one user waiting; the oldest goes', async () => {
    const ids = [createId(), createId(), createId()];
    const { dropped } = printer.ahead.stats;
    for (const id of ids) printer.ahead.schedule('bounded-user', id, 60_000);
    expect(printer.ahead.stats.dropped - dropped).toBe(1);
    expect(ids.map((id) => printer.ahead.pending(id))).toEqual([false, true, true]);
  });
});
