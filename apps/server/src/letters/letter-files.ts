// A letter as a file: the PDF comes from the resume printer (the letter drawn as a resume document,
// docs/decisions/0013-letters-print-as-resume-documents.md), the Word file from the formats package. The same
// resume document is what a letter's public page and share links show (docs/decisions/0024-letters-share-like-resumes.md).
import { exportLetterDocx } from '@rb/formats';
import {
  kebabCase,
  letterDataSchema,
  letterToResumeData,
  publicResumeDto,
  type LetterData,
  type LetterExportFormatId,
  type PublicResumeDto,
  type ResumeData,
} from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { PrintableResume } from '../printer/printer.queries.ts';
import { letterDesign } from './letters.service.ts';
import { ownerLocale, type LetterRow } from './letters.queries.ts';

export type LetterFile = { body: Buffer; mimeType: string; fileName: string };

const mimeTypes: Record<LetterExportFormatId, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const letterDataOf = (letter: LetterRow): LetterData => {
  const parsed = letterDataSchema.safeParse(letter.data);
  if (!parsed.success) throw new AppError('SomethingWentWrong');
  return parsed.data;
};

/** The letter drawn as a resume document, with the design it follows. */
export async function letterAsResume(db: Db, letter: LetterRow): Promise<ResumeData> {
  const data = letterDataOf(letter);
  return letterToResumeData(data, await letterDesign(db, letter.userId, data));
}

/**
 * The letter as the printer takes it: under the letter's own id, so the printer caches by content and the files
 * go with the letter. `locale` is the owner's when the caller has it at hand.
 */
export async function printableLetter(db: Db, letter: LetterRow, locale?: string): Promise<PrintableResume> {
  return {
    id: letter.id,
    userId: letter.userId,
    title: letter.title,
    slug: letter.slug,
    data: await letterAsResume(db, letter),
    visibility: letter.visibility,
    version: letter.version,
    updatedAt: letter.updatedAt,
    ownerLocale: locale ?? (await ownerLocale(db, letter.userId)),
  };
}

/** What a visitor of the letter's public page or share link gets: the public resume shape of its document. */
export async function publicLetterDto(
  db: Db,
  letter: LetterRow,
  user: { name: string; username: string },
): Promise<PublicResumeDto> {
  return publicResumeDto.parse({
    id: letter.id,
    title: letter.title,
    data: await letterAsResume(db, letter),
    user: { name: user.name, username: user.username },
  });
}

export async function letterFile(
  deps: AppDeps,
  letter: LetterRow,
  format: LetterExportFormatId,
): Promise<LetterFile> {
  const fileName = `${kebabCase(letter.title) || 'cover-letter'}.${format}`;
  if (format === 'docx') {
    const data = letterDataOf(letter);
    const design = await letterDesign(deps.db, letter.userId, data);
    const body = Buffer.from(await exportLetterDocx(data, design));
    return { body, mimeType: mimeTypes.docx, fileName };
  }
  const printable = await printableLetter(deps.db, letter);
  return { body: await deps.printer.pdf(printable), mimeType: mimeTypes.pdf, fileName };
}
