import { z } from 'zod';
import { fontSize, lineHeight, pageFormatIds, pageMargin, pageSpacing } from '../constants/page.ts';
import { templateIds } from '../constants/templates.ts';
import { hexColourPattern } from '../constants/theme.ts';
import { createDefaultLayout, metadataDefaults } from './defaults.ts';
import { resumeLanguagesSchema, translationsSchema } from './languages.ts';

const hexColour = (fallback: string) =>
  z.string().regex(hexColourPattern, 'enter a hex colour such as #dc2626').default(fallback);

export const templateIdSchema = z.enum(templateIds).default(metadataDefaults.template);

/** Pages → columns → section ids (custom sections as `custom.<id>`). */
export const layoutSchema = z.array(z.array(z.array(z.string()))).default(createDefaultLayout);

const { page, theme, typography } = metadataDefaults;

export const pageSchema = z.object({
  margin: z.number().min(pageMargin.min).max(pageMargin.max).default(page.margin),
  spacing: z.number().min(pageSpacing.min).max(pageSpacing.max).default(page.spacing),
  format: z.enum(pageFormatIds).default(page.format),
  options: z
    .object({
      breakLine: z.boolean().default(page.options.breakLine),
      pageNumbers: z.boolean().default(page.options.pageNumbers),
    })
    .prefault({}),
});

export const themeSchema = z.object({
  background: hexColour(theme.background),
  text: hexColour(theme.text),
  primary: hexColour(theme.primary),
});

export const fontSchema = z.object({
  family: z.string().min(1).default(typography.font.family),
  subset: z.string().min(1).default(typography.font.subset),
  variants: z.array(z.string()).default(() => [...typography.font.variants]),
  size: z.number().min(fontSize.min).max(fontSize.max).default(typography.font.size),
});

export const typographySchema = z.object({
  font: fontSchema.prefault({}),
  lineHeight: z.number().min(lineHeight.min).max(lineHeight.max).default(typography.lineHeight),
  hideIcons: z.boolean().default(typography.hideIcons),
  underlineLinks: z.boolean().default(typography.underlineLinks),
});

export const metadataSchema = z.object({
  template: templateIdSchema,
  layout: layoutSchema,
  css: z
    .object({
      value: z.string().default(metadataDefaults.css.value),
      visible: z.boolean().default(metadataDefaults.css.visible),
    })
    .prefault({}),
  page: pageSchema.prefault({}),
  theme: themeSchema.prefault({}),
  typography: typographySchema.prefault({}),
  /** The language versions, the document's own text's first; empty: one version (docs/product.md#resume-languages). */
  languages: resumeLanguagesSchema,
  /** Each further version's text, by tag. */
  translations: translationsSchema,
  /** Private to the owner: never part of a public response. */
  notes: z.string().default(metadataDefaults.notes),
});

export type Metadata = z.infer<typeof metadataSchema>;
export type Layout = z.infer<typeof layoutSchema>;
export type PageSettings = Metadata['page'];
export type PageOptions = Metadata['page']['options'];
export type Theme = z.infer<typeof themeSchema>;
export type Typography = z.infer<typeof typographySchema>;
