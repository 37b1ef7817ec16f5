import { invalidEmailMessage } from '@rb/schema';
import { z } from 'zod';

/**
 * The product's previous major format (v3), as far as the importer reads it. Lenient where old files vary
 * (missing or null fields, numbers as strings), strict where docs/product.md#import-rules says so: the section type, and the
 * email. Links are checked later, one by one, so that a bad link is dropped instead of refusing the file.
 */

/** Text; v3 files also hold numbers where text belongs (a phone, a score, a skill's level), read as text. */
const text = () => z.union([z.string(), z.number().transform(String)]).nullish();
const number = () => z.coerce.number().nullish().catch(undefined);
const flag = () => z.boolean().nullish();
/** A list of words, or one comma-separated string of them (as some exports hold keywords). */
const texts = () => z.union([z.array(text()), z.string().transform((value) => value.split(','))]).nullish();
/**
 * A date as v3 wrote it over its history: a period `{ start, end }` (work, education, …) or one date string
 * (awards, certificates, publications), each also found in the other's place; both sides read both.
 */
const when = () =>
  z
    .union([z.string(), z.number().transform(String), z.looseObject({ start: text(), end: text() })])
    .nullish();
const period = when;
const list = <T extends z.ZodRawShape>(shape: T) => z.array(z.object({ id: text(), ...shape }).nullish());

export const v3ItemShapes = {
  work: { name: text(), position: text(), url: text(), date: period(), summary: text() },
  awards: { title: text(), awarder: text(), url: text(), date: when(), summary: text() },
  skills: { name: text(), level: text(), levelNum: number(), keywords: texts() },
  projects: {
    name: text(),
    description: text(),
    url: text(),
    date: period(),
    summary: text(),
    keywords: texts(),
  },
  education: {
    institution: text(),
    degree: text(),
    area: text(),
    score: text(),
    url: text(),
    date: period(),
    summary: text(),
    courses: texts(),
  },
  interests: { name: text(), keywords: texts() },
  languages: { name: text(), level: text(), levelNum: number() },
  volunteer: { organization: text(), position: text(), url: text(), date: period(), summary: text() },
  references: { name: text(), relationship: text(), email: text(), phone: text(), summary: text() },
  publications: { name: text(), publisher: text(), url: text(), date: when(), summary: text() },
  certifications: { name: text(), issuer: text(), url: text(), date: when(), summary: text() },
  profiles: { network: text(), username: text(), url: text() },
  custom: {
    title: text(),
    subtitle: text(),
    url: text(),
    date: period(),
    level: text(),
    levelNum: number(),
    summary: text(),
    keywords: texts(),
  },
};

/**
 * Section types as v3 wrote them: `basic`, `work` and `custom`, and, on the copies of a section that later
 * versions could make (`work-2`, `education-2`, …, marked `isDuplicated`), the name of the copied section.
 */
export const v3SectionTypes = [
  'basic',
  'work',
  'custom',
  'location',
  'profiles',
  'education',
  'awards',
  'certifications',
  'publications',
  'skills',
  'languages',
  'interests',
  'volunteer',
  'projects',
  'references',
] as const;

const sectionBase = {
  id: text(),
  name: text(),
  type: z.enum(v3SectionTypes),
  columns: number(),
  visible: flag(),
};

const section = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...sectionBase, items: list(shape).nullish() }).nullish();

const fixed = {
  work: section(v3ItemShapes.work),
  awards: section(v3ItemShapes.awards),
  skills: section(v3ItemShapes.skills),
  projects: section(v3ItemShapes.projects),
  education: section(v3ItemShapes.education),
  interests: section(v3ItemShapes.interests),
  languages: section(v3ItemShapes.languages),
  volunteer: section(v3ItemShapes.volunteer),
  references: section(v3ItemShapes.references),
  publications: section(v3ItemShapes.publications),
  certifications: section(v3ItemShapes.certifications),
};

export const v3CustomSectionSchema = section(v3ItemShapes.custom);

export const v3Schema = z.object({
  public: flag(),
  basics: z
    .object({
      name: text(),
      email: z
        .string()
        .nullish()
        .refine((value) => !value || z.email().safeParse(value).success, { message: invalidEmailMessage }),
      phone: text(),
      headline: text(),
      summary: z.union([z.string(), z.object({ body: text(), visible: flag(), heading: text() })]).nullish(),
      birthdate: text(),
      website: text(),
      profiles: list({ network: text(), username: text(), url: text() }).nullish(),
      location: z
        .union([
          z.object({ address: text(), postalCode: text(), city: text(), country: text(), region: text() }),
          // A location written as one line.
          z.string().transform((address) => ({
            address,
            postalCode: undefined,
            city: undefined,
            country: undefined,
            region: undefined,
          })),
        ])
        .nullish(),
      photo: z
        .object({
          visible: flag(),
          url: text(),
          filters: z.object({ shape: text(), size: number(), border: flag(), grayscale: flag() }).nullish(),
        })
        .nullish(),
    })
    .nullish(),
  // Fixed sections by name; any other key is a custom section, checked by the importer.
  sections: z.looseObject(fixed).nullish(),
  metadata: z
    .object({
      template: text(),
      layout: z.array(z.array(z.array(z.string().nullish()).nullish()).nullish()).nullish(),
      css: z.object({ value: text(), visible: flag() }).nullish(),
      locale: text(),
      date: z.object({ format: text() }).nullish(),
      theme: z.object({ background: text(), text: text(), primary: text() }).nullish(),
      typography: z
        .object({
          family: z.object({ body: text(), heading: text() }).nullish(),
          size: z.object({ body: number(), heading: number() }).nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

export type V3Resume = z.infer<typeof v3Schema>;
export type V3CustomSection = NonNullable<z.infer<typeof v3CustomSectionSchema>>;
export type V3Date = z.infer<ReturnType<typeof when>>;
export type V3ItemKind = keyof typeof v3ItemShapes;

/** A section of any kind, for the copies of fixed sections that sit under keys of their own. */
export const v3SectionSchemaOf = (kind: V3ItemKind) => section(v3ItemShapes[kind]);
