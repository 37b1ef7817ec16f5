// What a failed print job answers. A job past its deadline is a timeout; one whose browser died under it (killed,
// out of memory) is the browser's failure, not the document's, so it is not remembered against the document and
// the next job launches a new browser (docs/decisions/0016-faults-backups-and-data-export.md); anything else is the
// document's.
import type { Browser } from 'playwright-core';
import { AppError } from '../http/app-error.ts';

export class DeadlineError extends Error {}

/** Playwright's words when the page, its context or the whole browser went away under a call. */
const isClosedError = (error: unknown) =>
  error instanceof Error &&
  /Target (page, context or browser has been closed|crashed)|Browser has been closed/.test(error.message);

/** `work`, or a DeadlineError once `deadlineMs` have passed. */
export async function withDeadline<T>(work: Promise<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DeadlineError(`no result within ${deadlineMs} ms`)), deadlineMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function jobFailure(
  error: unknown,
  browser: Browser,
  code: 'ResumePrinterError' | 'ResumePreviewError',
): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof DeadlineError) return new AppError('ResumePrintTimeout');
  if (!browser.isConnected() || isClosedError(error)) return new AppError('InvalidBrowserConnection');
  return new AppError(code);
}
