/**
 * How sure an import that reads a resume out of a document's layout (Word, PDF) is of each field it filled, from
 * 0 to 1, keyed by the field's path in the resume document (`basics.email`, `sections.experience.items.0.date`).
 * It judges by the value's shape and where it was put: an email or a date has a shape of its own, a company is
 * an entry's title, while a location or the second line under a title is placed by its order alone. The review
 * step marks fields below `lowConfidence` (docs/product.md#pdf-import).
 */
import { isValidHref, type ResumeData } from '@rb/schema';
import type { ImportResult } from '../types.ts';
import { isDateLine } from './date-lines.ts';

export type Confidence = Record<string, number>;

export const lowConfidence = 0.6;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneShape = /^\+?[\d\s().\-/]{7,}$/;

const byShape = {
  name: (value: string) => (value.split(/\s+/).length <= 5 && !/\d|@/.test(value) ? 0.9 : 0.5),
  email: (value: string) => (emailShape.test(value) ? 0.95 : 0.3),
  phone: (value: string) => (phoneShape.test(value) ? 0.9 : 0.4),
  date: (value: string) => (isDateLine(value) ? 0.9 : 0.4),
  href: (value: string) => (isValidHref(value) ? 0.9 : 0.3),
  title: (value: string) => (value.length <= 80 && !isDateLine(value) ? 0.85 : 0.45),
  /** The lines under a title are read in order: position, then place. */
  ordered: (value: string) => (value.length <= 80 && !isDateLine(value) ? 0.65 : 0.4),
  guessed: () => 0.5,
  short: (value: string) => (value.length <= 40 ? 0.85 : 0.45),
};

type Rule = keyof typeof byShape;

const itemRules: Record<string, Record<string, Rule>> = {
  experience: { company: 'title', position: 'ordered', location: 'guessed', date: 'date' },
  volunteer: { organization: 'title', position: 'ordered', location: 'guessed', date: 'date' },
  education: { institution: 'title', area: 'ordered', studyType: 'guessed', score: 'guessed', date: 'date' },
  projects: { name: 'title', description: 'ordered', date: 'date' },
  awards: { title: 'title', awarder: 'ordered', date: 'date' },
  certifications: { name: 'title', issuer: 'ordered', date: 'date' },
  publications: { name: 'title', publisher: 'ordered', date: 'date' },
  references: { name: 'title', description: 'ordered' },
  skills: { name: 'short', description: 'ordered' },
  languages: { name: 'short', description: 'ordered' },
  interests: { name: 'short' },
  profiles: { network: 'short', username: 'short' },
};

/** The confidence of every non-empty field an import filled. */
export function confidenceOf(data: ResumeData): Confidence {
  const confidence: Confidence = {};
  const rate = (path: string, value: string, rule: Rule) => {
    if (value.trim()) confidence[path] = byShape[rule](value.trim());
  };
  const { basics, sections } = data;
  rate('basics.name', basics.name, 'name');
  rate('basics.headline', basics.headline, 'guessed');
  rate('basics.email', basics.email, 'email');
  rate('basics.phone', basics.phone, 'phone');
  rate('basics.location', basics.location, 'guessed');
  rate('basics.url.href', basics.url.href, 'href');
  for (const [kind, fields] of Object.entries(itemRules)) {
    const items = (sections as unknown as Record<string, { items: Record<string, unknown>[] }>)[kind]!.items;
    items.forEach((item, index) => {
      for (const [field, rule] of Object.entries(fields)) {
        const value = item[field];
        if (typeof value === 'string') rate(`sections.${kind}.items.${index}.${field}`, value, rule);
      }
      const url = (item.url as { href?: string } | undefined)?.href;
      if (url) rate(`sections.${kind}.items.${index}.url.href`, url, 'href');
    });
  }
  // A custom section is a heading the import did not know: its entries are read by order alone.
  for (const [id, section] of Object.entries(sections.custom))
    section.items.forEach((item, index) => {
      rate(`sections.custom.${id}.items.${index}.name`, item.name, 'guessed');
      rate(`sections.custom.${id}.items.${index}.date`, item.date, 'date');
    });
  return confidence;
}

/** A successful result with the confidence of what it read. */
export const withConfidence = (result: ImportResult): ImportResult =>
  result.ok ? { ...result, confidence: confidenceOf(result.data) } : result;
