import type { ImportMessage } from '@rb/schema';

/** The import messages of docs/product.md#messages, word for word. They are shown as they are, in every language. */
export const importMessages = {
  invalidJson: 'Failed to parse JSON',
  unreadable: 'Failed to read the file',
  emptyZip: 'ParserError: There were no files found inside the zip archive.',
  isoDate: 'ISO8601 Date Format',
} as const;

/**
 * The English text of every message a converter gives, by code; `{name}` stands for a parameter. The app
 * shows each code in the user's language (apps/web/src/features/import/format-messages.ts) and API clients
 * read the English `message`. A parameter named `bytes` is a size, written in megabytes.
 */
export const englishMessages = {
  ...importMessages,

  // Limits (limits.ts).
  fileTooLarge: 'The file is too large: the limit is {bytes}.',
  archiveTooLarge: 'The archive is too large: the limit is {bytes}.',
  tooManyEntries: 'The archive holds too many files: the limit is {count}.',
  unpackedTooLarge: 'The archive unpacks to more than {bytes}.',
  entryTooLarge: 'The file {name} inside the archive is larger than {bytes}.',
  documentTooLarge: 'The converted resume would be larger than {bytes}.',

  // The whole file.
  notAResume: 'The file does not hold a resume: expected an object with basics, sections and metadata.',
  partMissing: '{part} is required',
  notAWordDocument: 'The file is not a Word document (.docx).',
  notAPdf: 'The file is not a PDF.',
  pdfWithoutText:
    'The PDF has no text to read: it looks scanned. Export it from the program that made it, or run text recognition first.',
  pdfTooManyPages: 'The PDF has {count} pages: the limit is {limit}.',
  noLinkedInFiles: 'No LinkedIn export files were found in the archive. Expected CSV files named {files}.',

  // One field of the file, from a format's rules or the resume schema.
  invalidUrl: 'enter a valid url',
  invalidEmail: 'enter a valid email',
  required: '{field} is required',
  wrongType: 'Expected {expected}',
  notOneOf: 'Expected one of: {options}',
  tooSmall: 'Must be at least {minimum}',
  tooBig: 'Must be at most {maximum}',
  invalid: 'Invalid value',

  // Warnings: imported, with something changed or left out.
  leftOut: '{path} has no place in the resume and was left out.',
  notInFormat: '{key} is not part of the JSON Resume format and was left out.',
  skipped: '{path} was skipped: it has no {field}.',
  linkLeftOut: '{path}: "{value}" is not a valid URL and was left out.',
  emailLeftOut: '{path}: "{value}" is not an email address and was left out.',
  templateMissing: 'The template "{template}" does not exist here; the default is used.',
  sectionAsCustom: '{path} ("{name}") is a second {kind} section; it was imported as a custom section.',
  rowSkipped: '{file} row {row} was skipped: {column} is empty.',
  rowEmailSkipped: '{file} row {row} was skipped: {column} "{value}" is not an email address.',
  rowNotYesNo: '{file} row {row}: {column} is "{value}", not Yes or No; read as No.',
  rowLinkLeftOut: '{file} row {row}: {column} "{value}" is not a valid URL and was left out.',
  rowWithoutLink: '{file} row {row} has no {column}; it was imported without a link.',
  rowMalformed: '{file} row {row} is not well-formed CSV; what could be read was kept.',
  columnLeftOut: '{file}: {column} has no place in the resume and was left out.',
  columnsMissing: 'Columns missing from {file}: {columns}. They were read as empty.',

  // Export warnings: what the resume holds that the other format has no field for.
  exportLeftOut: '{path} ({name}) has no place in JSON Resume and was left out.',
  exportDateLeftOut: '{path} ({name}): "{value}" is not a date JSON Resume can hold and was left out.',
} as const;

export type MessageCode = keyof typeof englishMessages;
export type MessageParams = Record<string, string | number>;

/** A converter's message: code, parameters, English text (the `ImportMessage` contract of @rb/schema). */
export type FormatMessage = ImportMessage & { code: MessageCode };

/** The codes whose wording docs/product.md#messages fixes: shown verbatim, never translated. */
export const verbatimCodes: ReadonlySet<MessageCode> = new Set(Object.keys(importMessages) as MessageCode[]);

export const formatMegabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The English text of a code with its parameters (`path` included, for the messages that name it). */
export const renderMessage = (code: MessageCode, params: MessageParams = {}): string =>
  englishMessages[code].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return name === 'bytes' && typeof value === 'number' ? formatMegabytes(value) : String(value);
  });

/** A message for `path` ('' for the whole file). */
export const formatMessage = (code: MessageCode, path = '', params: MessageParams = {}): FormatMessage => ({
  code,
  path,
  params,
  message: renderMessage(code, { path, ...params }),
});
