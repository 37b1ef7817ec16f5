// Serving a printed file, for every route that hands one out (the resume's own, a share link's).
import { createReadStream, existsSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import type { PrintableResume } from './printer.queries.ts';
import type { PrinterService, PrintKind } from './printer.service.ts';

/** `<hash>.<pdf|webp>`: the file's name in its URL. */
export const printFileName = z.string().regex(/^[0-9a-f]{64}\.(pdf|webp)$/);

const contentTypes: Record<PrintKind, string> = { pdf: 'application/pdf', webp: 'image/webp' };

/**
 * Browsers show a PDF in their own viewer, which the app's page policy (object-src 'none') would block; a PDF
 * runs no script of ours, so it goes without that policy. For a route's `onSend`.
 */
export const pdfWithoutPagePolicy = async (_request: FastifyRequest, reply: FastifyReply) => {
  if (String(reply.getHeader('content-type')).startsWith('application/pdf'))
    reply.removeHeader('content-security-policy');
};

/** Streams the resume's current file named `fileName`; any other (an old hash, another resume's) is NotFound. */
export async function sendPrintFile(
  printer: PrinterService,
  reply: FastifyReply,
  resume: PrintableResume,
  fileName: string,
): Promise<FastifyReply> {
  const [hash, extension] = fileName.split('.') as [string, PrintKind];
  if (printer.currentHash(resume, extension) !== hash) throw new AppError('NotFound');
  // The cache may have been cleared since the URL was handed out.
  await printer.render(resume, extension);
  const file = printer.filePath(resume, hash, extension);
  if (!existsSync(file)) throw new AppError('NotFound');
  const name = `${resume.slug || 'resume'}.${extension}`;
  void reply
    .type(contentTypes[extension])
    .header('content-disposition', `inline; filename="${name.replace(/[^\w.-]/g, '_')}"`)
    // Content-addressed, but never for shared caches: a private resume's file is private.
    .header('cache-control', 'private, max-age=31536000, immutable');
  return reply.send(createReadStream(file));
}
