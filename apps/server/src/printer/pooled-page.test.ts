// A print page that grows is replaced (docs/decisions/0014-instant-downloads.md), in the real Chromium with the
// built artboard: its heap is looked at every few jobs, not between, and once it grew past the limit the next job
// gets a fresh page on which prints still succeed; a page that leaks nothing keeps its place. And a browser recycled
// after its jobs goes without taking its successor with it (which left an orphaned Chromium behind).
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleResumeData } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ensureArtboardBuilt } from '../../test/listening-app.ts';
import { preferredExecutable } from './chromium-path.ts';
import { PrintBrowser } from './printer.browser.ts';
import { printPdf, showDocument } from './printer.page.ts';

let t: TestApp;
let pool: PrintBrowser;

beforeAll(async () => {
  ensureArtboardBuilt();
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  pool = new PrintBrowser({
    executablePath: preferredExecutable(t.config.chromiumPath),
    origin: () => `http://127.0.0.1:${port}`,
    pages: 1,
    pageCheckEvery: 3,
    pageGrowthBytes: 8 * 1024 * 1024,
  });
}, 120_000);
afterAll(async () => {
  await pool?.close();
  await t?.close();
});

/** A job that leaves 40 MB behind on its page, as a leak would. */
const leak = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { kept: number[][] }).kept = Array.from({ length: 50 }, () =>
      Array.from({ length: 100_000 }, (_, index) => index + 0.5),
    );
  });
const leaked = (page: Page) => page.evaluate(() => 'kept' in window);
const print = (title: string) =>
  pool.run(async (page) => {
    await showDocument(page, createSampleResumeData(), { title, lang: 'en' });
    return printPdf(page);
  });

describe('a print page that grows', { timeout: 120_000 }, () => {
  it('is replaced at its next check once its heap grew past the limit, and prints go on', async () => {
    expect((await print('before')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await pool.run(leak);
    // The third job is the check: until then the page keeps what it holds.
    expect(await pool.run(leaked)).toBe(true);
    expect(pool.pagesReplaced).toBe(0);
    await expect.poll(() => pool.pagesReplaced).toBe(1);

    expect(await pool.run(leaked)).toBe(false);
    const after = await print('after');
    expect(after.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(after.length).toBeGreaterThan(10_000);
  });

  it('keeps a page that leaks nothing through its checks', async () => {
    const replaced = pool.pagesReplaced;
    for (let job = 0; job < 7; job += 1) await pool.run((page) => page.evaluate(() => 1 + 1));
    expect(pool.pagesReplaced).toBe(replaced);
    expect(pool.launches).toBe(1);
  });
});

describe('a browser recycled after its jobs', { timeout: 120_000 }, () => {
  it('closes while the next one starts, and the next one serves the jobs after it', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const recycling = new PrintBrowser({
      executablePath: preferredExecutable(t.config.chromiumPath),
      origin: () => `http://127.0.0.1:${port}`,
      pages: 1,
      recycleAfter: 2,
    });
    try {
      for (let job = 0; job < 3; job += 1) await recycling.run((page) => page.evaluate(() => 1 + 1));
      // The third job started the second browser while the first was closing; the first's going must not
      // make the fourth job start a third.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await recycling.run((page) => page.evaluate(() => 1 + 1));
      expect(recycling.launches).toBe(2);
    } finally {
      await recycling.close();
    }
  });
});
