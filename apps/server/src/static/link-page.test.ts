// A share link's page as the server writes it at /s/{token} once the artboard's public-page entry is built: the
// document's sheets and the link's own print call, not for search engines, not the app; its view counted for the
// link as the link's read call counts it; the password form first for a link with a password, whose pass then
// reaches the page too; the app's 404 for an expired, revoked or made-up link.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LetterDto, ResumeDto, ResumeLinkDto, StatisticsDto } from '@rb/schema';
import { writeBuiltPages } from '../../test/built-pages.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';

const shell = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <title>Resume Builder</title>
    <script>document.documentElement.classList.toggle('dark', false);</script>
    <script type="module" src="/assets/index-app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let t: TestApp;
let owner: Browser;
let resume: ResumeDto;

beforeAll(async () => {
  const built = writeBuiltPages('rb-link-page-', shell);
  dist = built.dist;
  const { web, artboard } = built;
  t = await createTestApp({
    paths: { webDist: web, artboardDist: artboard },
    env: { PUBLIC_URL: 'https://cv.example.com' },
  });
  owner = new Browser(t.app);
  await registerUser(owner, { name: 'Ines Varga' });
  resume = (await owner.post('/api/resume', { title: 'Surveyor', slug: 'surveyor' })).json();
  const data = structuredClone(resume.data);
  data.basics.name = 'Ines <Varga>';
  data.sections.summary.content = '<p>Maps <strong>coastlines</strong> to the metre.</p>';
  data.metadata.notes = '<p>Secret note</p>';
  const saved = await owner.patch(`/api/resume/${resume.id}`, { data, version: 1 });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const createLink = async (body: object, kind: 'resume' | 'letter' = 'resume', id = resume.id) => {
  const response = await owner.post(`/api/${kind}/${id}/links`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResumeLinkDto>();
};
const pageOf = (link: ResumeLinkDto) => new URL(link.url).pathname;
const tokenOf = (link: ResumeLinkDto) => pageOf(link).split('/').pop()!;
const linkCounts = async (link: ResumeLinkDto) =>
  (await owner.get(`/api/resume/${resume.id}/statistics`))
    .json<StatisticsDto>()
    .links?.find((entry) => entry.id === link.id);

describe('a share link’s page', () => {
  it('holds the document’s sheets and the link’s own print call, for no search engine and without the app', async () => {
    const link = await createLink({ label: 'Harbour office' });
    const response = await new Browser(t.app).get(pageOf(link));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.body;
    expect(html).toContain('<h1>Ines &lt;Varga&gt;</h1>');
    expect(html).toContain('Maps <strong>coastlines</strong> to the metre.');
    expect(html).not.toContain('Secret note');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain(`data-print="/api/resume/link/${tokenOf(link)}/print"`);
    expect(html).not.toContain(`/api/resume/print/`);
    expect(html).toContain(`<meta property="og:url" content="https://cv.example.com/s/${tokenOf(link)}" />`);
    // No preview image: a private resume's first page is not shown beyond the link.
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:image');
    expect(html).toContain('<script type="module" src="/artboard/assets/public-page-b.js"></script>');
    expect(html).not.toContain('id="root"');
    expect(html).not.toContain('/assets/index-');
  });

  it('speaks the visitor’s language', async () => {
    const link = await createLink({ label: 'Language' });
    const german = await new Browser(t.app).request({
      method: 'GET',
      url: pageOf(link),
      headers: { 'accept-language': 'de-DE' },
    });
    expect(german.body).toContain('<html lang="de-DE" dir="ltr">');
    expect(german.body).toContain('PDF herunterladen');
  });

  it('counts a visitor once per 30 minutes on the link, with the link’s read call, and never the owner', async () => {
    const link = await createLink({ label: 'Counted' });
    const start = new Date();
    const visitor = new Browser(t.app);
    await visitor.get(pageOf(link));
    await visitor.get(pageOf(link));
    // The read call is the same door: the page's visit already counted.
    await visitor.get(`/api/resume/link/${tokenOf(link)}`);
    await owner.get(pageOf(link));
    expect(await linkCounts(link)).toMatchObject({ views: 1 });
    await new Browser(t.app).get(pageOf(link));
    expect(await linkCounts(link)).toMatchObject({ views: 2 });
    // Only the clock of dates moves: the database and timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start.getTime() + 31 * 60 * 1000);
    await visitor.get(pageOf(link));
    vi.useRealTimers();
    expect(await linkCounts(link)).toMatchObject({ views: 3 });
  });

  it('asks for the password first, then shows the document with the pass the unlock call gave', async () => {
    const link = await createLink({ label: 'Locked', password: 'tidal-compass' });
    const visitor = new Browser(t.app);
    const form = await visitor.request({
      method: 'GET',
      url: pageOf(link),
      headers: { 'accept-language': 'de-DE' },
    });
    expect(form.statusCode).toBe(200);
    expect(form.headers['x-robots-tag']).toBe('noindex');
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toContain(`data-unlock="/api/resume/link/${tokenOf(link)}/unlock"`);
    expect(form.body).toContain('Dieses geteilte Dokument ist geschützt');
    expect(form.body).toContain('data-wrong="Das Passwort ist nicht richtig."');
    expect(form.body).toContain('<meta name="robots" content="noindex" />');
    // Nothing of the document, not even its name in the preview tags.
    expect(form.body).not.toContain('Varga');
    expect(form.body).not.toContain('og:');
    expect(form.body).not.toContain('id="root"');
    expect(await linkCounts(link)).toMatchObject({ views: 0 });

    const wrong = await visitor.post(`/api/resume/link/${tokenOf(link)}/unlock`, {
      password: 'tidal-compas',
    });
    expect(wrong.json()).toEqual({ statusCode: 400, message: 'InvalidResumeLinkPassword' });
    expect((await visitor.get(pageOf(link))).body).toContain('data-unlock=');

    const right = await visitor.post(`/api/resume/link/${tokenOf(link)}/unlock`, {
      password: 'tidal-compass',
    });
    expect(right.statusCode, right.body).toBe(200);
    const cookies = ([] as string[]).concat(right.headers['set-cookie'] ?? []);
    for (const scope of [`/api/resume/link/${tokenOf(link)}`, `/s/${tokenOf(link)}`]) {
      const cookie = cookies.find(
        (line) => line.includes(`Path=${scope};`) || line.endsWith(`Path=${scope}`),
      );
      expect(cookie, scope).toMatch(/HttpOnly/i);
      expect(cookie, scope).toMatch(/SameSite=Lax/i);
    }
    const shown = await visitor.get(pageOf(link));
    expect(shown.body).toContain('<h1>Ines &lt;Varga&gt;</h1>');
    expect(shown.body).toContain(`data-print="/api/resume/link/${tokenOf(link)}/print"`);
    expect(await linkCounts(link)).toMatchObject({ views: 1 });
    // The pass is this browser's: another visitor still gets the form.
    expect((await new Browser(t.app).get(pageOf(link))).body).not.toContain('Varga');
  });

  it('shows a letter through its link as the resume document it prints as, with the same print call', async () => {
    const created = await owner.post('/api/letter', { title: 'Dock', slug: 'dock', fromResumeId: resume.id });
    expect(created.statusCode, created.body).toBe(200);
    const letter = created.json<LetterDto>();
    const saved = await owner.patch(`/api/letter/${letter.id}`, {
      version: letter.version,
      data: { ...letter.data, subject: 'Tide tables', body: '<p>I read <em>tides</em>.</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const link = await createLink({ label: 'Letter' }, 'letter', letter.id);
    const html = (await new Browser(t.app).get(pageOf(link))).body;
    expect(html).toContain('I read <em>tides</em>.');
    expect(html).toContain(`data-print="/api/resume/link/${tokenOf(link)}/print"`);
    // The link's page says what it shows: a letter, not a resume (docs/product.md#cover-letters).
    expect(html).toContain('aria-label="Cover letter from Ines &lt;Varga&gt;"');
    expect(html).not.toContain('Resume of');
    const resumeLink = await createLink({ label: 'Resume' });
    expect((await new Browser(t.app).get(pageOf(resumeLink))).body).toContain(
      'aria-label="Resume of Ines &lt;Varga&gt;"',
    );
  });

  it('is the app’s 404 for a made-up, expired or revoked link, the same for each', async () => {
    const expiring = await createLink({ label: 'Soon', expiresAt: new Date(Date.now() + 60_000) });
    const revoked = await createLink({ label: 'Gone' });
    expect((await owner.delete(`/api/resume/${resume.id}/links/${revoked.id}`)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const responses = await Promise.all(
      [pageOf(expiring), pageOf(revoked), '/s/made-up-token', '/s/not~a~token'].map((url) =>
        new Browser(t.app).get(url),
      ),
    );
    vi.useRealTimers();
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(responses[0]!.body);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Varga');
    }
  });
});

describe('before the artboard is built', () => {
  it('answers a live link with the app’s page, which shows it, and a made-up one with the app’s 404', async () => {
    const web = path.join(dist, 'web');
    const bare = path.join(dist, 'bare-artboard');
    mkdirSync(bare, { recursive: true });
    writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>artboard</title>');
    const app = await createTestApp({ paths: { webDist: web, artboardDist: bare } });
    try {
      const someone = new Browser(app.app);
      await registerUser(someone);
      const created = (
        await someone.post('/api/resume', { title: 'Early', slug: 'early' })
      ).json<ResumeDto>();
      const link = (
        await someone.post(`/api/resume/${created.id}/links`, { label: 'Early' })
      ).json<ResumeLinkDto>();
      const live = await new Browser(app.app).get(pageOf(link));
      expect(live.statusCode).toBe(200);
      expect(live.headers['x-robots-tag']).toBe('noindex');
      expect(live.body).toContain('<div id="root"></div>');
      const missing = await new Browser(app.app).get('/s/made-up-token');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
    }
  });
});
