import { z } from 'zod';
import { basicsSchema } from './basics.ts';
import { metadataSchema } from './metadata.ts';
import { sectionsSchema } from './sections.ts';

/** The whole resume document: what is stored in a resume's `data` and what templates render. */
export const resumeDataSchema = z.object({
  basics: basicsSchema.prefault({}),
  sections: sectionsSchema.prefault({}),
  metadata: metadataSchema.prefault({}),
});

export type ResumeData = z.infer<typeof resumeDataSchema>;
/** What may be given to `resumeDataSchema.parse`: any field may be missing. */
export type ResumeDataInput = z.input<typeof resumeDataSchema>;
