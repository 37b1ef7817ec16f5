import { jsonResumeImporter } from './json-resume/import.ts';
import { docxImporter } from './docx/import.ts';
import { linkedInImporter } from './linkedin/import.ts';
import { nativeV3Importer } from './native-v3/import.ts';
import { nativeImporter } from './native/import.ts';
import { importLimits } from './limits.ts';
import { failure, type ImportFailure, type ImportTypeId, type Importer } from './types.ts';

/** Every import type by its id: what the import dialog offers and the server accepts. */
export const importers: Readonly<Record<ImportTypeId, Importer>> = Object.freeze({
  'native-json': nativeImporter,
  'native-v3-json': nativeV3Importer,
  'json-resume-json': jsonResumeImporter,
  'linkedin-data-export-zip': linkedInImporter,
  docx: docxImporter,
});

export const isImportTypeId = (value: unknown): value is ImportTypeId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(importers, value);

/** An archive (a LinkedIn export, a Word document with its pictures) holds files that are never read. */
const isArchive = (type: ImportTypeId) => importers[type].extension !== '.json';

/** The largest upload a type takes. */
export const uploadLimitOf = (type: ImportTypeId): number =>
  isArchive(type) ? importLimits.maxArchiveBytes : importLimits.maxFileBytes;

/** The refusal of an upload over its type's limit, as the importer itself gives it. */
export const uploadTooLarge = (type: ImportTypeId): ImportFailure =>
  failure(isArchive(type) ? 'archiveTooLarge' : 'fileTooLarge', '', {
    bytes: uploadLimitOf(type),
  });
