// Converts an uploaded file's bytes with the importer of its type (the route reads the upload, read-upload.ts).
// The same importers run in the browser's Validate step; the server repeats the work so an API client gets the
// same answer (and the same messages) without a browser.
import {
  formatMessage,
  importLimits,
  importers,
  isServerImport,
  type ImportResult,
  type ImportSuccess,
  type ImportTypeId,
  type MessageParams,
} from '@rb/formats';
import { importPdfText } from '@rb/formats/pdf';
import { AppError } from '../http/app-error.ts';
import { PdfRefused, readPdfText } from './pdf-reader.ts';

/** A PDF is read here and mapped by `@rb/formats/pdf`; refusals come back as the other importers' do. */
async function convertPdf(bytes: Uint8Array): Promise<ImportResult> {
  try {
    return importPdfText(await readPdfText(bytes));
  } catch (error) {
    if (!(error instanceof PdfRefused)) throw error;
    const params: MessageParams =
      error.reason === 'pdfTooManyPages' ? { count: error.pages, limit: importLimits.maxPdfPages } : {};
    return { ok: false, errors: [formatMessage(error.reason, '', params)] };
  }
}

export async function convertUpload(type: ImportTypeId, bytes: Uint8Array): Promise<ImportSuccess> {
  const result = isServerImport(type) ? await convertPdf(bytes) : await importers[type].parse(bytes);
  if (!result.ok) throw new AppError('ValidationError', { issues: result.errors });
  return result;
}
