// A letter as a file: the PDF comes from the resume printer (the letter drawn as a resume document,
// docs/decisions/0013-letters-print-as-resume-documents.md), the Word file from the formats package.
import { exportLetterDocx } from '@rb/formats';
import { kebabCase, letterDataSchema, letterToResumeData, type LetterExportFormatId } from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import type { PrintableResume } from '../printer/printer.queries.ts';
import { printerOf } from '../printer/printer.service.ts';
import { letterDesign } from './letters.service.ts';
import { ownerLocale, type LetterRow } from './letters.queries.ts';

export type LetterFile = { body: Buffer; mimeType: string; fileName: string };

const mimeTypes: Record<LetterExportFormatId, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export async function letterFile(
  deps: AppDeps,
  letter: LetterRow,
  format: LetterExportFormatId,
): Promise<LetterFile> {
  const parsed = letterDataSchema.safeParse(letter.data);
  if (!parsed.success) throw new AppError('SomethingWentWrong');
  const design = await letterDesign(deps.db, letter.userId, parsed.data);
  const fileName = `${kebabCase(letter.title) || 'cover-letter'}.${format}`;
  if (format === 'docx') {
    const body = Buffer.from(await exportLetterDocx(parsed.data, design));
    return { body, mimeType: mimeTypes.docx, fileName };
  }
  // The printer caches by content under the letter's own id, and removes the files with the letter.
  const printable: PrintableResume = {
    id: letter.id,
    userId: letter.userId,
    title: letter.title,
    slug: kebabCase(letter.title),
    data: letterToResumeData(parsed.data, design),
    visibility: 'private',
    version: letter.version,
    updatedAt: letter.updatedAt,
    ownerLocale: await ownerLocale(deps.db, letter.userId),
  };
  return { body: await printerOf(deps).pdf(printable), mimeType: mimeTypes.pdf, fileName };
}
