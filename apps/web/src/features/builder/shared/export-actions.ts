import { plural, t } from '@lingui/core/macro';
import { toast } from '@/lib/toast';
import type { ResumeData } from '@rb/schema';
import { openPdf as openResumePdf } from '@/features/resumes/open-pdf';
import type { SettledStatus } from '../autosave/autosaver';
import { flushSaves } from '../autosave/use-autosave';
import { useResumeStore } from '../store/resume-store';

const saveFile = (name: string, content: string | Uint8Array, type = 'application/json'): void => {
  const blob = new Blob([content as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

// Each converter, and the words of its warnings, is a chunk of its own fetched on the click that asks for it: the
// builder's toolbar, which imports this module, is usable without them
// (docs/decisions/0023-first-paint-javascript-and-deferred-panels.md).

const cannotMake = (): void => {
  toast.error(t`The file could not be created. Reload the page and try again.`);
};

/** The product's own JSON as `<resume id>.json`, made in the browser with no call (docs/product.md#sharing-statistics-and-export). */
export const downloadJson = async (id: string, data: ResumeData): Promise<void> => {
  const converter = await import('@rb/formats/native/export').catch(() => null);
  if (!converter) return cannotMake();
  saveFile(`${id}.json`, converter.exportNativeJson(data));
};

/**
 * The same resume as a JSON Resume document (jsonresume.org), for other tools. Pictures stored on this app get
 * its address, since the format needs absolute URLs.
 */
export const downloadJsonResume = async (id: string, data: ResumeData): Promise<void> => {
  const converter = await import('@rb/formats/json-resume/export').catch(() => null);
  if (!converter) return cannotMake();
  const { resume, warnings } = converter.convertToJsonResume(data, { origin: window.location.origin });
  saveFile(`${id}.resume.json`, `${JSON.stringify(resume, null, 2)}\n`);
  if (warnings.length === 0) return;
  // The format has no field for some of what a resume here holds; say what stayed behind rather than lose it quietly.
  const count = warnings.length;
  const title = plural(count, {
    one: 'Exported. JSON Resume has no place for # part of this resume.',
    other: 'Exported. JSON Resume has no place for # parts of this resume.',
  });
  const messages = await import('@/features/import/format-messages').catch(() => null);
  toast.warning(title, {
    description: messages ? warnings.slice(0, 3).map(messages.translateFormatMessage).join('\n') : undefined,
  });
};

export type DocumentFormat = 'docx' | 'markdown' | 'text';

/**
 * The resume as a Word document, Markdown or plain text, named after its slug and made in the browser from what
 * the builder shows (unsaved edits included), as the JSON exports are. Hidden sections and items are left out.
 */
export const downloadDocument = async (
  slug: string,
  format: DocumentFormat,
  data: ResumeData,
): Promise<void> => {
  try {
    const { resumeFileFormats, resumeFileName } = await import('@rb/formats/resume-files');
    const file = resumeFileFormats[format];
    const { body } = await file.make(data, { origin: window.location.origin });
    saveFile(resumeFileName(slug, format), body, file.mimeType);
  } catch {
    cannotMake();
  }
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
 * date, and a toast says why instead.
 */
export const openPdf = (id: string): Promise<boolean> =>
  openResumePdf(
    id,
    async () => {
      const saved = await flushSaves();
      return saved === 'saved' ? undefined : unsavedReason(saved);
    },
    // The language version being edited is the one printed.
    useResumeStore.getState().language ?? undefined,
  );

export const copyText = async (text: string, done: string): Promise<void> => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(t`Copying is not allowed in this browser. Select the text and copy it instead.`);
  }
};
