// The converters' messages (packages/formats) in the user's language. A message arrives as a code with
// parameters; its English text is the source of the Lingui message here, placeholder for placeholder, so the
// catalogs translate it like any other string. The wording docs/product.md#messages fixes is shown verbatim.
import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
// Types and the small message table only: the importers themselves load with the first Validate.
import type { ImportMessage } from '@rb/schema';
import { verbatimCodes, type MessageCode } from '@rb/formats/messages';

/** Every parameter a message may name; one the converter did not give reads as empty. */
const parameterNames = [
  'path',
  'bytes',
  'count',
  'name',
  'part',
  'files',
  'field',
  'expected',
  'options',
  'minimum',
  'maximum',
  'key',
  'value',
  'template',
  'file',
  'row',
  'column',
  'columns',
  'kind',
  'limit',
] as const;
type Values = Record<(typeof parameterNames)[number], string>;
type Translatable = Exclude<MessageCode, 'invalidJson' | 'unreadable' | 'emptyZip' | 'isoDate'>;

const descriptors: Record<Translatable, (values: Values) => MessageDescriptor> = {
  fileTooLarge: ({ bytes }) => msg`The file is too large: the limit is ${bytes}.`,
  archiveTooLarge: ({ bytes }) => msg`The archive is too large: the limit is ${bytes}.`,
  tooManyEntries: ({ count }) => msg`The archive holds too many files: the limit is ${count}.`,
  unpackedTooLarge: ({ bytes }) => msg`The archive unpacks to more than ${bytes}.`,
  entryTooLarge: ({ name, bytes }) => msg`The file ${name} inside the archive is larger than ${bytes}.`,
  documentTooLarge: ({ bytes }) => msg`The converted resume would be larger than ${bytes}.`,

  notAResume: () =>
    msg`The file does not hold a resume: expected an object with basics, sections and metadata.`,
  partMissing: ({ part }) => msg`${part} is required`,
  notAWordDocument: () => msg`The file is not a Word document (.docx).`,
  notAPdf: () => msg`The file is not a PDF.`,
  pdfWithoutText: () =>
    msg`The PDF has no text to read: it looks scanned. Export it from the program that made it, or run text recognition first.`,
  pdfTooManyPages: ({ count, limit }) => msg`The PDF has ${count} pages: the limit is ${limit}.`,
  noLinkedInFiles: ({ files }) =>
    msg`No LinkedIn export files were found in the archive. Expected CSV files named ${files}.`,

  invalidUrl: () => msg`enter a valid url`,
  invalidEmail: () => msg`enter a valid email`,
  required: ({ field }) => msg`${field} is required`,
  wrongType: ({ expected }) => msg`Expected ${expected}`,
  notOneOf: ({ options }) => msg`Expected one of: ${options}`,
  tooSmall: ({ minimum }) => msg`Must be at least ${minimum}`,
  tooBig: ({ maximum }) => msg`Must be at most ${maximum}`,
  invalid: () => msg`Invalid value`,

  leftOut: ({ path }) => msg`${path} has no place in the resume and was left out.`,
  notInFormat: ({ key }) => msg`${key} is not part of the JSON Resume format and was left out.`,
  skipped: ({ path, field }) => msg`${path} was skipped: it has no ${field}.`,
  linkLeftOut: ({ path, value }) => msg`${path}: "${value}" is not a valid URL and was left out.`,
  emailLeftOut: ({ path, value }) => msg`${path}: "${value}" is not an email address and was left out.`,
  templateMissing: ({ template }) =>
    msg`The template "${template}" does not exist here; the default is used.`,
  sectionAsCustom: ({ path, name, kind }) =>
    msg`${path} ("${name}") is a second ${kind} section; it was imported as a custom section.`,
  rowSkipped: ({ file, row, column }) => msg`${file} row ${row} was skipped: ${column} is empty.`,
  rowEmailSkipped: ({ file, row, column, value }) =>
    msg`${file} row ${row} was skipped: ${column} "${value}" is not an email address.`,
  rowNotYesNo: ({ file, row, column, value }) =>
    msg`${file} row ${row}: ${column} is "${value}", not Yes or No; read as No.`,
  rowLinkLeftOut: ({ file, row, column, value }) =>
    msg`${file} row ${row}: ${column} "${value}" is not a valid URL and was left out.`,
  rowWithoutLink: ({ file, row, column }) =>
    msg`${file} row ${row} has no ${column}; it was imported without a link.`,
  rowMalformed: ({ file, row }) =>
    msg`${file} row ${row} is not well-formed CSV; what could be read was kept.`,
  columnLeftOut: ({ file, column }) => msg`${file}: ${column} has no place in the resume and was left out.`,
  columnsMissing: ({ file, columns }) =>
    msg`Columns missing from ${file}: ${columns}. They were read as empty.`,

  exportLeftOut: ({ path, name }) => msg`${path} (${name}) has no place in JSON Resume and was left out.`,
  exportDateLeftOut: ({ path, name, value }) =>
    msg`${path} (${name}): "${value}" is not a date JSON Resume can hold and was left out.`,
};

/** A size in the reader's number format: sizes arrive in bytes and are shown in megabytes. */
const megabytes = (bytes: number) =>
  i18n.number(Math.round((bytes / 1024 / 1024) * 10) / 10, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });

/** The Lingui message of a code with its values, or undefined for the verbatim and unknown codes. */
export const formatMessageDescriptor = (
  message: Pick<ImportMessage, 'code' | 'path' | 'params'>,
): MessageDescriptor | undefined => {
  const code = message.code as MessageCode;
  if (verbatimCodes.has(code) || !Object.prototype.hasOwnProperty.call(descriptors, code)) return undefined;
  const values = Object.fromEntries(parameterNames.map((name) => [name, ''])) as Values;
  values.path = message.path;
  for (const name of parameterNames) {
    const value = message.params[name];
    if (typeof value === 'string') values[name] = value;
    else if (typeof value === 'number')
      values[name] = name === 'bytes' ? megabytes(value) : i18n.number(value);
  }
  return descriptors[code as Translatable](values);
};

/**
 * A converter's message in the user's language (the fixed wording of docs/product.md#messages and unknown codes as they came). A
 * message not yet in the active catalog is the English source with its values filled in here: Lingui compiles
 * catalogs at build time and would show a raw source's `{placeholders}` as they are.
 */
export const translateFormatMessage = (message: ImportMessage): string => {
  const descriptor = formatMessageDescriptor(message);
  if (!descriptor) return message.message;
  if (descriptor.id && i18n.messages[descriptor.id] !== undefined) return i18n._(descriptor);
  const values = (descriptor.values ?? {}) as Record<string, unknown>;
  return (descriptor.message ?? message.message).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
};
