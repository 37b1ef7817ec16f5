// The upload of an import call, read from the request so that the service converts plain bytes.
import type { FastifyRequest } from 'fastify';
import { uploadLimitOf, uploadTooLarge, type ImportTypeId } from '@rb/formats';
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
