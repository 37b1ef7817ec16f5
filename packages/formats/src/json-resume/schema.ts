import { invalidEmailMessage, invalidUrlMessage, isValidHref } from '@rb/schema';
import { z } from 'zod';
import { importMessages } from '../messages.ts';
import { isIsoDate } from '../shared/dates.ts';

/**
 * The JSON Resume format (jsonresume.org, schema v1), as far as the importer reads it. Every field is
 * optional, as in the format's own schema; `null` counts as missing because many files in the wild use it.
 */

const text = () => z.string().nullish();

const isoDate = () =>
  z
    .string()
    .nullish()
    .refine((value) => !value || isIsoDate(value), { message: importMessages.isoDate });

const url = () =>
  z
    .string()
    .nullish()
    .refine((value) => !value || isValidHref(value), { message: invalidUrlMessage });

const image = () =>
  z
    .string()
    .nullish()
    .refine((value) => !value || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
      message: invalidUrlMessage,
    });

const email = () =>
  z
    .string()
    .nullish()
    .refine((value) => !value || z.email().safeParse(value).success, { message: invalidEmailMessage });

const list = <T extends z.ZodType>(item: T) => z.array(item).nullish();
const texts = () => list(z.string());
const entry = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullish();

export const locationSchema = z.object({
  address: text(),
  postalCode: text(),
  city: text(),
  countryCode: text(),
  region: text(),
});

export const jsonResumeSchema = z.object({
  $schema: text(),
  basics: z
    .object({
      name: text(),
      label: text(),
      image: image(),
      email: email(),
      phone: text(),
      url: url(),
      summary: text(),
      location: locationSchema.nullish(),
      profiles: list(entry({ network: text(), username: text(), url: url() })),
    })
    .nullish(),
  work: list(
    entry({
      name: text(),
      // `company` and `website` are the names of the format's versions before 1.0.
      company: text(),
      location: text(),
      description: text(),
      position: text(),
      url: url(),
      website: url(),
      startDate: isoDate(),
      endDate: isoDate(),
      summary: text(),
      highlights: texts(),
    }),
  ),
  volunteer: list(
    entry({
      organization: text(),
      position: text(),
      url: url(),
      website: url(),
      startDate: isoDate(),
      endDate: isoDate(),
      summary: text(),
      highlights: texts(),
    }),
  ),
  education: list(
    entry({
      institution: text(),
      url: url(),
      area: text(),
      studyType: text(),
      startDate: isoDate(),
      endDate: isoDate(),
      score: text(),
      gpa: text(),
      courses: texts(),
    }),
  ),
  awards: list(entry({ title: text(), date: isoDate(), awarder: text(), summary: text() })),
  certificates: list(entry({ name: text(), date: isoDate(), url: url(), issuer: text() })),
  publications: list(
    entry({
      name: text(),
      publisher: text(),
      releaseDate: isoDate(),
      url: url(),
      website: url(),
      summary: text(),
    }),
  ),
  skills: list(entry({ name: text(), level: text(), keywords: texts() })),
  languages: list(entry({ language: text(), fluency: text() })),
  interests: list(entry({ name: text(), keywords: texts() })),
  references: list(entry({ name: text(), reference: text() })),
  projects: list(
    entry({
      name: text(),
      description: text(),
      highlights: texts(),
      keywords: texts(),
      startDate: isoDate(),
      endDate: isoDate(),
      url: url(),
      roles: texts(),
      entity: text(),
      type: text(),
    }),
  ),
});

export type JsonResumeInput = z.infer<typeof jsonResumeSchema>;

/** What the exporter writes: the format's v1 fields, with empty ones left out. */
export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: {
      address?: string;
      postalCode?: string;
      city?: string;
      countryCode?: string;
      region?: string;
    };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    location?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  volunteer?: {
    organization?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education?: {
    institution?: string;
    url?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
  }[];
  awards?: { title?: string; date?: string; awarder?: string; summary?: string }[];
  certificates?: { name?: string; date?: string; url?: string; issuer?: string }[];
  publications?: {
    name?: string;
    publisher?: string;
    releaseDate?: string;
    url?: string;
    summary?: string;
  }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
  references?: { name?: string; reference?: string }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
    url?: string;
  }[];
};
