/**
 * The resume as the document exports read it: the header, then every section that shows, one after another in the
 * layout's order (each page's main column, then its sidebar), so that a reader (or an applicant tracking system)
 * meets them in the order the printed page suggests. Which sections and items show, and which field is an item's
 * title, subtitle and date, is decided once for the templates (`@rb/templates/model`); hidden
 * sections, hidden items and empty ones are left out there.
 */
import type { ResumeData, Url } from '@rb/schema';
import {
  completeLayout,
  isBlankHtml,
  resolveSection,
  type ItemKind,
  type ItemView,
} from '@rb/templates/model';
import { languageLevelName, skillLevelName } from './levels.ts';

export type OutlineContact = {
  kind: 'email' | 'phone' | 'location' | 'url' | 'field';
  /** What the reader sees, e.g. the address itself or a custom field's "name: value". */
  text: string;
  href?: string;
};

export type OutlineItem = Omit<ItemView, 'level' | 'profile' | 'id'> & {
  /** A skill's or language's level in words when it has no description of its own ('' otherwise). */
  levelText: string;
};

export type OutlineSection = {
  kind: ItemKind | 'summary';
  name: string;
  /** Rich text under the heading: the summary's content, or a custom section's description. */
  content: string;
  items: OutlineItem[];
};

export type Outline = {
  name: string;
  headline: string;
  contacts: OutlineContact[];
  sections: OutlineSection[];
};

const isUrl = (value: string) => /^(https?:\/\/|mailto:)/i.test(value);

const linkOf = (url: Url): OutlineContact | undefined =>
  url.href ? { kind: 'url', text: url.label.trim() || url.href, href: url.href } : undefined;

const contactsOf = (basics: ResumeData['basics']): OutlineContact[] => {
  const contacts: (OutlineContact | undefined)[] = [
    basics.email.trim()
      ? { kind: 'email', text: basics.email.trim(), href: `mailto:${basics.email.trim()}` }
      : undefined,
    basics.phone.trim()
      ? { kind: 'phone', text: basics.phone.trim(), href: `tel:${basics.phone.replace(/[^\d+]/g, '')}` }
      : undefined,
    basics.location.trim() ? { kind: 'location', text: basics.location.trim() } : undefined,
    linkOf(basics.url),
    ...basics.customFields.map((field): OutlineContact | undefined => {
      const value = field.value.trim();
      if (!value) return undefined;
      const name = field.name.trim();
      return {
        kind: 'field',
        text: name ? `${name}: ${value}` : value,
        ...(isUrl(value) ? { href: value } : {}),
      };
    }),
  ];
  return contacts.filter((contact): contact is OutlineContact => contact !== undefined);
};

const levelText = (kind: ItemKind, item: ItemView): string => {
  if (item.subtitle || !item.level) return '';
  if (kind === 'skills') return skillLevelName(item.level);
  if (kind === 'languages') return languageLevelName(item.level);
  return '';
};

export const resumeOutline = (data: ResumeData): Outline => {
  const sections: OutlineSection[] = [];
  for (const [main, sidebar] of completeLayout(data)) {
    for (const layoutId of [...main, ...sidebar]) {
      const section = resolveSection(data, layoutId);
      if (!section) continue;
      if (section.kind === 'summary') {
        sections.push({ kind: 'summary', name: section.name, content: section.content, items: [] });
        continue;
      }
      const kind = section.kind;
      sections.push({
        kind,
        name: section.name,
        content: section.description,
        items: section.items.map(({ id: _id, level: _level, profile: _profile, ...item }, index) => ({
          ...item,
          summary: isBlankHtml(item.summary) ? '' : item.summary,
          levelText: levelText(kind, section.items[index]!),
        })),
      });
    }
  }
  return {
    name: data.basics.name.trim(),
    headline: data.basics.headline.trim(),
    contacts: contactsOf(data.basics),
    sections,
  };
};

/** The line under an item's title: subtitle (or level), location, detail, joined as a reader expects. */
export const itemDetails = (item: OutlineItem): string[] =>
  [item.subtitle || item.levelText, item.location, item.detail].filter((part) => part !== '');

/** Sections of short entries, written as one list line each rather than an entry with a heading. */
export const compactSection = (section: OutlineSection): boolean =>
  section.kind === 'skills' ||
  section.kind === 'languages' ||
  section.kind === 'interests' ||
  section.kind === 'profiles';
