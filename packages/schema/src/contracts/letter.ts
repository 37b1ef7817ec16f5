import { z } from 'zod';
import { letterDataSchema } from '../letter/letter-data.ts';
import { resumeTitleSchema } from '../validation/resume.ts';
import { dateTimeSchema } from './common.ts';

export const letterDto = z.object({
  id: z.string().min(1),
  title: z.string(),
  data: letterDataSchema,
  locked: z.boolean().default(false),
  /** Grows by one on every saved change; edits name the version they were based on, as resumes do. */
  version: z.number().int().min(0),
  userId: z.string().min(1),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type LetterDto = z.infer<typeof letterDto>;

export const letterListResponse = z.array(letterDto);

/**
 * POST /letter: a blank letter, or with `fromResumeId` one whose sender, design and signature come from that
 * resume of the same owner.
 */
export const createLetterBody = z.object({
  title: resumeTitleSchema.pipe(z.string().max(255)),
  fromResumeId: z.uuid().optional(),
});
export type CreateLetterBody = z.infer<typeof createLetterBody>;

/** PATCH /letter/{id}: the changed fields plus the version they were based on (a stale version answers 409). */
export const updateLetterBody = z.object({
  title: resumeTitleSchema.pipe(z.string().max(255)).optional(),
  data: letterDataSchema.optional(),
  version: z.number().int().min(0),
});
export type UpdateLetterBody = z.infer<typeof updateLetterBody>;

/** The files GET /letter/{id}/export/{format} answers. */
export const letterExportFormatIds = ['pdf', 'docx'] as const;
export type LetterExportFormatId = (typeof letterExportFormatIds)[number];
export const exportLetterParams = z.object({ id: z.string().min(1), format: z.enum(letterExportFormatIds) });
