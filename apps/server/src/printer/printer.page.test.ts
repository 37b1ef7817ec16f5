// The print page's side of a print job in the real Chromium with the built artboard: a document the artboard
// cannot draw fails the job at once (the printer answers ResumePrinterError) instead of at the 15 s deadline.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleResumeData } from '@rb/schema';
import { repoRoot } from '../config.ts';
import { launchChromium } from './chromium.ts';
import { InvalidDocumentError, RenderFailedError, showDocument } from './printer.page.ts';

// Each server test project (PGlite, PostgreSQL) runs this file; give each its own port.
const port = process.env.TEST_DATABASE === 'postgres' ? 3134 : 3133;
const dist = path.join(repoRoot, 'apps/artboard/dist');
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

let server: http.Server;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/artboard'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('The artboard could not be built');
  }
  // The built artboard under /artboard/, as the app serves it; fonts are not needed here and answer 404.
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const relative = url.pathname.startsWith('/artboard/assets/')
      ? url.pathname.slice('/artboard/'.length)
      : url.pathname.startsWith('/artboard/')
        ? 'index.html'
        : undefined;
    const file = relative && path.join(dist, relative);
    if (!file || !file.startsWith(dist) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  browser = await launchChromium();
  page = await browser.newPage();
  // Stands in for any template that throws while drawing: measuring a column fails while __boom is set.
  await page.addInitScript(() => {
    const measure = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if ((window as { __boom?: boolean }).__boom && this.matches('[data-rb-column]')) {
        throw new Error('a template exploded');
      }
      return measure.call(this);
    };
  });
  await page.goto(`http://127.0.0.1:${port}/artboard/print`);
  await page.waitForFunction(() => typeof (window as { __setResume?: unknown }).__setResume === 'function');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const meta = { title: 'Test', lang: 'en' };

describe('showDocument', () => {
  it('fails at once when the artboard cannot render a valid document, and the page prints the next one', async () => {
    await page.evaluate(() => ((window as { __boom?: boolean }).__boom = true));
    const started = Date.now();
    const failure = await showDocument(page, createSampleResumeData(), meta).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RenderFailedError);
    expect((failure as RenderFailedError).reason).toBe('a template exploded');
    expect(Date.now() - started).toBeLessThan(3_000);
    // The page shows the error panel, not a blank sheet.
    expect(await page.locator('[role="alert"]').textContent()).toContain('a template exploded');

    await page.evaluate(() => ((window as { __boom?: boolean }).__boom = false));
    expect(await showDocument(page, createSampleResumeData(), meta)).toBeGreaterThan(0);
  });

  it('rejects a document that is not a resume with the problems the artboard found', async () => {
    const failure = await showDocument(page, { basics: 'nope' }, meta).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidDocumentError);
    expect((failure as InvalidDocumentError).problems.join('\n')).toMatch(/basics/);
  });
});
