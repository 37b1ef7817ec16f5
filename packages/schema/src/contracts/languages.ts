import { z } from 'zod';
import { resumeLanguageTagSchema } from '../resume/languages.ts';

/**
 * `?lang=` of the print, preview, export and public-page calls: which language version of the resume
 * (docs/product.md#resume-languages). Absent: the first.
 */
export const resumeLanguageQuery = z.object({ lang: resumeLanguageTagSchema.optional() });
export type ResumeLanguageQuery = z.infer<typeof resumeLanguageQuery>;
