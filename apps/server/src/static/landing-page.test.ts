// The landing page as the server answers `/`: the page the web app's build wrote, in the visitor's language, whole
// before any script runs (docs/decisions/0022-the-landing-page-is-prerendered.md). It reads the real build
// (apps/web/dist/landing), building the web app once when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntries } from '@rb/i18n/catalog';
import { repoRoot } from '../config.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const webDist = path.join(repoRoot, 'apps/web/dist');
const hero = 'A resume builder that respects your privacy';

/** The hero's heading as a locale's catalog translates it. */
const heroIn = (locale: string) => {
  const po = readFileSync(path.join(repoRoot, 'packages/i18n/locales', locale, 'messages.po'), 'utf8');
  const text = catalogEntries(po).find((entry) => entry.msgid === hero)?.msgstr;
  if (!text || text === hero) throw new Error(`${locale} does not translate the hero`);
  return text;
};

/** The page's text as a browser without JavaScript shows it: no script, tags dropped, entities decoded. */
const shownText = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

let plain: TestApp;
let withProject: TestApp;

beforeAll(async () => {
  if (!existsSync(path.join(webDist, 'landing/pages.json'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('The web app could not be built');
  }
  const paths = { webDist, artboardDist: path.join(repoRoot, 'apps/artboard/dist') };
  plain = await createTestApp({ paths });
  withProject = await createTestApp({
    paths,
    env: { PROJECT_URL: 'https://code.example.com/acme/resume?a=1&b=2' },
  });
}, 180_000);
afterAll(async () => {
  await plain?.close();
  await withProject?.close();
});

const visit = (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/', headers });

describe('the landing page at /', () => {
  it('is written out in the browser’s language, hero and all, without the app’s script', async () => {
    const response = await visit(plain, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-language']).toBe('de-DE');
    expect(response.headers.vary).toContain('accept-language');
    expect(response.headers.vary).toContain('cookie');
    const html = response.body;
    expect(html).toContain('<html lang="de-DE" dir="ltr">');
    const text = shownText(html);
    expect(text).toContain(heroIn('de-DE'));
    expect(text).not.toContain(hero);
    // Every section is in the page before any script runs: the FAQ's questions, the support links, the footer.
    expect(html.match(/<summary/g)).toHaveLength(5);
    expect(html).toContain('href="/api/docs"');
    expect(html).toContain('href="/auth/register"');
    // Only the landing page's own script: not the app's entry, whose chunks the app loads later.
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/landing-[\w-]+\.js$/);
    const appEntry = /<script type="module"[^>]*src="([^"]+)"/.exec(
      readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    )?.[1];
    expect(html).not.toContain(appEntry);
  });

  it('is the same page compressed, as browsers ask for it', async () => {
    const raw = (await visit(plain)).body;
    const compressed = await visit(plain, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(raw);
  });

  it('follows the choice stored in the locale cookie over the browser’s languages', async () => {
    const html = (await visit(plain, { 'accept-language': 'de-DE', cookie: 'locale=fr-FR' })).body;
    expect(html).toContain('<html lang="fr-FR" dir="ltr">');
    expect(shownText(html)).toContain(heroIn('fr-FR'));
  });

  it('writes right-to-left languages right to left, and English when nothing matches', async () => {
    const arabic = (await visit(plain, { 'accept-language': 'ar' })).body;
    expect(arabic).toContain('<html lang="ar-SA" dir="rtl">');
    expect(shownText(arabic)).toContain(heroIn('ar-SA'));
    const unmatched: Record<string, string>[] = [
      {},
      { 'accept-language': 'xx-YY' },
      { cookie: 'locale=nonsense' },
    ];
    for (const headers of unmatched) {
      const english = (await visit(plain, headers)).body;
      expect(english).toContain('<html lang="en-US" dir="ltr">');
      expect(shownText(english)).toContain(hero);
    }
  });

  it('links the project’s pages only when the deployment names its home, escaped', async () => {
    const without = (await visit(plain)).body;
    expect(without).not.toContain('project-url');
    expect(shownText(without)).not.toContain('Star the code');
    const html = (await visit(withProject)).body;
    expect(html).not.toContain('project-url.invalid');
    const escaped = 'https://code.example.com/acme/resume?a=1&amp;b=2';
    expect(html).toContain(`<meta name="project-url" content="${escaped}" />`);
    expect(html).toContain(`href="${escaped}"`);
    expect(html).toContain(`href="${escaped}/blob/HEAD/docs/user-guide.md"`);
    expect(shownText(html)).toContain('Star the code');
  });
});
