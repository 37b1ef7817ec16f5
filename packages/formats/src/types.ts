import type { ResumeData } from '@rb/schema';

/** One problem with the imported file: a dotted path into the foreign document ('' for the whole file). */
export type ImportIssue = { path: string; message: string };

export type ImportSuccess = {
  ok: true;
  data: ResumeData;
  /** Things the user should know about: fields that have no place and were left out, rows that were skipped. */
  warnings: string[];
  /** Only the v3 format records whether the resume was public; the caller decides whether to honour it. */
  visibility?: 'public' | 'private';
};

export type ImportFailure = { ok: false; errors: ImportIssue[] };

export type ImportResult = ImportSuccess | ImportFailure;

export const importTypeIds = [
  'native-json',
  'native-v3-json',
  'json-resume-json',
  'linkedin-data-export-zip',
] as const;

export type ImportTypeId = (typeof importTypeIds)[number];

export type Importer = {
  type: ImportTypeId;
  extension: '.json' | '.zip';
  /** Never throws: anything unreadable comes back as `{ ok: false }`. */
  parse(input: Uint8Array | string): Promise<ImportResult>;
};

export const failure = (message: string, path = ''): ImportFailure => ({
  ok: false,
  errors: [{ path, message }],
});
