import { jsonResumeImporter } from './json-resume/import.ts';
import { linkedInImporter } from './linkedin/import.ts';
import { nativeV3Importer } from './native-v3/import.ts';
import { nativeImporter } from './native/import.ts';
import type { ImportTypeId, Importer } from './types.ts';

/** Every import type by its id: what the import dialog offers and the server accepts. */
export const importers: Readonly<Record<ImportTypeId, Importer>> = Object.freeze({
  'native-json': nativeImporter,
  'native-v3-json': nativeV3Importer,
  'json-resume-json': jsonResumeImporter,
  'linkedin-data-export-zip': linkedInImporter,
});

export const isImportTypeId = (value: unknown): value is ImportTypeId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(importers, value);
