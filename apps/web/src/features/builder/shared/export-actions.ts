import { t } from '@lingui/core/macro';
import { toast } from 'sonner';
import type { ResumeData } from '@rb/schema';
import { isApiError } from '@/lib/api/api-error';
import { errorMessages, isKnownErrorCode } from '@/lib/api/error-messages';
import { i18n } from '@/lib/i18n';
import { printResume } from '../autosave/resume-api';

/** Saves the document as `<resume id>.json` in the browser; no call is made (spec §7). */
export const downloadJson = (id: string, data: ResumeData): void => {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${id}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

const messageOf = (error: unknown): string => {
  if (isApiError(error) && isKnownErrorCode(error.code)) return i18n._(errorMessages[error.code]);
  return error instanceof Error ? error.message : String(error);
};

/**
 * Prints the resume and opens the PDF in a new tab. The tab is opened on the click itself (popup blockers allow
 * that) and sent to the PDF when it is ready; on failure it closes and a toast tells why.
 */
export const openPdf = async (id: string): Promise<void> => {
  const tab = window.open('', '_blank');
  if (tab) tab.document.title = t`Preparing your PDF…`;
  try {
    const { url } = await printResume(id);
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    toast.error(t`The PDF could not be created.`, { description: messageOf(error) });
  }
};

export const copyText = async (text: string, done: string): Promise<void> => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(t`Copying is not allowed in this browser. Select the text and copy it instead.`);
  }
};
