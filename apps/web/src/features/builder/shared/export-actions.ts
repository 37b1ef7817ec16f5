import { t } from '@lingui/core/macro';
import { toast } from 'sonner';
import type { ResumeData } from '@rb/schema';
import { exportJsonResume, exportNativeJson } from '@rb/formats';
import { isApiError } from '@/lib/api/api-error';
import { errorMessages, isKnownErrorCode } from '@/lib/api/error-messages';
import { i18n } from '@/lib/i18n';
import type { SettledStatus } from '../autosave/autosaver';
import { flushSaves } from '../autosave/use-autosave';
import { printResume } from '../autosave/resume-api';

const saveFile = (name: string, text: string): void => {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** The product's own JSON as `<resume id>.json`, made in the browser with no call (spec §2 export, §7). */
export const downloadJson = (id: string, data: ResumeData): void =>
  saveFile(`${id}.json`, exportNativeJson(data));

/**
 * The same resume as a JSON Resume document (jsonresume.org), for other tools. Pictures stored on this app get
 * its address, since the format needs absolute URLs.
 */
export const downloadJsonResume = (id: string, data: ResumeData): void =>
  saveFile(`${id}.resume.json`, exportJsonResume(data, { origin: window.location.origin }));

const messageOf = (error: unknown): string => {
  if (isApiError(error) && isKnownErrorCode(error.code)) return i18n._(errorMessages[error.code]);
  return error instanceof Error ? error.message : String(error);
};

const unsavedReason = (status: Exclude<SettledStatus, 'saved'>): string =>
  ({
    offline: t`The server cannot be reached, so your latest changes are not saved yet.`,
    conflict: t`Another tab or device saved a newer version. Combine the two versions first.`,
    error: t`The server refused to save your latest changes.`,
  })[status];

/**
 * Prints the resume and opens the PDF in a new tab. The server prints the stored document, so the edits that wait
 * for the autosave are sent first and the print waits for them; if they cannot be stored the PDF would be out of
 * date, and a toast says why instead. The tab is opened on the click itself (popup blockers allow that) and sent to
 * the PDF when it is ready; on failure it closes.
 */
export const openPdf = async (id: string): Promise<void> => {
  const tab = window.open('', '_blank');
  if (tab) tab.document.title = t`Preparing your PDF…`;
  const saved = await flushSaves();
  if (saved !== 'saved') {
    tab?.close();
    toast.error(t`The PDF could not be created.`, { description: unsavedReason(saved) });
    return;
  }
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
