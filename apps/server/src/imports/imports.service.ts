// Reads an uploaded file with the importer of its type. The same importers run in the browser's Validate step;
// the server repeats the work so an API client gets the same answer (and the same messages) without a browser.
import { importLimits, importers, isImportTypeId, type ImportSuccess, type ImportTypeId } from '@rb/formats';
import { AppError } from '../http/app-error.ts';

/** The largest upload a type accepts: an archive holds many files that are never read. */
export const uploadLimitOf = (type: ImportTypeId): number =>
  importers[type].extension === '.zip' ? importLimits.maxArchiveBytes : importLimits.maxFileBytes;

export function importTypeOf(value: string): ImportTypeId {
  if (isImportTypeId(value)) return value;
  throw new AppError('ValidationError', {
    issues: [
      { path: 'type', message: `Unknown import type. Use one of: ${Object.keys(importers).join(', ')}.` },
    ],
  });
}

export async function convertUpload(type: ImportTypeId, bytes: Uint8Array): Promise<ImportSuccess> {
  const result = await importers[type].parse(bytes);
  if (!result.ok) throw new AppError('ValidationError', { issues: result.errors });
  return result;
}
