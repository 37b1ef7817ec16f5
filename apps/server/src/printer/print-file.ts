// Serving a printed file, for every route that hands one out (the resume's own, a share link's): content-addressed,
// so with an ETag (304 without opening the file), its length and one byte range (docs/product.md#instant-downloads).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { byteRange, matchesEtag } from '../http/byte-range.ts';
import type { PrintableResume } from './printer.queries.ts';
import type { PrinterService, PrintKind, ServedFile } from './printer.service.ts';

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

/**
 * The bytes of recently served files, by path. A printed file's name is the hash of what it shows, so a kept copy is
 * never stale; access is checked before a file is looked up here. Kept in memory, a download costs no open, stat or
 * stream (docs/decisions/0014-instant-downloads.md); a PDF is about 100 KB, so 32 MB keeps a few hundred.
 */
const keptFiles = new Map<string, Buffer>();
let keptBytes = 0;
const maxKeptBytes = 32 * 1024 * 1024;
const maxKeptFile = 4 * 1024 * 1024;

async function fileBytes(file: string): Promise<Buffer> {
  const kept = keptFiles.get(file);
  if (kept) {
    // Most recently used last, so the oldest goes first.
    keptFiles.delete(file);
    keptFiles.set(file, kept);
    return kept;
  }
  const bytes = await readFile(file);
  if (bytes.length <= maxKeptFile) {
    keptFiles.set(file, bytes);
    keptBytes += bytes.length;
    for (const [oldest, old] of keptFiles) {
      if (keptBytes <= maxKeptBytes) break;
      keptFiles.delete(oldest);
      keptBytes -= old.length;
    }
  }
  return bytes;
}

/** Whether the printed file can still be sent: kept in memory, or on disk (the print cache may have been cleared). */
export const isServable = (file: string): boolean => keptFiles.has(file) || existsSync(file);

/** Sends a printed file, or answers 304 to a client that has it, or the byte range it asked for. */
export async function sendServedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  served: ServedFile,
  kind: PrintKind,
): Promise<FastifyReply> {
  const etag = `"${served.hash}"`;
  void reply
    .type(contentTypes[kind])
    .header('content-disposition', `inline; filename="${served.name.replace(/[^\w.-]/g, '_')}"`)
    // Content-addressed, but never for shared caches: a private resume's file is private.
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const bytes = await fileBytes(served.file);
  const size = bytes.length;
  const ifRange = request.headers['if-range'];
  const range = byteRange(
    request.headers.range,
    size,
    typeof ifRange === 'string' ? ifRange : undefined,
    etag,
  );
  if (range === 'unsatisfiable') {
    void reply.header('content-range', `bytes */${size}`);
    throw new AppError('RangeNotSatisfiable');
  }
  if (range === 'whole') {
    void reply.header('content-length', size);
    return reply.send(bytes);
  }
  void reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1);
  return reply.send(bytes.subarray(range.start, range.end + 1));
}

/** Streams the resume's current file named `fileName`; any other (an old hash, another resume's) is NotFound. */
export async function sendPrintFile(
  printer: PrinterService,
  request: FastifyRequest,
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
  return sendServedFile(
    request,
    reply,
    { file, hash, name: `${resume.slug || 'resume'}.${extension}` },
    extension,
  );
}
