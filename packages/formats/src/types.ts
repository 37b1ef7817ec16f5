import { importTypeIds, type ImportTypeId, type ResumeData } from '@rb/schema';
import { formatMessage, type FormatMessage, type MessageCode, type MessageParams } from './messages.ts';

export { importTypeIds, type ImportTypeId };

/** One problem with the imported file: a code, a dotted path into the foreign document ('' for the whole file). */
export type ImportIssue = FormatMessage;

/** Something the user should know about an import that went through: what was left out, skipped or changed. */
export type ImportWarning = FormatMessage;

export type ImportSuccess = {
  ok: true;
  data: ResumeData;
  warnings: ImportWarning[];
  /** Only the v3 format records whether the resume was public; the caller decides whether to honour it. */
  visibility?: 'public' | 'private';
  /** Word and PDF only: how sure the import is of each field it filled, by path (shared/confidence.ts). */
  confidence?: Record<string, number>;
};

export type ImportFailure = { ok: false; errors: ImportIssue[] };

export type ImportResult = ImportSuccess | ImportFailure;

export type Importer = {
  type: ImportTypeId;
  extension: '.json' | '.zip' | '.docx' | '.pdf';
  /** Never throws: anything unreadable comes back as `{ ok: false }`. */
  parse(input: Uint8Array | string): Promise<ImportResult>;
};

export const failure = (code: MessageCode, path = '', params: MessageParams = {}): ImportFailure => ({
  ok: false,
  errors: [formatMessage(code, path, params)],
});
