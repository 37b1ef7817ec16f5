/**
 * Renders a resume with a template through the real artboard and saves what Chromium makes of it:
 * screenshots of /artboard/preview and /artboard/print, the PDF, and (with poppler's pdftoppm) PNGs of its pages.
 *
 *   npm run build -w apps/artboard
 *   npx tsx apps/server/scripts/render.ts --template rhyhorn --format letter --out /tmp/shots/rhyhorn
 *
 * Options: --template <id> (default: the document's), --format a4|letter, --data <resume.json> (default: the
 * sample resume), --out <dir>, --url <app origin> (default: starts the app in this process on port 3120 and stops
 * it afterwards).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSampleResumeData, resumeDataSchema, isTemplateId, type ResumeData } from '@rb/schema';
import { repoRoot } from '../src/config.ts';
import { launchChromium } from '../src/printer/chromium.ts';
import { startLocalApp, type LocalApp } from '../test/local-app.ts';

declare global {
  interface Window {
    __setResume?: (data: unknown) => unknown;
    __ARTBOARD_READY__?: boolean;
  }
}

const { values } = parseArgs({
  options: {
    template: { type: 'string' },
    format: { type: 'string' },
    data: { type: 'string' },
    out: { type: 'string', default: '/tmp/shots/templates' },
    url: { type: 'string' },
  },
});

function loadResume(): ResumeData {
  const resume = values.data
    ? resumeDataSchema.parse(JSON.parse(readFileSync(values.data, 'utf8')))
    : createSampleResumeData();
  if (values.template) {
    if (!isTemplateId(values.template)) throw new Error(`Unknown template "${values.template}"`);
    resume.metadata.template = values.template;
  }
  if (values.format === 'a4' || values.format === 'letter') resume.metadata.page.format = values.format;
  return resume;
}

/** The sample's picture is served by the web app; stand in for it when that file is not there. */
function samplePicture(): { body: Buffer; contentType: string } {
  const file = path.join(repoRoot, 'apps/web/public/sample/picture.svg');
  if (existsSync(file)) return { body: readFileSync(file), contentType: 'image/svg+xml' };
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#cbd5e1"/>' +
    '<circle cx="60" cy="46" r="22" fill="#64748b"/><path d="M18 120a42 42 0 0 1 84 0z" fill="#64748b"/></svg>';
  return { body: Buffer.from(svg), contentType: 'image/svg+xml' };
}

async function main() {
  const resume = loadResume();
  const name = `${resume.metadata.template}-${resume.metadata.page.format}`;
  mkdirSync(values.out!, { recursive: true });

  const server: LocalApp | undefined = values.url
    ? undefined
    : await startLocalApp({ port: 3120, requires: ['apps/artboard/dist'] });
  const origin = values.url?.replace(/\/$/, '') ?? server!.origin;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } });
    const picture = samplePicture();
    await page.route('**/sample/picture.svg', (route) => route.fulfill(picture));
    page.on('pageerror', (error) => console.error('page error:', error.message));

    for (const route of ['preview', 'print'] as const) {
      await page.goto(`${origin}/artboard/${route}`);
      await page.waitForFunction(() => typeof window.__setResume === 'function');
      const started = Date.now();
      if (route === 'print') {
        await page.evaluate((data) => window.__setResume!(data), resume);
        await page.waitForFunction(() => window.__ARTBOARD_READY__ === true, undefined, { timeout: 20_000 });
      } else {
        await page.evaluate(
          (data) => window.postMessage({ type: 'SET_RESUME', data }, location.origin),
          resume,
        );
        await page.waitForSelector('[data-rb-sheet]');
        await page.evaluate(() => document.fonts.ready);
      }
      const sheets = await page.locator('[data-rb-sheet]').count();
      console.log(`${route}: ${sheets} sheet(s), ready in ${Date.now() - started} ms`);
      await page.screenshot({ path: path.join(values.out!, `${name}-${route}.png`), fullPage: true });
    }

    const pdf = await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      tagged: true,
      outline: true,
    });
    const pdfPath = path.join(values.out!, `${name}.pdf`);
    writeFileSync(pdfPath, pdf);
    const info = spawnSync('pdfinfo', [pdfPath], { encoding: 'utf8' }).stdout;
    console.log(`pdf: ${/Pages:\s+(\d+)/.exec(info)?.[1]} page(s), ${/Page size:\s+(.*)/.exec(info)?.[1]}`);
    spawnSync('pdftoppm', ['-r', '50', '-png', pdfPath, path.join(values.out!, `${name}-pdf`)]);
  } finally {
    await browser.close();
    await server?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
