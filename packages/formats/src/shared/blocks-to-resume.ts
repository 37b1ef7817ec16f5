/**
 * Reads a resume out of a document's blocks (headings, paragraphs with bold and italic runs, lists, links): the
 * name and contacts at the top, then one resume section per recognised heading (headings.ts), items under
 * sub-headings or bold lines, dates found by their shape. Word documents (through mammoth's HTML) and PDFs
 * (through their positioned text, pdf/blocks.ts) both come here, so both read the same sections and dates.
 */
import {
  createDefaultResumeData,
  createId,
  customLayoutId,
  isValidHref,
  sectionDefaults,
  type ResumeData,
} from '@rb/schema';
import { z } from 'zod';
import { formatMessage } from '../messages.ts';
import type { ImportWarning } from '../types.ts';
import { newItem } from './fields.ts';
import { networkIcon } from './icons.ts';
import { clampLevel, languageLevelFromText, skillLevelFromText } from './levels.ts';
import { isDateLine } from './date-lines.ts';
import { blocksToHtml, inlineText, type Inline, type RichBlock } from './rich-blocks.ts';
import { headingKind, type HeadingKind } from './headings.ts';

type Paragraph = Extract<RichBlock, { kind: 'paragraph' }>;

/** A web address written without its scheme, as printed resumes show them: "name.example.com/work". */
const bareDomain = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?$/i;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[\d\s().\-/]{7,}$/;
const separators = /\s+[|·•]\s+|\n/;

const runsText = (inlines: Inline[]) =>
  inlineText(inlines)
    .replace(/[ \t]+/g, ' ')
    .trim();

/** A paragraph's runs split into segments at " | ", " · ", " • " and line breaks, each with its first link. */
const segments = (inlines: Inline[]): { text: string; href?: string }[] => {
  const out: { text: string; href?: string }[] = [{ text: '' }];
  for (const inline of inlines) {
    if (!('text' in inline)) {
      out.push({ text: '' });
      continue;
    }
    const parts = inline.text.split(separators);
    parts.forEach((part, index) => {
      if (index > 0) out.push({ text: '' });
      const current = out.at(-1)!;
      current.text += part;
      if (inline.href && part.trim()) current.href ??= inline.href;
    });
  }
  return out.map((segment) => ({ ...segment, text: segment.text.trim() })).filter((segment) => segment.text);
};

/** A heading, or a short paragraph that stands for one (all bold, or a known section name on its own). */
const headingOf = (block: RichBlock): { level: number; text: string } | undefined => {
  if (block.kind !== 'paragraph') return undefined;
  const text = runsText(block.inlines);
  if (!text || text.length > 60) return undefined;
  if (block.heading) return { level: block.heading, text };
  const allBold = block.inlines.every((inline) => !('text' in inline) || inline.bold || !inline.text.trim());
  if (headingKind(text) && (allBold || text === text.toUpperCase() || text.length < 40))
    return { level: 7, text };
  return undefined;
};

/** A sub-heading, or a short paragraph all in bold on one line: the title of an entry. */
const isEntryHeading = (block: RichBlock): boolean => entryTitle(block) !== undefined;
const entryTitle = (block: RichBlock | undefined): string | undefined => {
  if (!block) return undefined;
  const heading = headingOf(block);
  if (heading) return heading.text;
  if (block.kind !== 'paragraph') return undefined;
  const text = runsText(block.inlines);
  const bold = block.inlines.every((inline) => !('text' in inline) || inline.bold || !inline.text.trim());
  // A date set in bold under a title is still the title's date.
  const parts = segments(block.inlines);
  const first = parts[0]?.text ?? '';
  // A title row in one line: the title in bold, then its position or place in another style and its date.
  const titleRow =
    block.inlines[0] !== undefined &&
    'text' in block.inlines[0] &&
    block.inlines[0].bold === true &&
    parts.slice(1).some((part) => isDateLine(part.text));
  return ((bold && text.length <= 80) || (titleRow && text.length <= 120)) && !isDateLine(first)
    ? first
    : undefined;
};

const afterFirstBreak = (inlines: Inline[]): Inline[] => {
  const at = inlines.findIndex((inline) => !('text' in inline));
  return at === -1 ? [] : inlines.slice(at + 1);
};

type Part = { heading: { level: number; text: string } | undefined; blocks: RichBlock[] };

/** Splits blocks at every heading of `level` or above. */
const splitAt = (blocks: RichBlock[], isBreak: (block: RichBlock) => boolean): Part[] => {
  const parts: Part[] = [{ heading: undefined, blocks: [] }];
  for (const block of blocks) {
    if (!isBreak(block)) parts.at(-1)!.blocks.push(block);
    else {
      const heading = headingOf(block);
      parts.push({ heading: heading ?? { level: 8, text: entryTitle(block) ?? '' }, blocks: [] });
      // A title line's other parts (a date set at the right edge) are the entry's first lines.
      const rest = !heading && block.kind === 'paragraph' ? afterFirstBreak(block.inlines) : [];
      if (rest.length > 0) parts.at(-1)!.blocks.push({ kind: 'paragraph', inlines: rest });
    }
  }
  return parts;
};

type ItemText = { title: string; lines: string[]; date: string; url: string; rest: RichBlock[] };

/** An entry: its title, the short lines under it (the first paragraph's lines), a date and a link among them. */
const readItem = (title: string, blocks: RichBlock[]): ItemText => {
  const item: ItemText = { title, lines: [], date: '', url: '', rest: [] };
  let head = true;
  for (const block of blocks) {
    if (head && block.kind === 'paragraph') {
      const parts = segments(block.inlines);
      // The lines under a title are short; a paragraph of prose ends them.
      if (
        parts.every((part) => part.text.length <= 120 && !(part.text.length > 40 && /[.!?]$/.test(part.text)))
      ) {
        for (const part of parts) {
          if (!item.date && isDateLine(part.text)) item.date = part.text;
          else if (
            !item.url &&
            (part.href || /^https?:\/\//i.test(part.text)) &&
            isValidHref(part.href ?? part.text)
          )
            item.url = part.href ?? part.text;
          else item.lines.push(part.text);
        }
        continue;
      }
    }
    head = false;
    item.rest.push(block);
  }
  return item;
};

/** "Title" and what follows it in one line: "Name — detail: a, b" or "Name: a, b". */
const compactEntry = (text: string) => {
  const [main = '', keywords = ''] = text.split(/:\s+/, 2);
  const [name = '', detail = ''] = main.split(/\s+[—–-]\s+/, 2);
  return {
    name: name.trim(),
    detail: detail.trim(),
    keywords: keywords
      .split(/\s*[,;]\s*/)
      .map((word) => word.trim())
      .filter(Boolean),
  };
};

/** The entries of a short section: each list item, else each line or comma-separated part of its paragraphs. */
const compactLines = (blocks: RichBlock[]): { text: string; href?: string }[] =>
  blocks.flatMap((block) => {
    if (block.kind === 'list')
      return block.items.flatMap((item) => {
        const first = item.find((child): child is Paragraph => child.kind === 'paragraph');
        if (!first) return [];
        const href = first.inlines.find((inline) => 'href' in inline && inline.href) as
          { href?: string } | undefined;
        return [
          {
            text: runsText(first.inlines).replace(/\s+·\s+\S+$/, (tail) => (href?.href ? '' : tail)),
            href: href?.href,
          },
        ];
      });
    return segments(block.inlines).flatMap((segment) =>
      segment.text.includes(':') || segment.text.includes(' — ')
        ? [segment]
        : segment.text.split(/\s*,\s*/).map((text) => ({ text })),
    );
  });

const profileNetwork = (href: string): string | undefined => {
  try {
    const host = new URL(href).hostname.replace(/^www\./, '');
    const known: Record<string, string> = {
      'linkedin.com': 'LinkedIn',
      'github.com': 'GitHub',
      'gitlab.com': 'GitLab',
      'x.com': 'X',
      'twitter.com': 'Twitter',
      'behance.net': 'Behance',
      'dribbble.com': 'Dribbble',
      'stackoverflow.com': 'Stack Overflow',
      'xing.com': 'XING',
    };
    return Object.entries(known).find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1];
  } catch {
    return undefined;
  }
};

/** A place as a line of its own: short, no sentence, no `label: value`. */
const isPlace = (text: string) =>
  text.length <= 60 && !/[.:;!?]\s*$/.test(text) && !/^[^:]{1,30}:\s/.test(text);

const usernameOf = (href: string) =>
  new URL(href).pathname.split('/').filter(Boolean).at(-1) ?? new URL(href).hostname;

export const resumeFromBlocks = (blocks: RichBlock[]): { data: ResumeData; warnings: ImportWarning[] } => {
  const data = createDefaultResumeData();
  const warnings: ImportWarning[] = [];
  const { sections, basics } = data;

  // Sections start at the first recognised heading (or, in a document with none, the first heading under the
  // name); from there, every heading of its level starts a section, and deeper ones start entries.
  const headingIndexes = blocks.flatMap((block, index) => (headingOf(block) ? [index] : []));
  const known = headingIndexes.find((index) => headingKind(headingOf(blocks[index]!)!.text) !== undefined);
  const topEnd = known ?? headingIndexes[1] ?? headingIndexes[0] ?? blocks.length;
  const sectionLevel = topEnd < blocks.length ? headingOf(blocks[topEnd]!)!.level : 1;
  const isSectionHeading = (block: RichBlock) => {
    const heading = headingOf(block);
    if (!heading) return false;
    return (
      heading.level === sectionLevel ||
      (heading.level < sectionLevel && headingKind(heading.text) !== undefined)
    );
  };
  // Above the first section: the name (often the document's first heading), a headline and the contacts.
  const topBlocks = blocks.slice(0, topEnd).filter((block) => {
    const heading = headingOf(block);
    if (heading && !basics.name) {
      basics.name = heading.text;
      return false;
    }
    return true;
  });
  const parts = splitAt(blocks.slice(topEnd), isSectionHeading).slice(1);
  const contactPaths: string[] = [];
  const leftOver: RichBlock[] = [];
  let contactsAbove = false;
  for (const block of topBlocks) {
    if (block.kind !== 'paragraph') {
      leftOver.push(block);
      continue;
    }
    const text = runsText(block.inlines);
    if (!basics.name && !emailPattern.test(text) && text.length <= 60) {
      basics.name = text;
      continue;
    }
    let contacts = 0;
    const rest: string[] = [];
    for (const segment of segments(block.inlines)) {
      const href = segment.href ?? '';
      const value = segment.text;
      if (/^mailto:/i.test(href) || emailPattern.test(value)) {
        const email = (href.replace(/^mailto:/i, '') || value).trim();
        if (!basics.email && z.email().safeParse(email).success) basics.email = email;
        contacts += 1;
      } else if (/^tel:/i.test(href) || phonePattern.test(value)) {
        if (!basics.phone) basics.phone = value;
        contacts += 1;
      } else if (
        /^https?:/i.test(href) ||
        /^(https?:\/\/|www\.)\S+$/i.test(value) ||
        bareDomain.test(value)
      ) {
        const url = href || (/^https?:\/\//i.test(value) ? value : `https://${value}`);
        const network = profileNetwork(url);
        if (network && isValidHref(url))
          sections.profiles.items.push({
            ...newItem(),
            network,
            username: usernameOf(url),
            icon: networkIcon(network),
            url: { label: '', href: url },
          });
        else if (!basics.url.href && isValidHref(url))
          basics.url = { label: value === url ? '' : value, href: url };
        contacts += 1;
      } else rest.push(value);
    }
    // The headline sits under the name, before the contacts; a short line on its own among or after the contacts
    // (a contact per line) is the place.
    if (contacts === 0 && contactsAbove && !basics.location && isPlace(text)) {
      basics.location = text;
      continue;
    }
    if (contacts === 0 && !basics.headline) {
      basics.headline = text;
      continue;
    }
    if (contacts > 0) contactsAbove = true;
    for (const value of rest) {
      const field = /^([^:]{1,30}):\s+(.+)$/.exec(value);
      if (contacts > 0 && !basics.location && !field) basics.location = value;
      else if (field)
        basics.customFields.push({ id: createId(), icon: '', name: field[1]!, value: field[2]! });
      else contactPaths.push(value);
    }
  }
  if (leftOver.length > 0 || contactPaths.length > 0) {
    // Text above the first section that is neither name nor contact reads as the summary.
    sections.summary.content +=
      blocksToHtml(leftOver) + contactPaths.map((text) => `<p>${text}</p>`).join('');
  }

  const layout: string[] = [];
  const place = (id: string) => {
    if (!layout.includes(id)) layout.push(id);
  };

  parts.forEach((part, index) => {
    const headingText = part.heading?.text ?? '';
    const kind: HeadingKind | undefined = headingKind(headingText);
    const path = `section ${index + 1} (${headingText})`;
    if (kind === 'summary') {
      sections.summary.name = headingText;
      sections.summary.content += blocksToHtml(part.blocks);
      place('summary');
      return;
    }
    if (kind === 'skills' || kind === 'languages' || kind === 'interests' || kind === 'profiles') {
      const section = sections[kind];
      section.name = headingText;
      for (const { text, href } of compactLines(part.blocks)) {
        const entry = compactEntry(text);
        if (!entry.name) continue;
        if (kind === 'skills')
          sections.skills.items.push({
            ...newItem(),
            name: entry.name,
            description: entry.detail,
            level: clampLevel(skillLevelFromText(entry.detail)),
            keywords: entry.keywords,
          });
        else if (kind === 'languages')
          sections.languages.items.push({
            ...newItem(),
            name: entry.name,
            description: entry.detail,
            level: clampLevel(languageLevelFromText(entry.detail)),
          });
        else if (kind === 'interests')
          sections.interests.items.push({ ...newItem(), name: entry.name, keywords: entry.keywords });
        else
          sections.profiles.items.push({
            ...newItem(),
            network: entry.detail || entry.name,
            username: entry.name,
            icon: networkIcon(entry.detail || entry.name),
            url: { label: '', href: href && isValidHref(href) ? href : '' },
          });
      }
      place(kind);
      return;
    }
    // Sections of entries: each sub-heading, or a short line all in bold, starts one.
    // Where a section has real sub-headings, bold lines inside it are emphasis, not titles.
    const subHeadings = part.blocks.some((block) => headingOf(block) !== undefined);
    const entries = splitAt(
      part.blocks,
      subHeadings ? (block) => headingOf(block) !== undefined : isEntryHeading,
    );
    const [intro] = entries;
    // What stands before the first entry: a custom section's description, or an entry without a title.
    const description = !kind && intro ? blocksToHtml(intro.blocks) : '';
    const items = entries
      .filter((entry, position) => (position > 0 ? true : entry.blocks.length > 0 && description === ''))
      .map((entry) => readItem(entry.heading?.text ?? entryTitle(entry.blocks[0]) ?? '', entry.blocks));
    const summaryOf = (item: ItemText) => blocksToHtml(item.rest);
    /** A last line all in italics listing words is the entry's keywords (as the Word export writes them). */
    const keywordsOf = (item: ItemText): string[] => {
      const last = item.rest.at(-1);
      if (last?.kind !== 'paragraph') return [];
      const italic = last.inlines.every(
        (inline) => !('text' in inline) || inline.italic || !inline.text.trim(),
      );
      const text = runsText(last.inlines);
      if (!italic || /[.!?]$/.test(text) || text.length > 200) return [];
      item.rest = item.rest.slice(0, -1);
      return text.split(/\s*,\s*/).filter(Boolean);
    };
    const link = (item: ItemText) => ({ label: '', href: item.url });
    const linesOf = (item: ItemText) => item.lines.flatMap((line) => line.split(/\s+·\s+/));
    if (!kind) {
      const id = createId();
      sections.custom[id] = {
        id,
        name: headingText,
        description,
        ...sectionDefaults,
        items: items.map((item) => {
          const [description = '', location = '', ...more] = linesOf(item);
          const keywords = keywordsOf(item);
          return {
            ...newItem(),
            name: item.title,
            description,
            date: item.date,
            location,
            summary:
              blocksToHtml(more.map((text) => ({ kind: 'paragraph', inlines: [{ text }] }))) +
              summaryOf(item),
            keywords,
            url: link(item),
          };
        }),
      };
      place(customLayoutId(id));
      return;
    }
    sections[kind].name = headingText;
    place(kind);
    for (const item of items) {
      const keywords = kind === 'projects' ? keywordsOf(item) : [];
      const lines = linesOf(item);
      // An entry without a title line of its own (nothing bold) takes its first short line as the title.
      const title = item.title || lines.shift() || '';
      const [a = '', b = '', c = '', ...more] = lines;
      const extra = blocksToHtml(more.map((text) => ({ kind: 'paragraph', inlines: [{ text }] })));
      const summary = extra + summaryOf(item);
      if (!title) {
        if (summary) warnings.push(formatMessage('leftOut', `${path}: ${richPreview(item)}`));
        continue;
      }
      switch (kind) {
        case 'experience':
        case 'volunteer': {
          const base = {
            ...newItem(),
            position: a,
            location: b,
            date: item.date,
            summary: joinExtra(c, summary),
            url: link(item),
          };
          if (kind === 'experience') sections.experience.items.push({ ...base, company: title });
          else sections.volunteer.items.push({ ...base, organization: title });
          break;
        }
        case 'education':
          sections.education.items.push({
            ...newItem(),
            institution: title,
            area: a,
            studyType: b,
            score: c,
            date: item.date,
            summary,
            url: link(item),
          });
          break;
        case 'projects':
          sections.projects.items.push({
            ...newItem(),
            name: title,
            description: a,
            date: item.date,
            summary: joinExtra([b, c].filter(Boolean).join(' · '), summary),
            keywords,
            url: link(item),
          });
          break;
        case 'awards':
          sections.awards.items.push({
            ...newItem(),
            title,
            awarder: a,
            date: item.date,
            summary: joinExtra([b, c].filter(Boolean).join(' · '), summary),
            url: link(item),
          });
          break;
        case 'certifications':
          sections.certifications.items.push({
            ...newItem(),
            name: title,
            issuer: a,
            date: item.date,
            summary: joinExtra([b, c].filter(Boolean).join(' · '), summary),
            url: link(item),
          });
          break;
        case 'publications':
          sections.publications.items.push({
            ...newItem(),
            name: title,
            publisher: a,
            date: item.date,
            summary: joinExtra([b, c].filter(Boolean).join(' · '), summary),
            url: link(item),
          });
          break;
        case 'references':
          sections.references.items.push({
            ...newItem(),
            name: title,
            description: a,
            summary: joinExtra([b, c].filter(Boolean).join(' · '), summary),
            url: link(item),
          });
          break;
      }
    }
  });

  // Sections in the document's order on one page; the rest after them, as an import always places them.
  const rest = [
    'summary',
    'experience',
    'education',
    'projects',
    'volunteer',
    'references',
    'profiles',
    'skills',
    'languages',
    'certifications',
    'awards',
    'publications',
    'interests',
  ].filter((id) => !layout.includes(id));
  data.metadata.layout = [[[...layout, ...rest], []]];
  return { data, warnings };
};

const joinExtra = (line: string, html: string) => (line ? `<p>${escapeText(line)}</p>` : '') + html;
const escapeText = (text: string) => blocksToHtml([{ kind: 'paragraph', inlines: [{ text }] }]).slice(3, -4);
const richPreview = (item: ItemText) =>
  blocksToHtml(item.rest)
    .replace(/<[^>]*>/g, ' ')
    .trim()
    .slice(0, 60);
