import {
  createDefaultResumeData,
  createId,
  customLayoutId,
  fontSize,
  hexColourPattern,
  isTemplateId,
  isValidHref,
  levelRange,
  pictureRadiusPresets,
  sectionDefaults,
  sectionKeys,
  type ResumeData,
} from '@rb/schema';
import { z } from 'zod';
import { formatMessage } from '../messages.ts';
import { formatDate, formatRange } from '../shared/dates.ts';
import { listToHtml, textToHtml } from '../shared/html.ts';
import { joinParts, newItem, str, words, type Maybe } from '../shared/fields.ts';
import { networkIcon } from '../shared/icons.ts';
import { finish, guard, toIssues } from '../shared/issues.ts';
import { readJson } from '../shared/input.ts';
import { clampLevel } from '../shared/levels.ts';
import { markdownToHtml } from '../shared/markdown.ts';
import type { ImportIssue, ImportResult, ImportWarning, Importer } from '../types.ts';
import {
  v3CustomSectionSchema,
  v3Schema,
  v3ItemShapes,
  v3SectionSchemaOf,
  type V3CustomSection,
  type V3Date,
  type V3ItemKind,
  type V3Resume,
} from './schema.ts';

/** A period (work, education, …): `{ start, end }` with a missing end still running, or one date as written. */
const period = (date: V3Date) =>
  typeof date === 'string' ? formatDate(date) : formatRange(str(date?.start), str(date?.end));
/**
 * One date (awards, certificates, publications): a string, or a period where v3 wrote one, shown as its one date
 * when it has only a start (an award is not "until present") and as a period when it has both ends.
 */
const single = (date: V3Date) => {
  if (typeof date === 'string' || !date) return formatDate(date ?? '');
  const start = str(date.start);
  const end = str(date.end);
  return start && end ? formatRange(start, end) : formatDate(start || end);
};
/** v3 rated from 0 to 10; the resume rates from 0 to 5, and an item without a rating gets the schema's default. */
const level = (levelNum: number | null | undefined) =>
  levelNum === null || levelNum === undefined ? levelRange.default : clampLevel(Math.floor(levelNum / 2));

const fixedKeys: Record<string, (typeof sectionKeys)[number]> = { work: 'experience' };
const v3FixedSections = [
  'work',
  'awards',
  'skills',
  'projects',
  'education',
  'interests',
  'languages',
  'volunteer',
  'references',
  'publications',
  'certifications',
] as const;

/** Maps a validated v3 document onto a fresh resume document, noting what had no place to go. */
export const fromV3 = (
  input: V3Resume,
  custom: Record<string, V3CustomSection>,
): { data: ResumeData; warnings: ImportWarning[] } => {
  const data = createDefaultResumeData();
  const warnings: ImportWarning[] = [];
  const { sections } = data;
  const skipped = (path: string, field: string) => warnings.push(formatMessage('skipped', path, { field }));
  const link = (path: string, href: Maybe) => {
    const value = str(href);
    if (!value || isValidHref(value)) return { label: '', href: value };
    warnings.push(formatMessage('linkLeftOut', path, { value }));
    return { label: '', href: '' };
  };

  const basics = input.basics ?? {};
  data.basics.name = str(basics.name);
  data.basics.headline = str(basics.headline);
  data.basics.email = str(basics.email);
  data.basics.phone = str(basics.phone);
  data.basics.url = link('basics.website', basics.website);
  const location = basics.location ?? {};
  data.basics.location = joinParts([
    location.address,
    location.city,
    location.region,
    location.postalCode,
    location.country,
  ]);
  if (str(basics.birthdate)) warnings.push(formatMessage('leftOut', 'basics.birthdate'));

  const photo = basics.photo;
  if (photo) {
    const url = str(photo.url);
    if (url && z.url({ protocol: /^https?$/ }).safeParse(url).success) data.basics.picture.url = url;
    else if (url) warnings.push(formatMessage('linkLeftOut', 'basics.photo.url', { value: url }));
    const filters = photo.filters;
    if (typeof filters?.size === 'number' && filters.size > 0) data.basics.picture.size = filters.size;
    data.basics.picture.effects = {
      hidden: photo.visible === false,
      border: filters?.border === true,
      grayscale: filters?.grayscale === true,
    };
    const shape = str(filters?.shape) as keyof typeof pictureRadiusPresets;
    if (shape in pictureRadiusPresets) data.basics.picture.borderRadius = pictureRadiusPresets[shape];
  }

  const summary = basics.summary;
  if (typeof summary === 'string') sections.summary.content = markdownToHtml(summary);
  else if (summary) {
    sections.summary.content = markdownToHtml(summary.body ?? '');
    if (str(summary.heading)) sections.summary.name = str(summary.heading);
    if (summary.visible === false) sections.summary.visible = false;
  }

  (basics.profiles ?? []).forEach((profile, index) => {
    if (!profile) return;
    const network = str(profile.network);
    const username = str(profile.username);
    if (!network || !username) return skipped(`basics.profiles.${index}`, network ? 'username' : 'network');
    const url = link(`basics.profiles.${index}.url`, profile.url);
    sections.profiles.items.push({ ...newItem(), network, username, icon: networkIcon(network), url });
  });

  // Section settings: the user's own heading, visibility and columns carry over.
  const source = input.sections ?? {};
  for (const key of v3FixedSections) {
    const from = source[key];
    const to = sections[fixedKeys[key] ?? (key as Exclude<(typeof v3FixedSections)[number], 'work'>)];
    if (!from) continue;
    if (str(from.name)) to.name = str(from.name);
    if (from.visible === false) to.visible = false;
    if (typeof from.columns === 'number' && from.columns >= 1)
      to.columns = Math.min(5, Math.floor(from.columns));
  }

  const items = <T>(key: string, section: { items?: (T | null | undefined)[] | null } | null | undefined) =>
    (section?.items ?? []).map((entry, index) => ({ entry, path: `sections.${key}.items.${index}` }));

  for (const { entry, path } of items('work', source.work)) {
    if (!entry) continue;
    const company = str(entry.name);
    if (!company) {
      skipped(path, 'name');
      continue;
    }
    sections.experience.items.push({
      ...newItem(),
      company,
      position: str(entry.position),
      location: '',
      date: period(entry.date),
      summary: markdownToHtml(entry.summary ?? ''),
      url: link(`${path}.url`, entry.url),
    });
  }

  for (const { entry, path } of items('awards', source.awards)) {
    if (!entry) continue;
    const title = str(entry.title);
    if (!title) {
      skipped(path, 'title');
      continue;
    }
    sections.awards.items.push({
      ...newItem(),
      title,
      awarder: str(entry.awarder),
      date: single(entry.date),
      summary: markdownToHtml(entry.summary ?? ''),
      url: link(`${path}.url`, entry.url),
    });
  }

  for (const { entry, path } of items('skills', source.skills)) {
    if (!entry) continue;
    const name = str(entry.name);
    const keywords = words(entry.keywords);
    if (!name && keywords.length === 0) {
      skipped(path, 'name');
      continue;
    }
    sections.skills.items.push({
      ...newItem(),
      name,
      description: str(entry.level),
      level: level(entry.levelNum),
      keywords,
    });
  }

  for (const { entry, path } of items('projects', source.projects)) {
    if (!entry) continue;
    const name = str(entry.name);
    if (!name) {
      skipped(path, 'name');
      continue;
    }
    sections.projects.items.push({
      ...newItem(),
      name,
      description: str(entry.description),
      date: period(entry.date),
      summary: markdownToHtml(entry.summary ?? ''),
      keywords: words(entry.keywords),
      url: link(`${path}.url`, entry.url),
    });
  }

  for (const { entry, path } of items('education', source.education)) {
    if (!entry) continue;
    const institution = str(entry.institution);
    if (!institution) {
      skipped(path, 'institution');
      continue;
    }
    sections.education.items.push({
      ...newItem(),
      institution,
      studyType: str(entry.degree),
      area: str(entry.area),
      score: str(entry.score),
      date: period(entry.date),
      summary: markdownToHtml(entry.summary ?? '') + listToHtml(words(entry.courses)),
      url: link(`${path}.url`, entry.url),
    });
  }

  for (const { entry, path } of items('interests', source.interests)) {
    if (!entry) continue;
    const name = str(entry.name);
    if (!name) {
      skipped(path, 'name');
      continue;
    }
    sections.interests.items.push({ ...newItem(), name, keywords: words(entry.keywords) });
  }

  for (const { entry, path } of items('languages', source.languages)) {
    if (!entry) continue;
    const name = str(entry.name);
    if (!name) {
      skipped(path, 'name');
      continue;
    }
    sections.languages.items.push({
      ...newItem(),
      name,
      description: str(entry.level),
      level: level(entry.levelNum),
    });
  }

  for (const { entry, path } of items('volunteer', source.volunteer)) {
    if (!entry) continue;
    const organization = str(entry.organization);
    if (!organization) {
      skipped(path, 'organization');
      continue;
    }
    sections.volunteer.items.push({
      ...newItem(),
      organization,
      position: str(entry.position),
      location: '',
      date: period(entry.date),
      summary: markdownToHtml(entry.summary ?? ''),
      url: link(`${path}.url`, entry.url),
    });
  }

  for (const { entry, path } of items('references', source.references)) {
    if (!entry) continue;
    const name = str(entry.name);
    if (!name) {
      skipped(path, 'name');
      continue;
    }
    const email = str(entry.email);
    const mail = email && z.email().safeParse(email).success;
    if (email && !mail) warnings.push(formatMessage('emailLeftOut', `${path}.email`, { value: email }));
    sections.references.items.push({
      ...newItem(),
      name,
      description: str(entry.relationship),
      // A reference's phone number has no field of its own; it follows the summary.
      summary: markdownToHtml(entry.summary ?? '') + textToHtml(str(entry.phone)),
      url: mail ? { label: email, href: `mailto:${email}` } : { label: '', href: '' },
    });
  }

  for (const { entry, path } of items('publications', source.publications)) {
    if (!entry) continue;
    const name = str(entry.name);
    if (!name) {
      skipped(path, 'name');
      continue;
    }
    sections.publications.items.push({
      ...newItem(),
      name,
      publisher: str(entry.publisher),
      date: single(entry.date),
      summary: markdownToHtml(entry.summary ?? ''),
      url: link(`${path}.url`, entry.url),
    });
  }

  for (const { entry, path } of items('certifications', source.certifications)) {
    if (!entry) continue;
    const name = str(entry.name);
    if (!name) {
      skipped(path, 'name');
      continue;
    }
    sections.certifications.items.push({
      ...newItem(),
      name,
      issuer: str(entry.issuer),
      date: single(entry.date),
      summary: markdownToHtml(entry.summary ?? ''),
      url: link(`${path}.url`, entry.url),
    });
  }

  // Custom sections keep their heading and items; they get new ids, and the layout follows.
  const customIds = new Map<string, string>();
  for (const [key, from] of Object.entries(custom)) {
    const id = createId();
    customIds.set(key, id);
    sections.custom[id] = {
      id,
      name: str(from.name) || key,
      description: '',
      ...sectionDefaults,
      columns:
        typeof from.columns === 'number' && from.columns >= 1 ? Math.min(5, Math.floor(from.columns)) : 1,
      visible: from.visible !== false,
      items: (from.items ?? []).flatMap((entry, index) => {
        if (!entry) return [];
        const path = `sections.${key}.items.${index}`;
        const keywords = words(entry.keywords);
        // Custom items have no level.
        if ((entry.levelNum ?? 0) > 0 || str(entry.level))
          warnings.push(formatMessage('leftOut', `${path}.level`));
        return [
          {
            ...newItem(),
            name: str(entry.title),
            description: str(entry.subtitle),
            date: period(entry.date),
            location: '',
            summary: markdownToHtml(entry.summary ?? ''),
            keywords,
            url: link(`${path}.url`, entry.url),
          },
        ];
      }),
    };
  }

  const metadata = input.metadata ?? {};
  const template = str(metadata.template);
  if (isTemplateId(template)) data.metadata.template = template;
  else if (template) warnings.push(formatMessage('templateMissing', 'metadata.template', { template }));
  if (metadata.css)
    data.metadata.css = { value: metadata.css.value ?? '', visible: metadata.css.visible === true };
  for (const colour of ['background', 'text', 'primary'] as const) {
    const value = str(metadata.theme?.[colour]);
    if (hexColourPattern.test(value)) data.metadata.theme[colour] = value;
  }
  const family = str(metadata.typography?.family?.body);
  if (family) data.metadata.typography.font.family = family;
  const size = metadata.typography?.size?.body;
  if (typeof size === 'number' && size >= fontSize.min && size <= fontSize.max)
    data.metadata.typography.font.size = size;
  if (metadata.layout?.length) data.metadata.layout = layoutFrom(metadata.layout, customIds);
  // Anything the old layout did not place goes at the end of the first column, so nothing is lost from view.
  const placed = new Set(data.metadata.layout.flat(2));
  const unplaced = [...sectionKeys, ...[...customIds.values()].map(customLayoutId)].filter(
    (id) => !placed.has(id),
  );
  data.metadata.layout[0]?.[0]?.push(...unplaced);

  return { data, warnings };
};

const layoutFrom = (
  layout: NonNullable<NonNullable<V3Resume['metadata']>['layout']>,
  customIds: Map<string, string>,
): string[][][] => {
  const known = new Set<string>(sectionKeys);
  const pages = layout.map((page) =>
    (page ?? []).map((column) =>
      (column ?? []).flatMap((id) => {
        const key = str(id);
        const mapped = fixedKeys[key] ?? key;
        if (known.has(mapped)) return [mapped];
        const custom = customIds.get(key);
        return custom ? [customLayoutId(custom)] : [];
      }),
    ),
  );
  const usable = pages.filter((page) => page.length > 0);
  return usable.length > 0 ? usable : [[[]]];
};

/** Which items a section that is not under a fixed key holds: its type, else its key (`work-2`), else custom. */
const kindOf = (key: string, type: unknown): V3ItemKind => {
  const kinds = Object.keys(v3ItemShapes) as V3ItemKind[];
  if (typeof type === 'string' && type !== 'basic' && kinds.includes(type as V3ItemKind))
    return type as V3ItemKind;
  const prefix = /^([a-z]+)-\d+$/i.exec(key)?.[1]?.toLowerCase() as V3ItemKind | undefined;
  return prefix && kinds.includes(prefix) ? prefix : 'custom';
};

type V3Item<K extends V3ItemKind> = z.infer<z.ZodObject<(typeof v3ItemShapes)[K]>>;

const withText = (markdown: Maybe, extra: string[]) =>
  [str(markdown), ...extra.filter(Boolean)].filter(Boolean).join('\n\n');

/**
 * An item of a copied fixed section (v3 let users duplicate, say, the work section) as a custom section's item:
 * the title, the line under it and the rest of its fields where a custom item has them.
 */
const asCustomItem = (kind: V3ItemKind, item: unknown): V3CustomItem => {
  switch (kind) {
    case 'work': {
      const entry = item as V3Item<'work'>;
      return {
        title: entry.name,
        subtitle: entry.position,
        date: entry.date,
        url: entry.url,
        summary: entry.summary,
      };
    }
    case 'volunteer': {
      const entry = item as V3Item<'volunteer'>;
      return {
        title: entry.organization,
        subtitle: entry.position,
        date: entry.date,
        url: entry.url,
        summary: entry.summary,
      };
    }
    case 'education': {
      const entry = item as V3Item<'education'>;
      return {
        title: entry.institution,
        subtitle: joinParts([entry.degree, entry.area, entry.score]),
        date: entry.date,
        url: entry.url,
        summary: withText(
          entry.summary,
          words(entry.courses).map((course) => `- ${course}`),
        ),
      };
    }
    case 'awards': {
      const entry = item as V3Item<'awards'>;
      return {
        title: entry.title,
        subtitle: entry.awarder,
        date: single(entry.date),
        url: entry.url,
        summary: entry.summary,
      };
    }
    case 'certifications': {
      const entry = item as V3Item<'certifications'>;
      return {
        title: entry.name,
        subtitle: entry.issuer,
        date: single(entry.date),
        url: entry.url,
        summary: entry.summary,
      };
    }
    case 'publications': {
      const entry = item as V3Item<'publications'>;
      return {
        title: entry.name,
        subtitle: entry.publisher,
        date: single(entry.date),
        url: entry.url,
        summary: entry.summary,
      };
    }
    case 'skills':
    case 'languages': {
      const entry = item as V3Item<'skills'>;
      return { title: entry.name, subtitle: entry.level, levelNum: entry.levelNum, keywords: entry.keywords };
    }
    case 'interests': {
      const entry = item as V3Item<'interests'>;
      return { title: entry.name, keywords: entry.keywords };
    }
    case 'projects': {
      const entry = item as V3Item<'projects'>;
      return {
        title: entry.name,
        subtitle: entry.description,
        date: entry.date,
        url: entry.url,
        summary: entry.summary,
        keywords: entry.keywords,
      };
    }
    case 'references': {
      const entry = item as V3Item<'references'>;
      const email = str(entry.email);
      return {
        title: entry.name,
        subtitle: entry.relationship,
        url: email && z.email().safeParse(email).success ? `mailto:${email}` : undefined,
        summary: withText(entry.summary, [str(entry.phone)]),
      };
    }
    case 'profiles': {
      const entry = item as V3Item<'profiles'>;
      return { title: entry.network, subtitle: entry.username, url: entry.url };
    }
    case 'custom':
      return item as V3CustomItem;
  }
};

type V3CustomItem = NonNullable<NonNullable<V3CustomSection['items']>[number]>;

const customSections = (
  sections: unknown,
): { sections: Record<string, V3CustomSection>; copies: ImportWarning[]; errors: ImportIssue[] } => {
  const out: Record<string, V3CustomSection> = {};
  const copies: ImportWarning[] = [];
  const errors: ImportIssue[] = [];
  if (!sections || typeof sections !== 'object') return { sections: out, copies, errors };
  for (const [key, value] of Object.entries(sections)) {
    if ((v3FixedSections as readonly string[]).includes(key) || value === null || value === undefined)
      continue;
    const kind = kindOf(key, (value as { type?: unknown }).type);
    const parsed = (kind === 'custom' ? v3CustomSectionSchema : v3SectionSchemaOf(kind)).safeParse(value);
    if (!parsed.success) {
      errors.push(
        ...toIssues(parsed.error).map((issue) => ({
          ...issue,
          path: ['sections', key, issue.path].filter(Boolean).join('.'),
        })),
      );
      continue;
    }
    if (!parsed.data) continue;
    if (kind !== 'custom')
      copies.push(
        formatMessage('sectionAsCustom', `sections.${key}`, { name: str(parsed.data.name) || key, kind }),
      );
    out[key] = {
      ...parsed.data,
      items: (parsed.data.items ?? []).map((item) => (item ? asCustomItem(kind, item) : item)),
    } as V3CustomSection;
  }
  return { sections: out, copies, errors };
};

export const importV3 = (value: unknown): ImportResult => {
  const parsed = v3Schema.safeParse(value);
  const custom = customSections((value as { sections?: unknown } | null)?.sections);
  const errors = [...(parsed.success ? [] : toIssues(parsed.error)), ...custom.errors];
  if (!parsed.success || errors.length > 0) return { ok: false, errors };
  const { data, warnings } = fromV3(parsed.data, custom.sections);
  warnings.unshift(...custom.copies);
  return finish(data, warnings, { visibility: parsed.data.public ? 'public' : 'private' });
};

export const nativeV3Importer: Importer = {
  type: 'native-v3-json',
  extension: '.json',
  parse: (input) =>
    guard(() => {
      const json = readJson(input);
      return json.ok ? importV3(json.value) : json;
    }),
};
