import { z } from 'zod';
import { metadataSchema } from '../resume/metadata.ts';
import { resumeDataSchema } from '../resume/resume-data.ts';
import {
  resumeSlugSchema,
  resumeTitleSchema,
  updateResumeSchema,
  visibilitySchema,
} from '../validation/resume.ts';
import { dateTimeSchema } from './common.ts';

export const resumeDto = z.object({
  id: z.string().min(1),
  title: z.string(),
  slug: z.string(),
  data: resumeDataSchema,
  visibility: visibilitySchema,
  locked: z.boolean().default(false),
  /** Grows by one on every saved change; edits name the version they were based on. */
  version: z.number().int().min(0),
  userId: z.string().min(1),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type ResumeDto = z.infer<typeof resumeDto>;

/** The document as anyone may see it: the owner's private notes are stripped by parsing. */
export const publicResumeDataSchema = resumeDataSchema.extend({
  metadata: metadataSchema.omit({ notes: true }).prefault({}),
});
export type PublicResumeData = z.infer<typeof publicResumeDataSchema>;

export const publicResumeDto = resumeDto.omit({ data: true, version: true }).extend({
  data: publicResumeDataSchema,
  /** The owner as shown on the public page. */
  user: z.object({ name: z.string(), username: z.string() }).optional(),
});
export type PublicResumeDto = z.infer<typeof publicResumeDto>;

/** PATCH /resume/{id}: the change plus the version it was based on (a stale version answers 409). */
export const updateResumeBody = updateResumeSchema.extend({ version: z.number().int().min(0) });
export type UpdateResumeBody = z.infer<typeof updateResumeBody>;

export const lockResumeBody = z.object({ set: z.boolean() });

/** POST /resume/import: an already converted document; title and slug are made up when missing. */
export const importResumeBody = z.object({
  data: resumeDataSchema,
  title: resumeTitleSchema.optional(),
  slug: resumeSlugSchema.optional(),
});
export type ImportResumeBody = z.infer<typeof importResumeBody>;

export const publicResumeParams = z.object({ username: z.string().min(1), slug: z.string().min(1) });

export const dailyStatisticSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
  views: z.number().int().min(0),
  downloads: z.number().int().min(0),
});

export const statisticsDto = z.object({
  views: z.number().int().min(0).default(0),
  downloads: z.number().int().min(0).default(0),
  daily: z.array(dailyStatisticSchema).optional(),
});
export type StatisticsDto = z.infer<typeof statisticsDto>;

export const resumeListResponse = z.array(resumeDto);
