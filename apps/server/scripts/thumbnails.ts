/**
 * Generates the template picker's thumbnails: the sample resume in each template, printed through the artboard's
 * print page (the page the PDF printer uses) in Chromium, first sheet only, as WebP at 360 px and 720 px wide.
 *
 *   npm run build        # once: the script builds nothing, it serves apps/web/dist and apps/artboard/dist
 *   npm run thumbnails   # writes apps/web/public/templates/<id>.webp and <id>@2x.webp
 *   npm run thumbnails -- --template joltik --template unown   # only these (after a change to them)
 *
 * Without BASE_URL the app server is started in this process on 127.0.0.1:3210 with a throw-away DATA_DIR;
 * BASE_URL=http://host:port points it at a server that is already running instead. Chromium is found as the
 * printer finds it (CHROMIUM_PATH, else the known install paths). The output is deterministic: the sample's ids are fixed and the artboard's ready signal
 * waits for fonts, layout and pictures before the capture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { createSampleResumeData, isTemplateId, templateIds, type TemplateId } from '@rb/schema';
import { repoRoot } from '../src/config.ts';
import { launchChromium } from '../src/printer/chromium.ts';
import { firstSheetBox, showDocument } from '../src/printer/printer.page.ts';
import { startLocalApp } from '../test/local-app.ts';

const outDir = path.join(repoRoot, 'apps/web/public/templates');
const port = 3210;
const { values } = parseArgs({ options: { template: { type: 'string', multiple: true } } });

/** The templates to draw: those named with --template, else every one. */
function selectedTemplates(): TemplateId[] {
  const named = values.template ?? [];
  const unknown = named.filter((id) => !isTemplateId(id));
  if (unknown.length) throw new Error(`Unknown template ${unknown.map((id) => `"${id}"`).join(', ')}`);
  return named.length ? named.filter(isTemplateId) : [...templateIds];
}

/** The picker's card width in CSS pixels; the @2x file serves high-density screens. */
const widths = { '': 360, '@2x': 720 } as const;

interface Row {
  id: TemplateId;
  sheets: number;
  bytes: number[];
  ms: number;
}

async function render(page: Page, origin: string, id: TemplateId): Promise<Row> {
  const started = performance.now();
  const data = createSampleResumeData();
  data.metadata.template = id;
  // A fresh page load per template, so nothing of the previous template's styles or fonts lingers.
  await page.goto(`${origin}/artboard/print`);
  await page.waitForFunction(() => typeof (window as { __setResume?: unknown }).__setResume === 'function');
  const sheets = await showDocument(page, data, { title: id, lang: 'en' });
  const box = await firstSheetBox(page);
  const cdp = await page.context().newCDPSession(page);
  const bytes: number[] = [];
  try {
    for (const [suffix, width] of Object.entries(widths)) {
      const { data: image } = (await cdp.send('Page.captureScreenshot', {
        format: 'webp',
        quality: 80,
        captureBeyondViewport: true,
        clip: { ...box, scale: width / box.width },
      })) as { data: string };
      const buffer = Buffer.from(image, 'base64');
      writeFileSync(path.join(outDir, `${id}${suffix}.webp`), buffer);
      bytes.push(buffer.length);
    }
  } finally {
    await cdp.detach();
  }
  return { id, sheets, bytes, ms: performance.now() - started };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const started = performance.now();
  const selected = selectedTemplates();
  const server = process.env.BASE_URL
    ? { origin: process.env.BASE_URL.replace(/\/$/, ''), close: async () => {} }
    : await startLocalApp({ port, requires: ['apps/web/dist', 'apps/artboard/dist'] });
  const browser = await launchChromium();
  const rows: Row[] = [];
  try {
    mkdirSync(outDir, { recursive: true });
    // The viewport is wider than a Letter sheet so the sheet is laid out at its real size.
    const page = await browser.newPage({ viewport: { width: 1000, height: 1200 }, deviceScaleFactor: 1 });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    for (const id of selected) rows.push(await render(page, server.origin, id));
  } finally {
    await browser.close();
    await server.close();
  }

  console.log(
    `${'template'.padEnd(10)} ${'sheets'.padStart(6)} ${'360 px'.padStart(10)} ${'720 px'.padStart(10)} ${'time'.padStart(8)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.id.padEnd(10)} ${String(row.sheets).padStart(6)} ${kb(row.bytes[0]!).padStart(10)} ${kb(row.bytes[1]!).padStart(10)} ${`${row.ms.toFixed(0)} ms`.padStart(8)}`,
    );
  }
  const total = rows.reduce((sum, row) => sum + row.bytes[0]! + row.bytes[1]!, 0);
  console.log(
    `\n${rows.length * 2} files, ${kb(total)} in ${path.relative(repoRoot, outDir)}; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
