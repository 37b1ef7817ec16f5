// A letter shared like a resume (docs/decisions/0024-letters-share-like-resumes.md), on a real database and the real
// printer: share links under /letter/{id}/links with the resume links' rules (token, password, expiry, one 404,
// per-link counts), made public under a slug of its own with its PDF downloadable and counted, and its history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HistoryPageDto,
  LetterDto,
  LetterSnapshotDto,
  PublicResumeDto,
  ResumeDto,
  ResumeLinkDto,
  StatisticsDto,
} from '@rb/schema';
import { Browser, registerUser, type TestAccount } from '../../test/auth-helpers.ts';
import { type TestApp } from '../../test/harness.ts';
import { createListeningTestApp, ensureArtboardBuilt } from '../../test/listening-app.ts';
import { features } from '../features.ts';
import { createLinksRoutes } from '../links/links.routes.ts';
import { createLetterPrintRoutes } from './letter-print.routes.ts';
import { createLettersRoutes } from './letters.routes.ts';

// 3325–3328 belong to this file; the two database projects run at the same time.
const APP_PORTS = [3325, 3326, 3327, 3328];

let clock = new Date('2026-03-10T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  ensureArtboardBuilt();
  const now = () => clock;
  const clocked: Record<string, (typeof features)[number]['plugin']> = {
    links: createLinksRoutes({ now }),
    letters: createLettersRoutes({ now }),
    'letter-print': createLetterPrintRoutes({ now }),
  };
  t = await createListeningTestApp(APP_PORTS, {
    features: features.map((feature) => ({ ...feature, plugin: clocked[feature.name] ?? feature.plugin })),
  });
}, 180_000);
afterAll(() => t?.close());

const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};

/** An owner with a resume and a letter made from it, whose text is set. */
const owner = async (): Promise<{
  browser: Browser;
  account: TestAccount;
  resume: ResumeDto;
  letter: LetterDto;
}> => {
  const browser = new Browser(t.app);
  const account = await registerUser(browser);
  const resume = (await browser.post('/api/resume', { title: 'Base', slug: 'base' })).json<ResumeDto>();
  const data = structuredClone(resume.data);
  data.basics.name = 'Ottilie Brandvold';
  data.metadata.notes = 'Only for me';
  await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
  const created = await browser.post('/api/letter', { title: 'Fjord Institute', fromResumeId: resume.id });
  expect(created.statusCode, created.body).toBe(200);
  const letter = created.json<LetterDto>();
  const saved = await browser.patch(`/api/letter/${letter.id}`, {
    version: letter.version,
    data: { ...letter.data, subject: 'Research assistant', body: '<p>I study seabirds.</p>' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { browser, account, resume, letter: saved.json<LetterDto>() };
};

const createLink = async (browser: Browser, letterId: string, body: object) => {
  const response = await browser.post(`/api/letter/${letterId}/links`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResumeLinkDto>();
};

const tokenOf = (link: ResumeLinkDto) => new URL(link.url).pathname.replace('/s/', '');
const api = (link: ResumeLinkDto, rest = '') => `/api/resume/link/${tokenOf(link)}${rest}`;
const statisticsOf = async (browser: Browser, letterId: string) =>
  (await browser.get(`/api/letter/${letterId}/statistics`)).json<StatisticsDto>();

/** A visitor from an address of its own (the helper hands out a new one), so its 30-minute window is its own. */
const visitor = () => new Browser(t.app);

describe('a letter’s share links', () => {
  it('are created, listed and revoked like a resume’s, and belong to the owner alone', async () => {
    const { browser, letter } = await owner();
    const link = await createLink(browser, letter.id, { label: '  Fjord panel  ' });
    expect(link).toMatchObject({ label: 'Fjord panel', hasPassword: false, expiresAt: null });
    expect(tokenOf(link)).toHaveLength(32);
    const locked = await createLink(browser, letter.id, { label: 'Locked', password: 'tulip-harbour' });
    expect(locked.hasPassword).toBe(true);
    const list = await browser.get(`/api/letter/${letter.id}/links`);
    expect(list.json<ResumeLinkDto[]>().map((each) => each.label)).toEqual(['Fjord panel', 'Locked']);

    const stranger = new Browser(t.app);
    await registerUser(stranger);
    for (const response of [
      await stranger.get(`/api/letter/${letter.id}/links`),
      await stranger.post(`/api/letter/${letter.id}/links`, { label: 'Theirs' }),
      await stranger.delete(`/api/letter/${letter.id}/links/${link.id}`),
    ])
      expect(response.json()).toEqual({ statusCode: 404, message: 'LetterNotFound' });
    expect((await new Browser(t.app).get(`/api/letter/${letter.id}/links`)).statusCode).toBe(401);
    for (const body of [
      { label: ' ' },
      { label: 'Short', password: 'abc' },
      { label: 'Past', expiresAt: '2026-03-01T00:00:00Z' },
    ]) {
      const refused = await browser.post(`/api/letter/${letter.id}/links`, body);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({
        statusCode: 400,
        message: 'ValidationError',
      });
    }

    expect((await browser.delete(`/api/letter/${letter.id}/links/${link.id}`)).statusCode).toBe(200);
    expect((await browser.delete(`/api/letter/${letter.id}/links/${link.id}`)).json()).toEqual({
      statusCode: 404,
      message: 'NotFound',
    });
  });

  it('show a private letter as its resume document; a password first; its own PDF; counted per link', async () => {
    const { browser, account, letter } = await owner();
    const link = await createLink(browser, letter.id, { label: 'Panel', password: 'tulip-harbour' });
    const open = await createLink(browser, letter.id, { label: 'Open' });
    const guest = visitor();

    expect((await guest.get(api(link))).json()).toEqual({
      statusCode: 403,
      message: 'ResumeLinkPasswordRequired',
    });
    expect((await guest.get(api(link, '/print'))).statusCode).toBe(403);
    const wrong = await guest.post(api(link, '/unlock'), { password: 'wrong-password' });
    expect(wrong.json()).toEqual({ statusCode: 400, message: 'InvalidResumeLinkPassword' });
    expect((await guest.post(api(link, '/unlock'), { password: 'tulip-harbour' })).statusCode).toBe(200);

    const shown = await guest.get(api(link));
    expect(shown.statusCode, shown.body).toBe(200);
    const dto = shown.json<PublicResumeDto>();
    expect(dto).toMatchObject({
      id: letter.id,
      title: 'Fjord Institute',
      user: { username: account.username },
    });
    expect(dto.data.basics.name).toBe('Ottilie Brandvold');
    expect(dto.data.sections.summary.content).toContain('I study seabirds.');
    expect(shown.body).not.toContain('Only for me');

    const printed = await guest.get(api(link, '/print'));
    expect(printed.statusCode, printed.body).toBe(200);
    const fileUrl = new URL(printed.json<{ url: string }>().url);
    expect(fileUrl.pathname).toMatch(
      new RegExp(`^/api/resume/link/${tokenOf(link)}/file/[0-9a-f]{64}\\.pdf$`),
    );
    const file = await guest.get(fileUrl.pathname);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The pass is this link's alone.
    expect((await guest.get(api(open))).statusCode).toBe(200);

    // Once per visitor and link within 30 minutes; the owner never.
    await guest.get(api(link));
    await browser.get(api(open));
    const counts = await statisticsOf(browser, letter.id);
    expect(counts).toMatchObject({ views: 2, downloads: 1 });
    expect(counts.daily).toBeUndefined();
    expect(counts.links).toEqual([
      { id: link.id, label: 'Panel', views: 1, downloads: 1 },
      { id: open.id, label: 'Open', views: 1, downloads: 0 },
    ]);
    minutes(31);
    await guest.get(api(link));
    expect((await statisticsOf(browser, letter.id)).links![0]!.views).toBe(2);
  }, 120_000);

  it('answer the same 404 for a made-up, expired or revoked link, and go with the letter', async () => {
    const { browser, letter } = await owner();
    const expiring = await createLink(browser, letter.id, {
      label: 'Day',
      expiresAt: new Date(clock.getTime() + 86_400_000).toISOString(),
    });
    const revoked = await createLink(browser, letter.id, { label: 'Gone' });
    const kept = await createLink(browser, letter.id, { label: 'Kept' });
    const guest = visitor();
    expect((await guest.get(api(expiring))).statusCode).toBe(200);
    await browser.delete(`/api/letter/${letter.id}/links/${revoked.id}`);
    minutes(24 * 60);
    const notFound = { statusCode: 404, message: 'ResumeNotFound' };
    expect((await guest.get(api(expiring))).json()).toEqual(notFound);
    expect((await guest.get(api(revoked))).json()).toEqual(notFound);
    expect((await guest.get('/api/resume/link/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).json()).toEqual(notFound);
    expect((await guest.get(api(kept))).statusCode).toBe(200);
    expect((await browser.delete(`/api/letter/${letter.id}`)).statusCode).toBe(200);
    expect((await guest.get(api(kept))).json()).toEqual(notFound);
  });
});

describe('a public letter', () => {
  it('has a slug unique among the owner’s letters, and a private one stays out of reach', async () => {
    const { browser, letter } = await owner();
    expect(letter).toMatchObject({ slug: 'fjord-institute', visibility: 'private' });
    const second = (await browser.post('/api/letter', { title: 'Fjord Institute' })).json<LetterDto>();
    expect(second.slug).toBe('fjord-institute-2');
    const taken = await browser.patch(`/api/letter/${second.id}`, {
      slug: 'fjord-institute',
      version: second.version,
    });
    expect(taken.json()).toEqual({ statusCode: 409, message: 'LetterSlugAlreadyExists' });
    const asked = await browser.post('/api/letter', { title: 'Other', slug: 'fjord-institute' });
    expect(asked.json()).toEqual({ statusCode: 409, message: 'LetterSlugAlreadyExists' });
    // A resume's slug is no letter's: the two kinds have addresses of their own.
    const same = await browser.patch(`/api/letter/${second.id}`, { slug: 'base', version: second.version });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<LetterDto>().slug).toBe('base');

    const guest = visitor();
    expect((await guest.get(`/api/letter/print/${letter.id}`)).json()).toEqual({
      statusCode: 404,
      message: 'LetterNotFound',
    });
  });

  it('prints for anybody once public, counting their download and never the owner’s', async () => {
    const { browser, letter } = await owner();
    const made = await browser.patch(`/api/letter/${letter.id}`, {
      visibility: 'public',
      version: letter.version,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<LetterDto>().visibility).toBe('public');

    const guest = visitor();
    const printed = await guest.get(`/api/letter/print/${letter.id}`);
    expect(printed.statusCode, printed.body).toBe(200);
    const { pathname } = new URL(printed.json<{ url: string }>().url);
    expect(pathname).toMatch(new RegExp(`^/api/letter/print/${letter.id}/file/[0-9a-f]{64}\\.pdf$`));
    const file = await guest.get(pathname);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await browser.get(`/api/letter/print/${letter.id}`)).statusCode).toBe(200);
    expect(await statisticsOf(browser, letter.id)).toMatchObject({ views: 0, downloads: 1 });

    const hidden = await browser.patch(`/api/letter/${letter.id}`, {
      visibility: 'private',
      version: made.json<LetterDto>().version,
    });
    expect(hidden.statusCode).toBe(200);
    expect((await guest.get(`/api/letter/print/${letter.id}`)).statusCode).toBe(404);
    expect((await guest.get(pathname)).statusCode).toBe(404);
  }, 120_000);
});

describe('a letter’s history', () => {
  const historyOf = async (browser: Browser, letterId: string) =>
    (await browser.get(`/api/letter/${letterId}/history`)).json<HistoryPageDto>().items;

  it('keeps the letter made from a resume, an edit every ten minutes, and the document before a restore', async () => {
    const { browser, letter } = await owner();
    // Made from a resume: a snapshot of the letter as made. The save right after (within ten minutes): none.
    let items = await historyOf(browser, letter.id);
    expect(items.map((item) => item.reason)).toEqual(['create']);
    const made = items[0]!;

    minutes(11);
    const edited = await browser.patch(`/api/letter/${letter.id}`, {
      version: letter.version,
      data: { ...letter.data, subject: 'Field assistant' },
    });
    expect(edited.statusCode).toBe(200);
    minutes(1);
    const again = await browser.patch(`/api/letter/${letter.id}`, {
      version: edited.json<LetterDto>().version,
      data: { ...letter.data, subject: 'Field lead' },
    });
    items = await historyOf(browser, letter.id);
    expect(items.map((item) => item.reason)).toEqual(['edit', 'create']);
    const before = await browser.get(`/api/letter/${letter.id}/history/${items[0]!.id}`);
    expect(before.json<LetterSnapshotDto>().data.subject).toBe('Research assistant');

    const restored = await browser.post(`/api/letter/${letter.id}/history/${made.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const now = restored.json<LetterDto>();
    expect(now.version).toBe(again.json<LetterDto>().version + 1);
    expect(now.data.subject).toBe('');
    items = await historyOf(browser, letter.id);
    expect(items[0]!.reason).toBe('restore');
    const kept = await browser.get(`/api/letter/${letter.id}/history/${items[0]!.id}`);
    expect(kept.json<LetterSnapshotDto>().data.subject).toBe('Field lead');
  });

  it('is its owner’s alone, answers NotFound for another document’s snapshot, and refuses a locked letter', async () => {
    const { browser, resume, letter } = await owner();
    const [snapshot] = await historyOf(browser, letter.id);
    const stranger = new Browser(t.app);
    await registerUser(stranger);
    expect((await stranger.get(`/api/letter/${letter.id}/history`)).json()).toEqual({
      statusCode: 404,
      message: 'LetterNotFound',
    });
    const resumeHistory = (await browser.get(`/api/resume/${resume.id}/history`)).json<HistoryPageDto>();
    for (const id of [resumeHistory.items[0]?.id ?? '00000000-0000-4000-8000-000000000000', 'not-an-id'])
      expect((await browser.get(`/api/letter/${letter.id}/history/${id}`)).json()).toEqual({
        statusCode: 404,
        message: 'NotFound',
      });
    await browser.patch(`/api/letter/${letter.id}/lock`, { set: true });
    expect((await browser.post(`/api/letter/${letter.id}/history/${snapshot!.id}/restore`)).json()).toEqual({
      statusCode: 403,
      message: 'LetterLocked',
    });
  });
});
