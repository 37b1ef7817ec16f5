// Language versions of one resume (docs/decisions/0017-resume-language-versions.md): `metadata.languages` lists
// them, the first being the language the document's own text is written in; every other version is an overlay of
// text fields (`metadata.translations[tag]`) keyed by stable ids and field names. Design, layout, picture, dates,
// levels and links are not text fields, so all versions share them by construction. This file is the one list
// of what is translatable.
import { z } from 'zod';
import type { ItemSectionKey } from './section-keys.ts';
import type { Basics, CustomField } from './basics.ts';
import type { CustomItem } from './items.ts';
import type { Sections } from './sections.ts';

/** The tags a version may have: the interface's locales (a test keeps them equal to `@rb/i18n`'s list). */
export const resumeLanguageTags = [
  'af-ZA',
  'am-ET',
  'ar-SA',
  'bg-BG',
  'bn-BD',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-US',
  'es-ES',
  'fa-IR',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hi-IN',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'km-KH',
  'kn-IN',
  'ko-KR',
  'lt-LT',
  'lv-LV',
  'ml-IN',
  'mr-IN',
  'ne-NP',
  'nl-NL',
  'no-NO',
  'or-IN',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sq-AL',
  'sr-SP',
  'sv-SE',
  'ta-IN',
  'te-IN',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;
export type ResumeLanguageTag = (typeof resumeLanguageTags)[number];

/** docs/product.md#resume-languages */
export const maxResumeLanguages = 10;

export const resumeLanguageTagSchema = z.enum(resumeLanguageTags, {
  error: 'choose one of the supported languages',
});

type FieldsOf<T> = readonly Extract<keyof T, string>[];
type ItemOf<K extends ItemSectionKey> = Sections[K]['items'][number];

/** The text fields of the basics; email, phone, link and picture are shared by every version. */
export const translatableBasicsFields = ['name', 'headline', 'location'] as const satisfies FieldsOf<Basics>;
export const translatableCustomFieldFields = ['name', 'value'] as const satisfies FieldsOf<CustomField>;

/** The text fields of each kind of item; ids, dates, levels, links and icons are shared. */
export const translatableItemFields = {
  awards: ['title', 'awarder', 'summary'],
  certifications: ['name', 'issuer', 'summary'],
  education: ['institution', 'studyType', 'area', 'score', 'summary'],
  experience: ['company', 'position', 'location', 'summary'],
  volunteer: ['organization', 'position', 'location', 'summary'],
  interests: ['name', 'keywords'],
  languages: ['name', 'description'],
  // A network's name and a username are the same in every language.
  profiles: [],
  projects: ['name', 'description', 'summary', 'keywords'],
  publications: ['name', 'publisher', 'summary'],
  references: ['name', 'description', 'summary'],
  skills: ['name', 'description', 'keywords'],
} as const satisfies { [K in ItemSectionKey]: FieldsOf<ItemOf<K>> };
export const translatableCustomItemFields = [
  'name',
  'description',
  'location',
  'summary',
  'keywords',
] as const satisfies FieldsOf<CustomItem>;

/** Fields holding editor HTML: sanitised like the document's own (docs/product.md#security-baseline). */
export const richTextFieldNames: ReadonlySet<string> = new Set(['summary', 'content']);

const itemFieldNames: ReadonlySet<string> = new Set([
  ...Object.values(translatableItemFields).flat(),
  ...translatableCustomItemFields,
]);

const textValueSchema = z.union([z.string(), z.array(z.string())]);
export type TextValue = z.infer<typeof textValueSchema>;

const fieldsSchema = (names: ReadonlySet<string>) =>
  z
    .record(z.string(), textValueSchema)
    .refine((fields) => Object.keys(fields).every((key) => names.has(key)), {
      message: 'not a translatable field',
    });

const sectionTextSchema = z.object({
  name: z.string().optional(),
  /** The summary section's text. */
  content: z.string().optional(),
  /** A custom section's description. */
  description: z.string().optional(),
  /** By item id. */
  items: z.record(z.string(), fieldsSchema(itemFieldNames)).optional(),
});

/**
 * One version's text: what is missing here is shown in the first language's words. Sections are keyed as the
 * layout names them (`experience`, `custom.<id>`), custom fields and items by their ids.
 */
export const translationSchema = z.object({
  basics: fieldsSchema(new Set(translatableBasicsFields)).optional(),
  customFields: z.record(z.string(), fieldsSchema(new Set(translatableCustomFieldFields))).optional(),
  sections: z.record(z.string(), sectionTextSchema).optional(),
});
export type Translation = z.infer<typeof translationSchema>;

export const resumeLanguagesSchema = z
  .array(resumeLanguageTagSchema)
  .max(maxResumeLanguages, `a resume has at most ${maxResumeLanguages} languages`)
  .refine((tags) => new Set(tags).size === tags.length, { message: 'each language once' })
  .default(() => []);

/** By tag. An entry whose tag is not (or no longer) among the languages is ignored, never an error. */
export const translationsSchema = z
  .record(z.string(), translationSchema)
  .refine((entries) => Object.keys(entries).length <= maxResumeLanguages, {
    message: `a resume has at most ${maxResumeLanguages} languages`,
  })
  .default(() => ({}));
