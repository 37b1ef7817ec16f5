// Runs the chosen importer in the browser. '@rb/formats' (JSZip, PapaParse, the format schemas) is loaded on the
// first Validate (or when the dialog opens), so the dashboard never pays for it.
import type { ImportResult, ImportTypeId } from '@rb/formats/types';
import { isApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';

const loadFormats = () => import('@rb/formats');

/** Starts loading the importers when the dialog opens, so Validate rarely waits for the network. */
export const preloadFormats = (): void => void loadFormats().catch(() => undefined);

export type Validation = { result: ImportResult; milliseconds: number };

export async function validateFile(type: ImportTypeId, file: File): Promise<Validation> {
  const { importers, isServerImport, uploadLimitOf, uploadTooLarge, formatMessage } = await loadFormats();
  const started = performance.now();
  // Refused before reading: loading a huge file into memory only to refuse it would stall the tab.
  if (file.size > uploadLimitOf(type))
    return { result: uploadTooLarge(type), milliseconds: performance.now() - started };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return {
      result: { ok: false, errors: [formatMessage('unreadable')] },
      milliseconds: performance.now() - started,
    };
  }
  const result = isServerImport(type)
    ? await convertOnServer(type, file)
    : await importers[type].parse(bytes);
  return { result, milliseconds: performance.now() - started };
}

/**
 * A PDF is read on the server (pdf.js stays out of the browser, docs/decisions/0018-pdf-import.md): the same
 * answer as the browser's importers, and a refusal with its coded messages as the importer's errors.
 */
async function convertOnServer(type: ImportTypeId, file: File): Promise<ImportResult> {
  const body = new FormData();
  body.set('file', file);
  try {
    const answer = await api<Extract<ImportResult, { ok: true }>>(`/resume/import/${type}`, { body });
    return { ...answer, ok: true };
  } catch (error) {
    const issues = isApiError(error) ? (error.issues ?? []) : [];
    if (issues.length > 0 && issues.every((issue) => 'code' in issue))
      return { ok: false, errors: issues as Extract<ImportResult, { ok: false }>['errors'] };
    throw error;
  }
}
