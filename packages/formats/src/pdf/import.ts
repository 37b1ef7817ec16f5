/**
 * PDF into a resume (docs/product.md#pdf-import): the text layer the caller read (text-items.ts) is rebuilt into
 * lines and paragraphs (lines.ts, blocks.ts) and read by the mapping Word documents use too
 * (shared/blocks-to-resume.ts). Deterministic: the same file gives the same resume, and every value in it is
 * text of the file.
 */
import { importLimits } from '../limits.ts';
import { resumeFromBlocks } from '../shared/blocks-to-resume.ts';
import { withConfidence } from '../shared/confidence.ts';
import { finish } from '../shared/issues.ts';
import { failure, type ImportResult } from '../types.ts';
import { linesToBlocks } from './blocks.ts';
import { pdfLines } from './lines.ts';
import type { PdfText } from './text-items.ts';

export type { PdfPage, PdfText, PdfTextItem } from './text-items.ts';
export {
  fieldMisses,
  roundTripFields,
  roundTripMisses,
  roundTripResumes,
  type ExpectedField,
} from './round-trip.ts';

export function importPdfText(text: PdfText): ImportResult {
  if (text.pages.length > importLimits.maxPdfPages)
    return failure('pdfTooManyPages', '', { count: text.pages.length, limit: importLimits.maxPdfPages });
  const lines = pdfLines(text.pages);
  // A scan has no text layer, or only a few stray characters a scanner's software put on it.
  const letters = lines.reduce((sum, line) => sum + line.segments.map((s) => s.text).join('').length, 0);
  if (letters < 20) return failure('pdfWithoutText');
  const { data, warnings } = resumeFromBlocks(linesToBlocks(lines));
  return withConfidence(finish(data, warnings));
}
