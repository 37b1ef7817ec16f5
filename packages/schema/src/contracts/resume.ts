import { z } from 'zod';
import { metadataSchema } from '../resume/metadata.ts';
import { resumeDataSchema } from '../resume/resume-data.ts';
import {
  createResumeSchema,
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

/**
 * What a visitor of /{username}/{slug} gets: only what the public page shows and needs to print and preview
 * (no owner id, lock state, version or notes).
 */
export const publicResumeDto = z.object({
  id: resumeDto.shape.id,
  title: resumeDto.shape.title,
  data: publicResumeDataSchema,
  /** The owner as shown on the public page. */
  user: z.object({ name: z.string(), username: z.string() }),
});
export type PublicResumeDto = z.infer<typeof publicResumeDto>;

/** Rich text as one line of plain text: for descriptions, labels, and telling a document's script or language. */
export const richTextToPlain = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return namedEntities[lower] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** How a public resume is named in the browser tab and in link previews (the page and the server agree). */
export const publicResumePreview = (
  resume: Pick<PublicResumeDto, 'title' | 'user'> & {
    data: { basics: { name: string; headline: string }; sections: { summary: { content: string } } };
  },
): { title: string; description: string } => {
  const name = resume.data.basics.name.trim() || resume.user.name || resume.user.username;
  return {
    title: `${name} — ${resume.title}`,
    description:
      richTextToPlain(resume.data.sections.summary.content).slice(0, 200) ||
      resume.data.basics.headline.trim() ||
      resume.title,
  };
};

/** POST /resume: `sample` fills the new resume with the sample document and picks a free slug itself. */
export const createResumeBody = createResumeSchema.extend({ sample: z.boolean().optional() });
export type CreateResumeBody = z.input<typeof createResumeBody>;

/** PATCH /resume/{id}: the change plus the version it was based on (a stale version answers 409). */
export const updateResumeBody = updateResumeSchema.extend({ version: z.number().int().min(0) });
export type UpdateResumeBody = z.infer<typeof updateResumeBody>;

export const lockResumeBody = z.object({ set: z.boolean() });

/** POST /resume/import: an already converted document; title and slug are made up when missing. */
export const importResumeBody = z.object({
  data: resumeDataSchema,
  title: resumeTitleSchema.optional(),
  slug: resumeSlugSchema.optional(),
  /** The v3 format records whether the resume was public; without it an import is private. */
  visibility: visibilitySchema.optional(),
});
export type ImportResumeBody = z.infer<typeof importResumeBody>;

export const publicResumeParams = z.object({ username: z.string().min(1), slug: z.string().min(1) });

export const dailyStatisticSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
  views: z.number().int().min(0),
  downloads: z.number().int().min(0),
});

/** One share link's own counts, which are also part of the resume's (docs/product.md#share-links). */
export const linkStatisticSchema = z.object({
  id: z.string().min(1),
  label: z.string(),
  views: z.number().int().min(0),
  downloads: z.number().int().min(0),
});
export type LinkStatistic = z.infer<typeof linkStatisticSchema>;

export const statisticsDto = z.object({
  views: z.number().int().min(0).default(0),
  downloads: z.number().int().min(0).default(0),
  daily: z.array(dailyStatisticSchema).optional(),
  /** Each live share link, oldest first. */
  links: z.array(linkStatisticSchema).optional(),
});
export type StatisticsDto = z.infer<typeof statisticsDto>;

export const resumeListResponse = z.array(resumeDto);
