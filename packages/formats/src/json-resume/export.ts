import type { ResumeData } from '@rb/schema';
import { formatMessage, type FormatMessage } from '../messages.ts';
import { parseRange, parseDate } from '../shared/dates.ts';
import { htmlToParts, htmlToText } from '../shared/html.ts';
import { languageLevelName, skillLevelName } from '../shared/levels.ts';
import type { JsonResume } from './schema.ts';

export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export type JsonResumeExportOptions = {
  /** Hidden items and sections stay out unless asked for: hidden means "not on this resume". */
  includeHidden?: boolean;
  /** The app's origin, to turn a picture stored on the app ("/uploads/…") into the absolute URL the format needs. */
  origin?: string;
};

/** The exported document and what the resume holds that JSON Resume has no field for (left out). */
export type JsonResumeExport = { resume: JsonResume; warnings: FormatMessage[] };

const absolutePicture = (url: string, origin: string | undefined): string | undefined => {
  if (!url) return undefined;
  if (!url.startsWith('/')) return url;
  if (!origin) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
};

/** Drops empty strings, empty lists and empty objects, so the output holds only what was filled in. */
const compact = <T extends object>(value: T): T => {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || field === '') continue;
    if (Array.isArray(field)) {
      const kept = field.map((entry: unknown) =>
        entry && typeof entry === 'object' ? compact(entry) : entry,
      );
      if (kept.length > 0) out[key] = kept;
      continue;
    }
    if (field && typeof field === 'object') {
      const inner = compact(field);
      if (Object.keys(inner).length > 0) out[key] = inner;
      continue;
    }
    out[key] = field;
  }
  return out as T;
};

/** The resume as a JSON Resume (v1) document; the README lists what the format has no field for. */
export const convertToJsonResume = (
  data: ResumeData,
  options: JsonResumeExportOptions = {},
): JsonResumeExport => {
  const { basics, sections } = data;
  const warnings: FormatMessage[] = [];
  const leftOut = (path: string, name: string) =>
    warnings.push(formatMessage('exportLeftOut', path, { name }));

  /** Shown items with their paths in the resume, for the warnings. */
  const shown = <K extends keyof typeof sections, T extends { visible: boolean }>(
    key: K,
    section: { visible: boolean; items: T[] },
  ): { entry: T; path: string }[] =>
    section.items
      .map((entry, index) => ({ entry, path: `sections.${String(key)}.items.${index}` }))
      .filter(({ entry }) => options.includeHidden || (section.visible && entry.visible));

  /** A free-text date read back as ISO dates; one that cannot be read is left out, with a warning. */
  const range = (path: string, name: string, date: string) => {
    const parsed = parseRange(date);
    if (!parsed) warnings.push(formatMessage('exportDateLeftOut', `${path}.date`, { name, value: date }));
    return { startDate: parsed?.start, endDate: parsed?.end };
  };
  const single = (path: string, name: string, date: string) => {
    if (!date.trim()) return undefined;
    const parsed = parseDate(date);
    if (!parsed) warnings.push(formatMessage('exportDateLeftOut', `${path}.date`, { name, value: date }));
    return parsed;
  };
  const keep = (path: string, name: string, value: string) => {
    if (value.trim()) leftOut(path, name);
  };

  const summaryShown = options.includeHidden || sections.summary.visible;
  const image = absolutePicture(basics.picture.url, options.origin);
  if (basics.picture.url && !image) leftOut('basics.picture.url', basics.picture.url);
  basics.customFields.forEach((field, index) => {
    if (field.value.trim() || field.name.trim())
      leftOut(`basics.customFields.${index}`, field.name || field.value);
  });
  for (const [id, section] of Object.entries(sections.custom)) {
    if ((options.includeHidden || section.visible) && (section.items.length > 0 || section.description))
      leftOut(`sections.custom.${id}`, section.name);
  }

  const resume = compact<JsonResume>({
    $schema: jsonResumeSchemaUrl,
    basics: {
      name: basics.name,
      label: basics.headline,
      image,
      email: basics.email,
      phone: basics.phone,
      url: basics.url.href,
      summary: summaryShown ? htmlToText(sections.summary.content) : undefined,
      // The resume keeps the location as one line; it goes back whole into `address`.
      location: { address: basics.location },
      profiles: shown('profiles', sections.profiles).map(({ entry }) => ({
        network: entry.network,
        username: entry.username,
        url: entry.url.href,
      })),
    },
    work: shown('experience', sections.experience).map(({ entry, path }) => {
      const parts = htmlToParts(entry.summary);
      return {
        name: entry.company,
        location: entry.location,
        position: entry.position,
        url: entry.url.href,
        ...range(path, entry.company, entry.date),
        summary: parts.text,
        highlights: parts.items,
      };
    }),
    volunteer: shown('volunteer', sections.volunteer).map(({ entry, path }) => {
      const parts = htmlToParts(entry.summary);
      keep(`${path}.location`, entry.organization, entry.location);
      return {
        organization: entry.organization,
        position: entry.position,
        url: entry.url.href,
        ...range(path, entry.organization, entry.date),
        summary: parts.text,
        highlights: parts.items,
      };
    }),
    education: shown('education', sections.education).map(({ entry, path }) => {
      const parts = htmlToParts(entry.summary);
      // The format has `courses` for a list and nothing for prose.
      keep(`${path}.summary`, entry.institution, parts.text);
      return {
        institution: entry.institution,
        url: entry.url.href,
        area: entry.area,
        studyType: entry.studyType,
        ...range(path, entry.institution, entry.date),
        score: entry.score,
        courses: parts.items,
      };
    }),
    awards: shown('awards', sections.awards).map(({ entry, path }) => {
      keep(`${path}.url`, entry.title, entry.url.href);
      return {
        title: entry.title,
        date: single(path, entry.title, entry.date),
        awarder: entry.awarder,
        summary: htmlToText(entry.summary),
      };
    }),
    certificates: shown('certifications', sections.certifications).map(({ entry, path }) => {
      keep(`${path}.summary`, entry.name, htmlToText(entry.summary));
      return {
        name: entry.name,
        date: single(path, entry.name, entry.date),
        url: entry.url.href,
        issuer: entry.issuer,
      };
    }),
    publications: shown('publications', sections.publications).map(({ entry, path }) => ({
      name: entry.name,
      publisher: entry.publisher,
      releaseDate: single(path, entry.name, entry.date),
      url: entry.url.href,
      summary: htmlToText(entry.summary),
    })),
    skills: shown('skills', sections.skills).map(({ entry }) => ({
      name: entry.name,
      level: entry.description || skillLevelName(entry.level),
      keywords: entry.keywords,
    })),
    languages: shown('languages', sections.languages).map(({ entry }) => ({
      language: entry.name,
      fluency: entry.description || languageLevelName(entry.level),
    })),
    interests: shown('interests', sections.interests).map(({ entry }) => ({
      name: entry.name,
      keywords: entry.keywords,
    })),
    references: shown('references', sections.references).map(({ entry, path }) => {
      keep(`${path}.url`, entry.name, entry.url.href);
      return {
        name: entry.name,
        reference: [entry.description, htmlToText(entry.summary)].filter(Boolean).join('\n\n'),
      };
    }),
    projects: shown('projects', sections.projects).map(({ entry, path }) => {
      const parts = htmlToParts(entry.summary);
      return {
        name: entry.name,
        description: [entry.description, parts.text].filter(Boolean).join('\n\n'),
        highlights: parts.items,
        keywords: entry.keywords,
        ...range(path, entry.name, entry.date),
        url: entry.url.href,
      };
    }),
  });
  return { resume, warnings };
};

/** The JSON Resume document alone (see `convertToJsonResume` for the warnings). */
export const toJsonResume = (data: ResumeData, options: JsonResumeExportOptions = {}): JsonResume =>
  convertToJsonResume(data, options).resume;

export const exportJsonResume = (data: ResumeData, options?: JsonResumeExportOptions): string =>
  `${JSON.stringify(toJsonResume(data, options), null, 2)}\n`;
