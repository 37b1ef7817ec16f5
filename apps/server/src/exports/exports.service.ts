// A resume as a file of another format. Who may have it, and whether it counts as a download, follows the
// printer's rule (printer.service.ts): the owner, or anybody while the resume is public.
import { resumeFileFormats, resumeFileName } from '@rb/formats';
import { resumeDataSchema, type ExportFormatId, type ResumeData } from '@rb/schema';
import type { PrintableResume } from '../printer/printer.queries.ts';
import { AppError } from '../http/app-error.ts';
import { resumeVersion } from '../resumes/resume-language.ts';

export type ExportedFile = { body: Buffer; mimeType: string; fileName: string };

/** The owner's file holds the whole document; anyone else's leaves out the private notes, as the public page does. */
const exportedData = (resume: PrintableResume, viewerId: string | undefined): ResumeData => {
  const parsed = resumeDataSchema.safeParse(resume.data);
  if (!parsed.success) throw new AppError('SomethingWentWrong');
  if (resume.userId === viewerId) return parsed.data;
  return { ...parsed.data, metadata: { ...parsed.data.metadata, notes: '' } };
};

export async function exportResume(
  resume: PrintableResume,
  format: ExportFormatId,
  viewerId: string | undefined,
  origin: string,
  options: { lang?: string } = {},
): Promise<ExportedFile> {
  const file = resumeFileFormats[format];
  const data = exportedData(resume, viewerId);
  // The product's own JSON keeps every version unless one is asked for; the other formats hold one language.
  const exported =
    format === 'json' && options.lang === undefined ? data : resumeVersion(data, options.lang).data;
  const { body } = await file.make(exported, { origin });
  return {
    body: typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body),
    mimeType: file.mimeType,
    fileName: resumeFileName(resume.slug, format),
  };
}
