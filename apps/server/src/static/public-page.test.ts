// The public resume page the server writes itself when the artboard's public-page entry is built: the sheets as
// static markup, the built stylesheet and script only, the link-preview tags, the visitor's language, the view
// counted, and 404 for a private or missing resume.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LetterDto, ResumeDto, StatisticsDto } from '@rb/schema';
import { writeBuiltPages } from '../../test/built-pages.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser, type TestAccount } from '../../test/auth-helpers.ts';
import { inlineScriptHashes } from '../http/security-headers.ts';

const themeScript = "document.documentElement.classList.toggle('dark', false);";
const shell = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <title>Resume Builder</title>
    <script>${themeScript}</script>
    <script type="module" src="/assets/index-app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let t: TestApp;
let owner: Browser;
let account: TestAccount;
let resume: ResumeDto;

beforeAll(async () => {
  const built = writeBuiltPages('rb-public-page-', shell);
  dist = built.dist;
  const { web, artboard } = built;
  t = await createTestApp({
    paths: { webDist: web, artboardDist: artboard },
    env: { PUBLIC_URL: 'https://cv.example.com' },
  });
  owner = new Browser(t.app);
  account = await registerUser(owner, { name: 'Grace <Example>' });
  resume = (await owner.post('/api/resume', { title: 'Navigator', slug: 'navigator' })).json();
  const data = structuredClone(resume.data);
  data.basics.name = 'Grace <Example>';
  data.basics.headline = 'Charts & courses';
  data.sections.summary.content = '<p>Plots <strong>courses</strong> by the stars.</p>';
  data.metadata.notes = '<p>Secret note</p>';
  const saved = await owner.patch(`/api/resume/${resume.id}`, { data, visibility: 'public', version: 1 });
  expect(saved.statusCode).toBe(200);
  await owner.post('/api/resume', { title: 'Hidden one', slug: 'hidden' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const views = async () =>
  (await owner.get(`/api/resume/${resume.id}/statistics`)).json<StatisticsDto>().views;

describe('the server-rendered public page', () => {
  it('holds the resume’s sheets and loads only the public page’s own stylesheet and script', async () => {
    const response = await new Browser(t.app).get(`/${account.username}/navigator`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('class="rb-sheet rb-tpl-');
    expect(html).toContain('Plots <strong>courses</strong> by the stars.');
    expect(html).toContain('<h1>Grace &lt;Example&gt;</h1>');
    expect(html).not.toContain('<Example>');
    expect(html).not.toContain('Secret note');
    expect(html).toContain('<link rel="stylesheet" href="/artboard/assets/public-page-b.css" />');
    expect(html).toContain('<script type="module" src="/artboard/assets/public-page-b.js"></script>');
    // Not the app: neither its root element nor its script.
    expect(html).not.toContain('id="root"');
    expect(html).not.toContain('/assets/index-');
    expect(html).toContain(`data-download="${resume.id}" data-print="/api/resume/print/${resume.id}"`);
    expect(html).toContain('<title>Grace &lt;Example&gt; — Navigator</title>');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(
      `<meta property="og:url" content="https://cv.example.com/${account.username}/navigator" />`,
    );
  });

  it('runs the app’s theme script, which the page policy allows by its hash, and no other inline script', async () => {
    const response = await new Browser(t.app).get(`/${account.username}/navigator`);
    const hashes = inlineScriptHashes(response.body);
    expect(hashes).toEqual(inlineScriptHashes(shell));
    expect(String(response.headers['content-security-policy'])).toContain(`'${hashes[0]}'`);
  });

  it('speaks the visitor’s language, English when none is offered', async () => {
    const german = await new Browser(t.app).request({
      method: 'GET',
      url: `/${account.username}/navigator`,
      headers: { 'accept-language': 'fr-CH;q=0.2, de-AT, en;q=0.5' },
    });
    expect(german.body).toContain('<html lang="de-DE" dir="ltr">');
    expect(german.body).toContain('PDF herunterladen');
    const arabic = await new Browser(t.app).request({
      method: 'GET',
      url: `/${account.username}/navigator`,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body).toContain('dir="rtl"');
    const plain = await new Browser(t.app).get(`/${account.username}/navigator`);
    expect(plain.body).toContain('<html lang="en-US" dir="ltr">');
    expect(plain.body).toContain('Download PDF');
  });

  it('counts a visitor’s view once, and never the owner’s', async () => {
    const before = await views();
    const visitor = new Browser(t.app);
    await visitor.get(`/${account.username}/navigator`);
    await visitor.get(`/${account.username}/navigator`);
    expect(await views()).toBe(before + 1);
    await owner.get(`/${account.username}/navigator`);
    expect(await views()).toBe(before + 1);
  });

  it('answers 404 with the app’s page for a private or missing resume, the same for both', async () => {
    const responses = await Promise.all(
      [`/${account.username}/hidden`, `/${account.username}/nothing-here`, '/nobody-at-all/navigator'].map(
        (url) => new Browser(t.app).get(url),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(responses[0]!.body);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Hidden one');
      expect(response.body).not.toContain('og:');
    }
  });
});

describe('a public letter’s page', () => {
  /** A letter of the owner with the resume's slug, made from the resume, with its text; public when asked. */
  const letterOf = async (visibility: 'public' | 'private', slug: string) => {
    const created = await owner.post('/api/letter', {
      title: 'Harbour Office',
      slug,
      fromResumeId: resume.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const letter = created.json<LetterDto>();
    const saved = await owner.patch(`/api/letter/${letter.id}`, {
      version: letter.version,
      visibility,
      data: { ...letter.data, subject: 'Chart keeper', body: '<p>I keep <em>charts</em> true.</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<LetterDto>();
  };

  it('is written by the server at /{username}/letter/{slug}, beside the resume of the same slug', async () => {
    const letter = await letterOf('public', 'navigator');
    const response = await new Browser(t.app).get(`/${account.username}/letter/navigator`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('class="rb-sheet rb-tpl-');
    expect(html).toContain('Chart keeper');
    expect(html).toContain('I keep <em>charts</em> true.');
    expect(html).not.toContain('id="root"');
    expect(html).toContain(`data-print="/api/letter/print/${letter.id}"`);
    expect(html).toContain(
      `<meta property="og:url" content="https://cv.example.com/${account.username}/letter/navigator" />`,
    );
    // The sheets say they are a letter, in the visitor's language (docs/product.md#cover-letters).
    expect(html).toContain('aria-label="Cover letter from Grace &lt;Example&gt;"');
    expect(html).not.toContain('Resume of');
    const german = await new Browser(t.app).request({
      method: 'GET',
      url: `/${account.username}/letter/navigator`,
      headers: { 'accept-language': 'de-AT' },
    });
    expect(german.body).toContain('aria-label="Anschreiben von Grace &lt;Example&gt;"');
    // The resume keeps its own address and its own words.
    const resumePage = await new Browser(t.app).get(`/${account.username}/navigator`);
    expect(resumePage.body).toContain(`data-print="/api/resume/print/${resume.id}"`);
    expect(resumePage.body).not.toContain('Chart keeper');
    expect(resumePage.body).toContain('aria-label="Resume of Grace &lt;Example&gt;"');
    expect(resumePage.body).not.toContain('Cover letter from');
  });

  it('counts a visitor’s view once and never the owner’s, in the letter’s own counts', async () => {
    const letter = await letterOf('public', 'counted');
    const letterViews = async () =>
      (await owner.get(`/api/letter/${letter.id}/statistics`)).json<StatisticsDto>().views;
    const resumeViews = await views();
    const visitor = new Browser(t.app);
    await visitor.get(`/${account.username}/letter/counted`);
    await visitor.get(`/${account.username}/letter/counted`);
    await owner.get(`/${account.username}/letter/counted`);
    expect(await letterViews()).toBe(1);
    expect(await views()).toBe(resumeViews);
  });

  it('answers the app’s 404 for a private or missing letter, the same for both', async () => {
    await letterOf('private', 'private-letter');
    const responses = await Promise.all(
      [`/${account.username}/letter/private-letter`, `/${account.username}/letter/nothing-here`].map((url) =>
        new Browser(t.app).get(url),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(responses[0]!.body);
      expect(response.body).not.toContain('Chart keeper');
    }
  });
});
