import type { ResumeData } from '@rb/schema';
import { parseRange, parseDate } from '../shared/dates.ts';
import { htmlToParts } from '../shared/html.ts';
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

const range = (date: string) => {
  const parsed = parseRange(date) ?? {};
  return { startDate: parsed.start, endDate: parsed.end };
};

const single = (date: string) => parseDate(date);

/** The resume as a JSON Resume (v1) document. The README lists what the format has no field for. */
export const toJsonResume = (data: ResumeData, options: JsonResumeExportOptions = {}): JsonResume => {
  const { basics, sections } = data;
  const shown = <T extends { visible: boolean }>(section: { visible: boolean; items: T[] }): T[] =>
    options.includeHidden
      ? section.items
      : section.visible
        ? section.items.filter((entry) => entry.visible)
        : [];
  const summary =
    options.includeHidden || sections.summary.visible ? htmlToParts(sections.summary.content) : undefined;
  const text = (html: string) => htmlToParts(html).text;

  return compact<JsonResume>({
    $schema: jsonResumeSchemaUrl,
    basics: {
      name: basics.name,
      label: basics.headline,
      image: absolutePicture(basics.picture.url, options.origin),
      email: basics.email,
      phone: basics.phone,
      url: basics.url.href,
      summary: summary
        ? [summary.text, ...summary.items.map((entry) => `- ${entry}`)].filter(Boolean).join('\n')
        : undefined,
      // The resume keeps the location as one line; it goes back whole into `address`.
      location: { address: basics.location },
      profiles: shown(sections.profiles).map((profile) => ({
        network: profile.network,
        username: profile.username,
        url: profile.url.href,
      })),
    },
    work: shown(sections.experience).map((entry) => {
      const parts = htmlToParts(entry.summary);
      return {
        name: entry.company,
        location: entry.location,
        position: entry.position,
        url: entry.url.href,
        ...range(entry.date),
        summary: parts.text,
        highlights: parts.items,
      };
    }),
    volunteer: shown(sections.volunteer).map((entry) => {
      const parts = htmlToParts(entry.summary);
      return {
        organization: entry.organization,
        position: entry.position,
        url: entry.url.href,
        ...range(entry.date),
        summary: parts.text,
        highlights: parts.items,
      };
    }),
    education: shown(sections.education).map((entry) => ({
      institution: entry.institution,
      url: entry.url.href,
      area: entry.area,
      studyType: entry.studyType,
      ...range(entry.date),
      score: entry.score,
      courses: htmlToParts(entry.summary).items,
    })),
    awards: shown(sections.awards).map((entry) => ({
      title: entry.title,
      date: single(entry.date),
      awarder: entry.awarder,
      summary: text(entry.summary),
    })),
    certificates: shown(sections.certifications).map((entry) => ({
      name: entry.name,
      date: single(entry.date),
      url: entry.url.href,
      issuer: entry.issuer,
    })),
    publications: shown(sections.publications).map((entry) => ({
      name: entry.name,
      publisher: entry.publisher,
      releaseDate: single(entry.date),
      url: entry.url.href,
      summary: text(entry.summary),
    })),
    skills: shown(sections.skills).map((entry) => ({
      name: entry.name,
      level: entry.description || skillLevelName(entry.level),
      keywords: entry.keywords,
    })),
    languages: shown(sections.languages).map((entry) => ({
      language: entry.name,
      fluency: entry.description || languageLevelName(entry.level),
    })),
    interests: shown(sections.interests).map((entry) => ({ name: entry.name, keywords: entry.keywords })),
    references: shown(sections.references).map((entry) => ({
      name: entry.name,
      reference: [entry.description, text(entry.summary)].filter(Boolean).join('\n\n'),
    })),
    projects: shown(sections.projects).map((entry) => {
      const parts = htmlToParts(entry.summary);
      return {
        name: entry.name,
        description: [entry.description, parts.text].filter(Boolean).join('\n\n'),
        highlights: parts.items,
        keywords: entry.keywords,
        ...range(entry.date),
        url: entry.url.href,
      };
    }),
  });
};

export const exportJsonResume = (data: ResumeData, options?: JsonResumeExportOptions): string =>
  `${JSON.stringify(toJsonResume(data, options), null, 2)}\n`;
