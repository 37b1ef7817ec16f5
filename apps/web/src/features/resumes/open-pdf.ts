import { t } from '@lingui/core/macro';
import { toast } from '@/lib/toast';
import { i18n } from '@lingui/core';
import { isApiError } from '@/lib/api/api-error';
import { errorMessages, isKnownErrorCode } from '@/lib/api/error-messages';
import { printResume } from './resumes-api';

/** What went wrong, in words a user reads: the known error code's message, or the error's own. */
export const errorDescription = (error: unknown): string =>
  isApiError(error) && isKnownErrorCode(error.code)
    ? i18n._(errorMessages[error.code])
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Prints the resume and opens the PDF in a new tab. The tab is opened before any wait so that popup blockers
 * see it as the answer to the click; it is closed again when printing fails. `prepare` runs first (the builder
 * saves waiting edits there) and answers why printing must not go ahead, if it must not.
 */
export const openPdf = (
  id: string,
  prepare?: () => Promise<string | undefined>,
  lang?: string,
): Promise<boolean> => openPrintedPdf(() => printResume(id, lang), prepare);

/** openPdf for any call that prints and answers the PDF's address (a share link's own print call). */
export const openPrintedPdf = async (
  print: () => Promise<{ url: string }>,
  prepare?: () => Promise<string | undefined>,
): Promise<boolean> => {
  const tab = window.open('', '_blank');
  if (tab) tab.document.title = t`Preparing your PDF…`;
  const fail = (description: string) => {
    tab?.close();
    toast.error(t`The PDF could not be created.`, { description });
    return false;
  };
  const problem = await prepare?.();
  if (problem) return fail(problem);
  try {
    const { url } = await print();
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    return true;
  } catch (error) {
    return fail(errorDescription(error));
  }
};
