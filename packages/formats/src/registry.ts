import { jsonResumeImporter } from './json-resume/import.ts';
import { docxImporter } from './docx/import.ts';
import { linkedInImporter } from './linkedin/import.ts';
import { nativeV3Importer } from './native-v3/import.ts';
import { nativeImporter } from './native/import.ts';
import { importLimits } from './limits.ts';
import { failure, importTypeIds, type ImportFailure, type ImportTypeId, type Importer } from './types.ts';

/** The import types converted on the server only: reading a PDF needs pdf.js, which stays out of the browser. */
export type ServerImportTypeId = 'pdf';
export type BrowserImportTypeId = Exclude<ImportTypeId, ServerImportTypeId>;
export const isServerImport = (type: ImportTypeId): type is ServerImportTypeId => type === 'pdf';

/** Every import type the browser converts by its id (the dialog's Validate; the server runs the same ones). */
export const importers: Readonly<Record<BrowserImportTypeId, Importer>> = Object.freeze({
  'native-json': nativeImporter,
  'native-v3-json': nativeV3Importer,
  'json-resume-json': jsonResumeImporter,
  'linkedin-data-export-zip': linkedInImporter,
  docx: docxImporter,
});

export const isImportTypeId = (value: unknown): value is ImportTypeId =>
  typeof value === 'string' && (importTypeIds as readonly string[]).includes(value);

/** An archive (a LinkedIn export, a Word document with its pictures) holds files that are never read. */
const isArchive = (type: ImportTypeId) => !isServerImport(type) && importers[type].extension !== '.json';

/** The largest upload a type takes. */
export const uploadLimitOf = (type: ImportTypeId): number =>
  isServerImport(type)
    ? importLimits.maxPdfBytes
    : isArchive(type)
      ? importLimits.maxArchiveBytes
      : importLimits.maxFileBytes;

/** The refusal of an upload over its type's limit, as the importer itself gives it. */
export const uploadTooLarge = (type: ImportTypeId): ImportFailure =>
  failure(isArchive(type) ? 'archiveTooLarge' : 'fileTooLarge', '', {
    bytes: uploadLimitOf(type),
  });
