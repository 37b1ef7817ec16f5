import { z } from 'zod';
import { kebabCase } from '../kebab-case.ts';
import { resumeDataSchema } from '../resume/resume-data.ts';

export const visibilities = ['public', 'private'] as const;
export type Visibility = (typeof visibilities)[number];
export const visibilitySchema = z.enum(visibilities);

export const resumeTitleSchema = z.string().trim().min(1, 'Title is required');

/** Slugs are stored in kebab-case; text that has nothing left after conversion is refused. */
export const resumeSlugSchema = z
  .string()
  .min(1, 'Slug is required')
  .transform(kebabCase)
  .refine((slug) => slug.length > 0, { message: 'Slug must contain letters or digits' });

export const createResumeSchema = z.object({
  title: resumeTitleSchema,
  slug: resumeSlugSchema,
  visibility: visibilitySchema.default('private'),
});

export const updateResumeSchema = z
  .object({
    title: resumeTitleSchema,
    slug: resumeSlugSchema,
    visibility: visibilitySchema,
    data: resumeDataSchema,
  })
  .partial();

export type CreateResumeInput = z.input<typeof createResumeSchema>;
export type CreateResume = z.output<typeof createResumeSchema>;
export type UpdateResume = z.output<typeof updateResumeSchema>;
