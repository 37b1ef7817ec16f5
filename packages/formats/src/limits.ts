import { maxImportedDocumentBytes } from '@rb/schema';

/** Upper bounds on what an import may ask of the browser or the server (docs/product.md#security-baseline: zip bombs refused). */
export const importLimits = Object.freeze({
  /** Any single file: the uploaded one, and each file inside an archive once unpacked. */
  maxFileBytes: 5 * 1024 * 1024,
  /** An uploaded archive (a LinkedIn export holds more than the files that are read from it). */
  maxArchiveBytes: 20 * 1024 * 1024,
  /** The sum of the unpacked sizes of the files read from an archive: declared ones checked first, real ones counted. */
  maxUnpackedBytes: 20 * 1024 * 1024,
  maxZipEntries: 200,
  /** An uploaded PDF, and the pages read from it (docs/product.md#pdf-import). */
  maxPdfBytes: 10 * 1024 * 1024,
  maxPdfPages: 20,
  /** The converted document as compact JSON: what POST /resume/import takes (one number, in @rb/schema). */
  maxDocumentBytes: maxImportedDocumentBytes,
});
