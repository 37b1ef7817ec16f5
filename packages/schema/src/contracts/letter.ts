import { z } from 'zod';
import { letterDataSchema } from '../letter/letter-data.ts';
import { resumeSlugSchema, resumeTitleSchema, visibilitySchema } from '../validation/resume.ts';
import { dateTimeSchema } from './common.ts';

export const letterDto = z.object({
  id: z.string().min(1),
  title: z.string(),
  /** Unique among the owner's letters; a public letter is shown at /{username}/letter/{slug}. */
  slug: z.string(),
  visibility: visibilitySchema,
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
  /** Absent: made from the title, with a number added when the owner has a letter by that slug already. */
  slug: resumeSlugSchema.optional(),
});
export type CreateLetterBody = z.input<typeof createLetterBody>;

/** PATCH /letter/{id}: the changed fields plus the version they were based on (a stale version answers 409). */
export const updateLetterBody = z.object({
  title: resumeTitleSchema.pipe(z.string().max(255)).optional(),
  slug: resumeSlugSchema.optional(),
  visibility: visibilitySchema.optional(),
  data: letterDataSchema.optional(),
  version: z.number().int().min(0),
});
export type UpdateLetterBody = z.infer<typeof updateLetterBody>;

/** The files GET /letter/{id}/export/{format} answers. */
export const letterExportFormatIds = ['pdf', 'docx'] as const;
export type LetterExportFormatId = (typeof letterExportFormatIds)[number];
export const exportLetterParams = z.object({ id: z.string().min(1), format: z.enum(letterExportFormatIds) });

/** A public letter's address: /{username}/letter/{slug}, beside the resumes' /{username}/{slug}. */
export const publicLetterParams = z.object({ username: z.string().min(1), slug: z.string().min(1) });
