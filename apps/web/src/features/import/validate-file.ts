// Runs the chosen importer in the browser. '@rb/formats' (JSZip, PapaParse, the format schemas) is loaded on the
// first Validate (or when the dialog opens), so the dashboard never pays for it.
import type { ImportResult, ImportTypeId } from '@rb/formats/types';

const loadFormats = () => import('@rb/formats');

/** Starts loading the importers when the dialog opens, so Validate rarely waits for the network. */
export const preloadFormats = (): void => void loadFormats().catch(() => undefined);

export type Validation = { result: ImportResult; milliseconds: number };

export async function validateFile(type: ImportTypeId, file: File): Promise<Validation> {
  const { importers, uploadLimitOf, uploadTooLarge, formatMessage } = await loadFormats();
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
  const result = await importers[type].parse(bytes);
  return { result, milliseconds: performance.now() - started };
}
