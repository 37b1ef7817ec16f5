// Reads an uploaded file with the importer of its type. The same importers run in the browser's Validate step;
// the server repeats the work so an API client gets the same answer (and the same messages) without a browser.
import type { FastifyRequest } from 'fastify';
import { importers, uploadLimitOf, uploadTooLarge, type ImportSuccess, type ImportTypeId } from '@rb/formats';
import { AppError } from '../http/app-error.ts';

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

export async function convertUpload(type: ImportTypeId, bytes: Uint8Array): Promise<ImportSuccess> {
  const result = await importers[type].parse(bytes);
  if (!result.ok) throw new AppError('ValidationError', { issues: result.errors });
  return result;
}
