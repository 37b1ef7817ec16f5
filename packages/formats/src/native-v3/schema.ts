import { invalidEmailMessage } from '@rb/schema';
import { z } from 'zod';

/**
 * The product's previous major format (v3), as far as the importer reads it. Lenient where old files vary
 * (missing or null fields, numbers as strings), strict where docs/product.md#import-rules says so: the section type, and the
 * email. Links are checked later, one by one, so that a bad link is dropped instead of refusing the file.
 */

const text = () => z.string().nullish();
const number = () => z.coerce.number().nullish().catch(undefined);
const flag = () => z.boolean().nullish();
const texts = () => z.array(z.string().nullish()).nullish();
const period = () => z.object({ start: text(), end: text() }).nullish();
const list = <T extends z.ZodRawShape>(shape: T) => z.array(z.object({ id: text(), ...shape }).nullish());

export const v3ItemShapes = {
  work: { name: text(), position: text(), url: text(), date: period(), summary: text() },
  awards: { title: text(), awarder: text(), url: text(), date: text(), summary: text() },
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
  publications: { name: text(), publisher: text(), url: text(), date: text(), summary: text() },
  certifications: { name: text(), issuer: text(), url: text(), date: text(), summary: text() },
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

const sectionBase = {
  id: text(),
  name: text(),
  type: z.enum(['basic', 'work', 'custom']),
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
        .object({ address: text(), postalCode: text(), city: text(), country: text(), region: text() })
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
