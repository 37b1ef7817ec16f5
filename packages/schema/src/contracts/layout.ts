/**
 * What the print knows about a resume's pages: fitting it to a number of sheets, and reading the printed PDF
 * back the way an applicant tracking system does.
 */
import { z } from 'zod';
import { fitPages } from '../constants/page.ts';

/** POST /resume/:id/fit: fit the resume to this many sheets; `version` as for an update. */
export const fitResumeBody = z.object({
  pages: z.number().int().min(fitPages.min).max(fitPages.max),
  version: z.number().int().min(0),
});
export type FitResumeBody = z.infer<typeof fitResumeBody>;

/** Why a field did not come back from the PDF. */
export const readbackReasons = ['split', 'order', 'customCss', 'image'] as const;
export type ReadbackReason = (typeof readbackReasons)[number];

export const readbackFieldSchema = z.object({
  /** Where the text lives in the document, e.g. `sections.experience.items.0.company`. */
  path: z.string(),
  text: z.string(),
  found: z.boolean(),
  /** The printed page it was found on (1-based); null when not found. */
  page: z.number().int().min(1).nullable(),
  /**
   * Why it was not found: broken across lines (`split`), its words out of reading order (`order`), hidden by the
   * resume's custom CSS (`customCss`), or not in the text at all, drawn as an image or not drawn (`image`).
   */
  reason: z.enum(readbackReasons).optional(),
});
export type ReadbackField = z.infer<typeof readbackFieldSchema>;

/** GET /resume/:id/check: the share of fields read back from the PDF as printed now, and each field. */
export const readbackResponse = z.object({
  score: z.number().min(0).max(1),
  pages: z.number().int().min(1),
  fields: z.array(readbackFieldSchema),
});
export type ReadbackResponse = z.infer<typeof readbackResponse>;
