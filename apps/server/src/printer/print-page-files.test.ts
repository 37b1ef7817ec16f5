// A print page's own files are answered inside the process (print-page-files.ts), so main.ts opens print pages and
// prints before the server listens (docs/decisions/0033-print-pages-open-before-the-server-listens.md).
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createSampleResumeData } from '@rb/schema';
import { builtPaths } from '../app.ts';
import { chromiumExecutable } from './chromium.ts';
import { printPageFiles } from './print-page-files.ts';
import { startPrintPool } from './printer-lifecycle.ts';
import { printPdf, showDocument } from './printer.page.ts';
import type { PrintBrowser } from './printer.browser.ts';

const files = printPageFiles(builtPaths.artboardDist);
const origin = 'http://127.0.0.1:3000';
const ask = (address: string) => files(new URL(address, origin));

/** A port nothing listens on: taken from the system, then let go. */
const unusedPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('print page files', () => {
  it("answers the artboard's page, its assets and the fonts, and nothing else", async () => {
    const page = await ask('/artboard/print');
    expect(page?.contentType).toBe('text/html; charset=utf-8');
    const html = String(page?.body);
    const script = /src="(\/artboard\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await ask(script!))?.contentType).toBe('text/javascript; charset=utf-8');

    const faces = await ask('/fonts/lora/faces.css?subset=latin&variants=regular');
    expect(faces?.contentType).toBe('text/css; charset=utf-8');
    const woff2 = /url\("?(\/fonts\/lora\/[^")]+\.woff2)/.exec(String(faces?.body))?.[1];
    expect(woff2).toBeDefined();
    const font = await ask(woff2!);
    expect(font?.contentType).toBe('font/woff2');
    expect((font?.body as Buffer).subarray(0, 4).toString()).toBe('wOF2');
    expect((await ask('/fonts/fallbacks/serif.css'))?.contentType).toBe('text/css; charset=utf-8');

    expect(await ask('/api/health')).toBeUndefined();
    expect(await ask('/artboard/../../package.json')).toBeUndefined();
    expect(await ask('/artboard/%2e%2e/%2e%2e/package.json')).toBeUndefined();
    expect(await ask('/fonts/lora/../../package.json')).toBeUndefined();
    expect(await ask('/fonts/no-such-family/faces.css')).toBeUndefined();
    expect(await ask('/artboard/assets/%E0%A4%A.js')).toBeUndefined();
  });
});

describe('a print pool started before the server listens', { timeout: 120_000 }, () => {
  let pool: PrintBrowser | undefined;
  afterAll(() => pool?.close());

  it('opens its print page and prints with nothing listening on its port', async () => {
    pool = startPrintPool(
      { port: await unusedPort(), chromiumPath: chromiumExecutable() },
      builtPaths.artboardDist,
    );
    await pool.warm();
    const data = createSampleResumeData();
    data.basics.picture.url = '';
    const pdf = await pool.run(async (page) => {
      await showDocument(page, data, { title: 'Before listening', lang: 'en' });
      return printPdf(page);
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
