/** Read-only lists the app shows: languages, contributors, fonts. */
import { z } from 'zod';
import { fontCategories } from '../constants/fonts.ts';

export const languageDto = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  editorCode: z.string(),
  locale: z.string().min(1),
  /** Translated share in percent, 0–100. */
  progress: z.number().min(0).max(100),
});
export type LanguageDto = z.infer<typeof languageDto>;

export const contributorDto = z.object({
  name: z.string(),
  avatar: z.string(),
  url: z.string(),
});
export type ContributorDto = z.infer<typeof contributorDto>;

const weights = ['100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export const fontVariants = [
  'regular',
  'italic',
  ...weights,
  ...weights.map((weight) => `${weight}italic` as const),
] as const;
export const fontVariantSchema = z.enum(fontVariants);

export const fontCatalogueEntry = z.object({
  family: z.string().min(1),
  category: z.enum(fontCategories),
  subsets: z.array(z.string()),
  variants: z.array(fontVariantSchema),
  /** Variant → address of the font file (served by the app). */
  files: z.record(z.string(), z.string()),
});
export type FontCatalogueEntry = z.infer<typeof fontCatalogueEntry>;
