// Reads an uploaded file with the importer of its type. The same importers run in the browser's Validate step;
// the server repeats the work so an API client gets the same answer (and the same messages) without a browser.
import type { FastifyRequest } from 'fastify';
import {
  formatMessage,
  importLimits,
  importers,
  isServerImport,
  uploadLimitOf,
  uploadTooLarge,
  type ImportResult,
  type ImportSuccess,
  type ImportTypeId,
  type MessageParams,
} from '@rb/formats';
import { importPdfText } from '@rb/formats/pdf';
import { AppError } from '../http/app-error.ts';
import { PdfRefused, readPdfText } from './pdf-reader.ts';

/**
 * The bytes of the multipart field `file`. The app-wide multipart limit is below the 20 MB a LinkedIn archive
 * may take, so each type sets its own; past it the answer is 413 with the importer's own limit message.
 */
export async function readUpload(request: FastifyRequest, type: ImportTypeId): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: uploadLimitOf(type), files: 1, fields: 5 } });
  if (!part || part.fieldname !== 'file')
    throw new AppError('ValidationError', {
      issues: [{ path: 'file', message: 'Choose a file to import.' }],
    });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PayloadTooLarge', { issues: uploadTooLarge(type).errors });
    throw error;
  }
}

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
