import { z } from 'zod';
import { columnsRange } from '../constants/limits.ts';
import { defaultSectionNames, sectionDefaults } from './defaults.ts';
import { idSchema } from './id.ts';
import {
  awardSchema,
  certificationSchema,
  customItemSchema,
  educationSchema,
  experienceSchema,
  interestSchema,
  languageSchema,
  profileSchema,
  projectSchema,
  publicationSchema,
  referenceSchema,
  skillSchema,
  volunteerSchema,
} from './items.ts';
import type { ItemSectionKey } from './section-keys.ts';

export const columnsSchema = z
  .number()
  .int('columns must be a whole number')
  .min(columnsRange.min)
  .max(columnsRange.max)
  .default(sectionDefaults.columns);

const sectionFields = {
  columns: columnsSchema,
  separateLinks: z.boolean().default(sectionDefaults.separateLinks),
  visible: z.boolean().default(sectionDefaults.visible),
  startOnNewPage: z.boolean().default(sectionDefaults.startOnNewPage),
  keepTogether: z.boolean().default(sectionDefaults.keepTogether),
};

export const summarySectionSchema = z.object({
  id: z.literal('summary').default('summary'),
  name: z.string().default(defaultSectionNames.summary),
  ...sectionFields,
  content: z.string().default(''),
});

/** A fixed section whose id equals its key. */
const itemSection = <T extends z.ZodType>(key: ItemSectionKey, item: T) =>
  z
    .object({
      id: z.literal(key).default(key),
      name: z.string().default(defaultSectionNames[key]),
      ...sectionFields,
      items: z.array(item).default(() => []),
    })
    .prefault({});

export const customSectionSchema = z.object({
  id: idSchema,
  name: z.string().default(''),
  description: z.string().default(''),
  ...sectionFields,
  items: z.array(customItemSchema).default(() => []),
});

export const sectionsSchema = z.object({
  summary: summarySectionSchema.prefault({}),
  awards: itemSection('awards', awardSchema),
  certifications: itemSection('certifications', certificationSchema),
  education: itemSection('education', educationSchema),
  experience: itemSection('experience', experienceSchema),
  volunteer: itemSection('volunteer', volunteerSchema),
  interests: itemSection('interests', interestSchema),
  languages: itemSection('languages', languageSchema),
  profiles: itemSection('profiles', profileSchema),
  projects: itemSection('projects', projectSchema),
  publications: itemSection('publications', publicationSchema),
  references: itemSection('references', referenceSchema),
  skills: itemSection('skills', skillSchema),
  /** Keyed by the custom section's id. */
  custom: z.record(z.string(), customSectionSchema).default(() => ({})),
});

export type SummarySection = z.infer<typeof summarySectionSchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;
export type Sections = z.infer<typeof sectionsSchema>;
/** A fixed section with items, e.g. `Section<Experience>`. */
export type Section<T> = Omit<Sections['experience'], 'id' | 'items'> & { id: string; items: T[] };
export type SectionWithItems = Sections[ItemSectionKey] | CustomSection;
