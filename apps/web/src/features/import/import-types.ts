import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { productName } from '@/lib/product';
// The type list only: importing '@rb/formats' itself would pull every importer into this chunk.
import { importTypeIds, type ImportTypeId } from '@rb/formats/types';

export type ImportTypeOption = {
  id: ImportTypeId;
  name: MessageDescriptor;
  /** What the file input accepts, and what Validate checks the file name against. */
  extension: '.json' | '.zip' | '.docx' | '.pdf';
};

const names: Record<ImportTypeId, MessageDescriptor> = {
  'native-json': msg`${productName} (.json)`,
  'native-v3-json': msg`${productName} v3 (.json)`,
  'json-resume-json': msg`JSON Resume (.json)`,
  'linkedin-data-export-zip': msg`LinkedIn Data Export (.zip)`,
  docx: msg`Word (.docx)`,
  pdf: msg`PDF (.pdf)`,
};

export const importTypeOptions: ImportTypeOption[] = importTypeIds.map((id) => ({
  id,
  name: names[id],
  extension: id === 'docx' ? '.docx' : id === 'pdf' ? '.pdf' : id.endsWith('-zip') ? '.zip' : '.json',
}));

export const importTypeOption = (id: ImportTypeId): ImportTypeOption =>
  importTypeOptions.find((option) => option.id === id)!;

export const isImportType = (value: string): value is ImportTypeId =>
  (importTypeIds as readonly string[]).includes(value);

/** The accept attribute: the extension and the MIME types browsers report for it. */
export const acceptOf = (extension: ImportTypeOption['extension']): string =>
  ({
    '.zip': '.zip,application/zip,application/x-zip-compressed',
    '.docx': '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    '.json': '.json,application/json',
    '.pdf': '.pdf,application/pdf',
  })[extension];

export const hasExtension = (fileName: string, extension: ImportTypeOption['extension']): boolean =>
  fileName.toLowerCase().endsWith(extension);
