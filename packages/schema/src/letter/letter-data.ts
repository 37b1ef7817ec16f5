import { z } from 'zod';
import { defaultLetterClosing, letterLimits } from '../constants/letters.ts';
import { basicsSchema } from '../resume/basics.ts';
import { metadataSchema } from '../resume/metadata.ts';

const line = () => z.string().max(letterLimits.line).default('');

export const letterRecipientSchema = z.object({
  name: line(),
  title: line(),
  company: line(),
  /** Several lines, kept as typed. */
  address: z.string().max(letterLimits.address).default(''),
});

/**
 * Where a letter's look comes from (docs/product.md#cover-letters): a resume of the same owner while
 * `fromResumeId` names one that still exists, otherwise its own `metadata` (the resume's at creation, or the
 * defaults). The layout and notes of `metadata` are never used: a letter has one column and no notes.
 */
export const letterDesignSchema = z.object({
  fromResumeId: z.uuid().nullable().default(null),
  metadata: metadataSchema.prefault({}),
});

/** The cover letter document: what is stored in a letter's `data`. */
export const letterDataSchema = z.object({
  /** The sender's header and contacts, shaped like a resume's basics so templates draw them alike. */
  sender: basicsSchema.prefault({}),
  recipient: letterRecipientSchema.prefault({}),
  /** As the user writes it ("12 March 2026"): a letter's date is text, not a calendar value. */
  date: line(),
  subject: line(),
  /** Rich text, sanitised like a resume's on save and on render. */
  body: z.string().max(letterLimits.body).default(''),
  closing: z.string().max(letterLimits.line).default(defaultLetterClosing),
  /** The name under the closing. */
  signature: line(),
  design: letterDesignSchema.prefault({}),
});

export type LetterData = z.infer<typeof letterDataSchema>;
export type LetterDesign = z.infer<typeof letterDesignSchema>;
export type LetterRecipient = z.infer<typeof letterRecipientSchema>;

export const createDefaultLetterData = (): LetterData => letterDataSchema.parse({});
