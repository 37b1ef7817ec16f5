/**
 * Word documents (.docx) into a resume. mammoth reads the document into HTML (headings, paragraphs, lists, links,
 * bold and italics; pictures are never read); that HTML is read into blocks (shared/rich-blocks.ts) and walked
 * once by the mapping Word and PDF share (shared/blocks-to-resume.ts). Anything that finds no place is named in the warnings.
 */
import mammoth from 'mammoth';
import type { ResumeData } from '@rb/schema';
import { importLimits } from '../limits.ts';
import { listZip, ZipRefused } from '../linkedin/zip.ts';
import { formatMessage } from '../messages.ts';
import { resumeFromBlocks } from '../shared/blocks-to-resume.ts';
import { withConfidence } from '../shared/confidence.ts';
import { finish, guard } from '../shared/issues.ts';
import { htmlToBlocks } from '../shared/rich-blocks.ts';
import { failure, type ImportResult, type ImportWarning, type Importer } from '../types.ts';

export const fromDocxHtml = (html: string): { data: ResumeData; warnings: ImportWarning[] } =>
  resumeFromBlocks(htmlToBlocks(html));

/** Refuses an archive that declares too many entries or too much content before mammoth inflates any of it. */
const checkArchive = (bytes: Uint8Array): ImportResult | undefined => {
  try {
    const entries = listZip(bytes);
    const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
    if (declared > importLimits.maxUnpackedBytes)
      return failure('unpackedTooLarge', '', { bytes: importLimits.maxUnpackedBytes });
    if (!entries.some((entry) => entry.name === 'word/document.xml')) return failure('notAWordDocument');
    return undefined;
  } catch (error) {
    if (error instanceof ZipRefused) return { ok: false, errors: [error.issue] };
    return failure('unreadable');
  }
};

export const importDocx = async (input: Uint8Array | string): Promise<ImportResult> => {
  if (typeof input === 'string') return failure('unreadable');
  if (input.byteLength > importLimits.maxArchiveBytes)
    return failure('archiveTooLarge', '', { bytes: importLimits.maxArchiveBytes });
  const refused = checkArchive(input);
  if (refused) return refused;
  const buffer = input.buffer.slice(input.byteOffset, input.byteOffset + input.byteLength) as ArrayBuffer;
  const { value } = await mammoth.convertToHtml(
    // Node's mammoth reads `buffer`, the browser build `arrayBuffer`.
    { buffer: input, arrayBuffer: buffer } as unknown as { arrayBuffer: ArrayBuffer },
    {
      styleMap: ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => p:fresh"],
      externalFileAccess: false,
      ignoreEmptyParagraphs: true,
      // Pictures are never read: a resume here takes its picture from an upload.
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    },
  );
  const { data, warnings } = fromDocxHtml(value);
  if (/<img\b/i.test(value)) warnings.push(formatMessage('leftOut', 'pictures'));
  return withConfidence(finish(data, warnings));
};

export const docxImporter: Importer = {
  type: 'docx',
  extension: '.docx',
  parse: (input) => guard(() => importDocx(input as Uint8Array)),
};
