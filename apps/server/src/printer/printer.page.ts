// What a print job does on a warm artboard page: hand the document over, wait for the artboard's
// own ready signal (fonts loaded, sheets laid out, pictures decoded), then make the PDF or the image.
import type { FitResult } from '@rb/templates/server';
import type { CDPSession, Page } from 'playwright-core';

/** What the artboard's print page offers the printer (apps/artboard/src/source/resume-source.ts). */
export type ArtboardWindow = {
  __setResume?: (data: unknown) => { ok: true } | { ok: false; problems: string[] };
  __ARTBOARD_READY__?: boolean;
  __ARTBOARD_ERROR__?: string;
};

/** The event the artboard dispatches on `window` when a document is ready to print. */
const readyEvent = 'artboard:ready';
/** …and the one it dispatches when a valid document failed to render (apps/artboard/src/layout/RenderBoundary). */
const errorEvent = 'artboard:error';

export interface DocumentMeta {
  /** Becomes the PDF's Title. */
  title: string;
  /** Becomes the PDF's Lang (from <html lang>). */
  lang: string;
}

export class InvalidDocumentError extends Error {
  override name = 'InvalidDocumentError';
  constructor(readonly problems: string[]) {
    super(`The artboard refused the document: ${problems.slice(0, 3).join('; ')}`);
  }
}

/** A valid document made the artboard fail while drawing it: no sheets will come, so the job fails now. */
export class RenderFailedError extends Error {
  override name = 'RenderFailedError';
  constructor(readonly reason: string) {
    super(`The artboard could not render the document: ${reason}`);
  }
}

/**
 * Shows `data` on the page and resolves with the number of sheets once the artboard says it is ready; rejects at
 * once when the artboard refuses the document or fails to render it.
 */
export async function showDocument(page: Page, data: unknown, meta: DocumentMeta): Promise<number> {
  const outcome = await page.evaluate(
    async ({ data, meta, readyEvent, errorEvent }) => {
      document.title = meta.title;
      document.documentElement.lang = meta.lang;
      const artboard = window as unknown as ArtboardWindow;
      const settled = new Promise<string | undefined>((resolve) => {
        window.addEventListener(readyEvent, () => resolve(undefined), { once: true });
        window.addEventListener(errorEvent, () => resolve(artboard.__ARTBOARD_ERROR__ ?? 'error'), {
          once: true,
        });
      });
      const accepted = artboard.__setResume!(data);
      if (!accepted.ok) return { problems: accepted.problems };
      const failure = artboard.__ARTBOARD_READY__ ? undefined : await settled;
      if (failure !== undefined) return { failure };
      return { sheets: document.querySelectorAll('[data-rb-sheet]').length };
    },
    { data, meta, readyEvent, errorEvent },
  );
  if (outcome.problems) throw new InvalidDocumentError(outcome.problems);
  if (outcome.failure !== undefined) throw new RenderFailedError(outcome.failure);
  return outcome.sheets ?? 0;
}

/** How many pictures on the sheets failed to load (an address that answered nothing usable). */
export const brokenPictures = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-rb-sheet] img')).filter(
        (image) => image.complete && image.naturalWidth === 0,
      ).length,
  );

/** A tagged PDF with an outline; each sheet sized by the artboard's @page rule is one page. */
export const printPdf = (page: Page): Promise<Buffer> =>
  page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: true });

const sessions = new WeakMap<Page, CDPSession>();

async function cdpOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** The bytes the page's script heap holds now (after its own collection, as Chromium reports it). */
export async function heapUsed(page: Page): Promise<number> {
  const cdp = await cdpOf(page);
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize;
}

/** Thumbnail scale: 0.5 of the sheet's CSS pixels (A4 becomes 397×562). */
export const previewScale = 0.5;

/** The first sheet's box in page coordinates: a screenshot ignores @page, so it is clipped to the sheet itself. */
export async function firstSheetBox(page: Page) {
  const box = await page.evaluate(() => {
    const sheet = document.querySelector('[data-rb-sheet]');
    if (!sheet) return undefined;
    const rect = sheet.getBoundingClientRect();
    return {
      x: rect.left + window.scrollX,
      y: rect.top + window.scrollY,
      width: rect.width,
      height: rect.height,
    };
  });
  if (!box) throw new Error('The artboard drew no sheet');
  return box;
}

/**
 * The first sheet as WebP. A screenshot ignores @page margins, so it is clipped to the sheet's own box
 * on screen rather than taken of the viewport.
 */
export async function captureFirstSheet(page: Page): Promise<Buffer> {
  const box = await firstSheetBox(page);
  const cdp = await cdpOf(page);
  const { data } = (await cdp.send('Page.captureScreenshot', {
    format: 'webp',
    quality: 80,
    captureBeyondViewport: true,
    clip: { ...box, scale: previewScale },
  })) as { data: string };
  return Buffer.from(data, 'base64');
}

/**
 * Fits a document to `pages` sheets in the print page's own renderer (`window.__fitResume`), so the PDF made from
 * the result has that many pages.
 */
export async function fitOnPage(page: Page, data: unknown, pages: number, lang: string): Promise<FitResult> {
  const outcome = await page.evaluate(
    async ({ data, pages, lang }) => {
      document.documentElement.lang = lang;
      const artboard = window as unknown as {
        __fitResume?: (data: unknown, pages: number) => Promise<FitResult | { problems: string[] }>;
      };
      if (!artboard.__fitResume) return { failure: 'the print page is not ready' };
      return { result: await artboard.__fitResume(data, pages) };
    },
    { data, pages, lang },
  );
  if (!('result' in outcome) || !outcome.result) throw new RenderFailedError('the print page is not ready');
  if ('problems' in outcome.result) throw new InvalidDocumentError(outcome.result.problems);
  return outcome.result;
}
