// A print page: the artboard's print page loaded and ready for a document, fenced to the app's own origin
// (docs/decisions/0006-rendering-pagination-printing.md).
import type { Browser, Page, Route } from 'playwright-core';
import { remotePicturePath } from '@rb/schema';
import type { PictureSource } from '../pictures/pictures.service.ts';
import type { PrintPageFiles } from './print-page-files.ts';
import type { ArtboardWindow } from './printer.page.ts';

const printPath = '/artboard/print';

export interface WarmPageOptions {
  /** The app's own origin as the browser reaches it (http://127.0.0.1:PORT). */
  origin: string;
  /** Answers the page's requests for remote pictures (displayPictureUrl) inside the process. */
  pictures?: (address: string) => Promise<PictureSource>;
  /** Answers the page's requests for the artboard and the fonts inside the process (print-page-files.ts). */
  files?: PrintPageFiles;
  /** How long the page may take to show the print page. */
  readyTimeoutMs: number;
}

export async function openWarmPage(browser: Browser, options: WarmPageOptions): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } });
  // On the page's own context, so windows it might open are fenced in too.
  await page.context().route('**/*', (route) => guard(route, options));
  await page.goto(`${options.origin}${printPath}`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => typeof (window as unknown as ArtboardWindow).__setResume === 'function',
    undefined,
    { timeout: options.readyTimeoutMs },
  );
  return page;
}

/**
 * The page may reach the app's own origin and nothing else. Its own files, and remote pictures (shown through
 * the app's picture route, from the server's guarded fetch), are answered here without a request to the server.
 */
async function guard(route: Route, { origin, pictures, files }: WarmPageOptions): Promise<void> {
  const url = route.request().url();
  if (!url.startsWith(`${origin}/`)) return route.abort('blockedbyclient');
  const address = new URL(url);
  const file = route.request().method() === 'GET' ? await files?.(address) : undefined;
  if (file) return route.fulfill({ status: 200, contentType: file.contentType, body: file.body });
  if (address.pathname === remotePicturePath && pictures) {
    const source = await pictures(address.searchParams.get('url') ?? '').catch(
      () => ({ unavailable: true }) as const,
    );
    if ('picture' in source)
      return route.fulfill({
        status: 200,
        contentType: source.picture.contentType,
        body: source.picture.body,
      });
    if ('path' in source) return route.continue({ url: `${origin}${source.path}` });
    return route.fulfill({ status: 404, body: '' });
  }
  return route.continue();
}
