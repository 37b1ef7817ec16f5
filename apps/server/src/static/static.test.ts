// The web app's page as the server writes it: the project's address for every page, and a shared resume's
// own title and link-preview tags for crawlers, which never run the app's JavaScript. Here the artboard's
// public-page entry is not built, so a public resume gets the app's page (public-page.test.ts: the page the
// server renders itself).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser, type TestAccount } from '../../test/auth-helpers.ts';
import { depsOf } from '../app.ts';

const shell = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="A free, open-source resume builder that respects your privacy." />
    <title>Resume Builder</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let t: TestApp;
let owner: Browser;
let account: TestAccount;
let resume: ResumeDto;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'rb-shell-'));
  const web = path.join(dist, 'web');
  const artboard = path.join(dist, 'artboard');
  mkdirSync(web, { recursive: true });
  mkdirSync(artboard, { recursive: true });
  writeFileSync(path.join(web, 'index.html'), shell);
  writeFileSync(path.join(artboard, 'index.html'), '<!doctype html><title>artboard</title>');
  t = await createTestApp({
    paths: { webDist: web, artboardDist: artboard },
    env: { PUBLIC_URL: 'https://cv.example.com', PROJECT_URL: 'https://code.example.com/acme/resume' },
  });
  owner = new Browser(t.app);
  account = await registerUser(owner, { name: 'Ada "Ace" <Example>' });
  resume = (await owner.post('/api/resume', { title: 'Engineer & <Lead>', slug: 'engineer' })).json();
  const data = structuredClone(resume.data);
  data.basics.name = 'Ada "Ace" <Example>';
  data.sections.summary.content = '<p>Builds <strong>engines</strong> &amp; “tables”.</p>';
  data.metadata.notes = '<p>Secret note</p>';
  const saved = await owner.patch(`/api/resume/${resume.id}`, { data, visibility: 'public', version: 1 });
  expect(saved.statusCode).toBe(200);
  await owner.post('/api/resume', { title: 'Hidden one', slug: 'hidden' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

/** The content of `<meta {attribute}="{key}">`, decoded the way a crawler's HTML parser would. */
const metaOf = (html: string, attribute: 'name' | 'property', key: string) => {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};

describe('the page of a public resume', () => {
  it('carries the title, description and link-preview tags, escaped', async () => {
    const response = await page(`/${account.username}/engineer`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const title = 'Ada "Ace" <Example> — Engineer & <Lead>';
    const description = 'Builds engines & “tables”.';
    expect(html).toContain(
      '<title>Ada &quot;Ace&quot; &lt;Example&gt; — Engineer &amp; &lt;Lead&gt;</title>',
    );
    expect(html).not.toContain('<Example>');
    expect(html).not.toContain('<Lead>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaOf(html, 'name', 'description')).toBe(description);
    expect(metaOf(html, 'property', 'og:title')).toBe(title);
    expect(metaOf(html, 'property', 'og:description')).toBe(description);
    expect(metaOf(html, 'property', 'og:type')).toBe('profile');
    expect(metaOf(html, 'property', 'og:url')).toBe(`https://cv.example.com/${account.username}/engineer`);
    expect(metaOf(html, 'property', 'og:image')).toMatch(
      new RegExp(`^https://cv\\.example\\.com/api/resume/print/${resume.id}/file/[0-9a-f]{64}\\.webp$`),
    );
    expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'name', 'twitter:title')).toBe(title);
    expect(html).not.toContain('Secret note');
    // Still the app: its root element and the project's address are there.
    expect(html).toContain('<div id="root"></div>');
    expect(metaOf(html, 'name', 'project-url')).toBe('https://code.example.com/acme/resume');
  });

  it('names the same preview image the preview call answers', async () => {
    const html = (await page(`/${account.username}/engineer`)).body;
    const image = metaOf(html, 'property', 'og:image')!;
    const printer = depsOf(t.app).printer;
    const printable = await printer.accessibleResume(undefined, resume.id);
    expect(image.endsWith(`/${printer.currentHash(printable, 'webp')}.webp`)).toBe(true);
  });

  it('is the generic page, answered 404, for a private or missing resume, the same for both', async () => {
    const generic = (await page('/dashboard/resumes')).body;
    const hidden = await page(`/${account.username}/hidden`);
    const missing = await page(`/${account.username}/nothing-here`);
    const stranger = await page('/nobody-at-all/engineer');
    for (const response of [hidden, missing, stranger]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(generic);
    }
    expect(generic).toContain('<title>Resume Builder</title>');
    expect(generic).not.toContain('og:');
    expect(generic).not.toContain('Hidden one');
  });

  it("writes a title with replacement patterns ($&, $`, $') as it is", async () => {
    const title = "Pay $` and $& and $' here";
    const created = await owner.post('/api/resume', { title, slug: 'dollars' });
    const id = created.json<ResumeDto>().id;
    await owner.patch(`/api/resume/${id}`, { visibility: 'public', version: 1 });
    const html = (await page(`/${account.username}/dollars`)).body;
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
      'Ada &quot;Ace&quot; &lt;Example&gt; — Pay $` and $&amp; and $&#39; here',
    );
    expect(metaOf(html, 'property', 'og:title')).toBe(`Ada "Ace" <Example> — ${title}`);
  });

  it('stops carrying the tags once the resume is private again', async () => {
    const other = await owner.post('/api/resume', { title: 'Brief', slug: 'brief' });
    const id = other.json<ResumeDto>().id;
    await owner.patch(`/api/resume/${id}`, { visibility: 'public', version: 1 });
    expect((await page(`/${account.username}/brief`)).body).toContain('og:title');
    await owner.patch(`/api/resume/${id}`, { visibility: 'private', version: 2 });
    expect((await page(`/${account.username}/brief`)).body).not.toContain('og:title');
  });
});

describe('every page of the web app', () => {
  it('names the project’s address, the landing page included', async () => {
    for (const url of ['/', '/dashboard/resumes', '/auth/login']) {
      const html = (await page(url)).body;
      expect(metaOf(html, 'name', 'project-url'), url).toBe('https://code.example.com/acme/resume');
    }
  });

  it('names none when PROJECT_URL is unset', async () => {
    const web = path.join(dist, 'web');
    const plain = await createTestApp({ paths: { webDist: web, artboardDist: path.join(dist, 'artboard') } });
    try {
      const html = (await plain.app.inject('/')).body;
      expect(html).toBe(shell);
    } finally {
      await plain.close();
    }
  });
});
