import {
  customIdFromLayoutId,
  isCustomLayoutId,
  itemSectionKeys,
  type ItemSectionKey,
  type ResumeData,
  type Url,
} from '@rb/schema';
import { isBlankHtml } from '../style/rich-text.ts';

/** What an item shows, whatever its section: the shared blocks draw this, templates only style it. */
export type ItemView = {
  id: string;
  title: string;
  subtitle: string;
  date: string;
  location: string;
  /** A short extra line (an education's score). */
  detail: string;
  summary: string;
  keywords: string[];
  /** 0–5; `undefined` for sections without levels. */
  level?: number;
  url: Url;
  /** Profiles only: the icon slug and the network name. */
  profile?: { icon: string; network: string; username: string };
};

export type ItemKind = ItemSectionKey | 'custom';

/** How a section flows across sheets (the section menu's page controls). */
export type SectionFlow = { startOnNewPage: boolean; keepTogether: boolean };

export type ResolvedSection =
  | ({ kind: 'summary'; id: string; name: string; columns: number; content: string } & SectionFlow)
  | ({
      kind: ItemKind;
      id: string;
      name: string;
      columns: number;
      separateLinks: boolean;
      /** Custom sections only: rich text under the heading ('' when blank). */
      description: string;
      items: ItemView[];
    } & SectionFlow);

const blankUrl: Url = { label: '', href: '' };
const text = (value: string | undefined) => (value ?? '').trim();
const words = (values: string[] | undefined) => (values ?? []).map((v) => v.trim()).filter((v) => v !== '');

function view(partial: Partial<ItemView> & { id: string }): ItemView {
  return {
    title: '',
    subtitle: '',
    date: '',
    location: '',
    detail: '',
    summary: '',
    keywords: [],
    url: blankUrl,
    ...partial,
  };
}

/** Maps each section's item to the common view; one place decides which field is the title, subtitle, … */
function itemViews(resume: ResumeData, kind: ItemSectionKey): ItemView[] {
  const s = resume.sections;
  switch (kind) {
    case 'experience':
      return s.experience.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.company),
            subtitle: text(i.position),
            date: text(i.date),
            location: text(i.location),
            summary: i.summary,
            url: i.url,
          }),
        );
    case 'volunteer':
      return s.volunteer.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.organization),
            subtitle: text(i.position),
            date: text(i.date),
            location: text(i.location),
            summary: i.summary,
            url: i.url,
          }),
        );
    case 'education':
      return s.education.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.institution),
            subtitle: text(i.area),
            date: text(i.date),
            location: text(i.studyType),
            detail: text(i.score),
            summary: i.summary,
            url: i.url,
          }),
        );
    case 'awards':
      return s.awards.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.title),
            subtitle: text(i.awarder),
            date: text(i.date),
            summary: i.summary,
            url: i.url,
          }),
        );
    case 'certifications':
      return s.certifications.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.name),
            subtitle: text(i.issuer),
            date: text(i.date),
            summary: i.summary,
            url: i.url,
          }),
        );
    case 'publications':
      return s.publications.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.name),
            subtitle: text(i.publisher),
            date: text(i.date),
            summary: i.summary,
            url: i.url,
          }),
        );
    case 'projects':
      return s.projects.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.name),
            subtitle: text(i.description),
            date: text(i.date),
            summary: i.summary,
            keywords: words(i.keywords),
            url: i.url,
          }),
        );
    case 'references':
      return s.references.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.name),
            subtitle: text(i.description),
            summary: i.summary,
            url: i.url,
          }),
        );
    case 'skills':
      return s.skills.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.name),
            subtitle: text(i.description),
            level: i.level,
            keywords: words(i.keywords),
          }),
        );
    case 'languages':
      return s.languages.items
        .filter((i) => i.visible)
        .map((i) => view({ id: i.id, title: text(i.name), subtitle: text(i.description), level: i.level }));
    case 'interests':
      return s.interests.items
        .filter((i) => i.visible)
        .map((i) => view({ id: i.id, title: text(i.name), keywords: words(i.keywords) }));
    case 'profiles':
      return s.profiles.items
        .filter((i) => i.visible)
        .map((i) =>
          view({
            id: i.id,
            title: text(i.username),
            subtitle: text(i.network),
            url: i.url,
            profile: { icon: text(i.icon), network: text(i.network), username: text(i.username) },
          }),
        );
  }
}

/** True when an item has anything to show (an item with only blank fields draws nothing). */
const hasContent = (item: ItemView) =>
  item.title !== '' ||
  item.subtitle !== '' ||
  item.date !== '' ||
  item.location !== '' ||
  item.detail !== '' ||
  !isBlankHtml(item.summary) ||
  item.keywords.length > 0 ||
  (item.level ?? 0) > 0 ||
  item.url.href !== '';

const clampColumns = (columns: number) => Math.min(5, Math.max(1, Math.round(columns || 1)));

/** Older documents predate the page controls: absent means off. */
const flowOf = (section: Partial<SectionFlow>): SectionFlow => ({
  startOnNewPage: section.startOnNewPage === true,
  keepTogether: section.keepTogether === true,
});

/** The section behind a layout id, or `null` when it is unknown, hidden or has nothing to show. */
export function resolveSection(resume: ResumeData, layoutId: string): ResolvedSection | null {
  const { sections } = resume;
  if (layoutId === 'summary') {
    const summary = sections.summary;
    if (!summary.visible || isBlankHtml(summary.content)) return null;
    return {
      kind: 'summary',
      id: 'summary',
      name: summary.name,
      columns: clampColumns(summary.columns),
      content: summary.content,
      ...flowOf(summary),
    };
  }
  if (isCustomLayoutId(layoutId)) {
    const custom = sections.custom[customIdFromLayoutId(layoutId)];
    if (!custom || !custom.visible) return null;
    const items = custom.items
      .filter((item) => item.visible)
      .map((i) =>
        view({
          id: i.id,
          title: text(i.name),
          subtitle: text(i.description),
          date: text(i.date),
          location: text(i.location),
          summary: i.summary,
          keywords: words(i.keywords),
          url: i.url,
        }),
      )
      .filter(hasContent);
    // The description is rich text (sanitised like summaries); a section with only a description still shows.
    const description = isBlankHtml(custom.description ?? '') ? '' : (custom.description ?? '');
    if (items.length === 0 && description === '') return null;
    return {
      kind: 'custom',
      id: layoutId,
      name: custom.name,
      columns: clampColumns(custom.columns),
      separateLinks: custom.separateLinks,
      description,
      items,
      ...flowOf(custom),
    };
  }
  if (!(itemSectionKeys as readonly string[]).includes(layoutId)) return null;
  const key = layoutId as ItemSectionKey;
  const section = sections[key];
  if (!section.visible) return null;
  const items = itemViews(resume, key).filter(hasContent);
  if (items.length === 0) return null;
  return {
    kind: key,
    id: key,
    name: section.name,
    columns: clampColumns(section.columns),
    separateLinks: section.separateLinks,
    description: '',
    items,
    ...flowOf(section),
  };
}

/** The layout's pages, each as [main, sidebar]; a page with one column gets an empty sidebar. */
export function layoutPages(resume: ResumeData): [string[], string[]][] {
  const pages = resume.metadata.layout.length > 0 ? resume.metadata.layout : [[[], []]];
  // A section shows once: a duplicated id in a stored layout keeps its first place.
  const seen = new Set<string>();
  const once = (ids: string[]) => ids.filter((id) => !seen.has(id) && seen.add(id));
  return pages.map((page) => [once(page[0] ?? []), once(page.slice(1).flat())]);
}

/** Sections that exist in the resume but are missing from every layout page go to the end of the first page's
 * main column, so content added by an import or an older document is never lost from view. */
export function completeLayout(resume: ResumeData): [string[], string[]][] {
  const pages = layoutPages(resume);
  const placed = new Set(pages.flat(2));
  const missing = [
    'summary',
    ...itemSectionKeys,
    ...Object.keys(resume.sections.custom).map((id) => `custom.${id}`),
  ].filter((id) => !placed.has(id));
  if (missing.length > 0) pages[0]![0].push(...missing);
  return pages;
}
