/**
 * The fields a reader of the printed PDF (an applicant tracking system, a screen reader) must get back: the
 * header's contacts, every visible section's heading, and each visible item's main fields and date. Read from
 * the document and the template, not from the drawing, so the parse-back check can compare the two.
 */
import { customIdFromLayoutId, isCustomLayoutId, type ResumeData } from '@rb/schema';
import { readableHref } from '../blocks/href.ts';
import { completeLayout, resolveSection, type ItemKind } from '../resume/sections.ts';
import { untitledSections } from './untitled.ts';

export type PrintedField = {
  /** Where the text lives in the document: `basics.email`, `sections.experience.items.0.company`. */
  path: string;
  text: string;
  /** Must come back on one line (a name, phone number, email address, date or username), not merely in one piece. */
  oneLine: boolean;
};

/** The document field behind each item's title, and behind its subtitle where that is a main field. */
const titleField: Record<ItemKind, string> = {
  experience: 'company',
  volunteer: 'organization',
  education: 'institution',
  awards: 'title',
  certifications: 'name',
  publications: 'name',
  projects: 'name',
  references: 'name',
  skills: 'name',
  languages: 'name',
  interests: 'name',
  profiles: 'username',
  custom: 'name',
};
const subtitleField: Partial<Record<ItemKind, string>> = { experience: 'position', volunteer: 'position' };

const sectionPath = (layoutId: string) =>
  isCustomLayoutId(layoutId) ? `sections.custom.${customIdFromLayoutId(layoutId)}` : `sections.${layoutId}`;

function rawItems(resume: ResumeData, layoutId: string): { id: string }[] {
  if (layoutId === 'summary') return [];
  if (isCustomLayoutId(layoutId)) return resume.sections.custom[customIdFromLayoutId(layoutId)]?.items ?? [];
  const section = resume.sections[layoutId as keyof typeof resume.sections] as { items?: { id: string }[] };
  return section.items ?? [];
}

export function printedFields(resume: ResumeData): PrintedField[] {
  const { basics } = resume;
  const fields: PrintedField[] = [];
  const add = (path: string, text: string, oneLine = false) => {
    const value = text.trim();
    if (value !== '') fields.push({ path, text: value, oneLine });
  };
  add('basics.name', basics.name, true);
  add('basics.headline', basics.headline);
  add('basics.email', basics.email, true);
  add('basics.phone', basics.phone, true);
  add('basics.location', basics.location);
  add('basics.url', basics.url.label.trim() || readableHref(basics.url.href.trim()));

  const untitled = untitledSections(resume);
  for (const id of completeLayout(resume).flat(2)) {
    const section = resolveSection(resume, id);
    if (!section) continue;
    const path = sectionPath(id);
    if (!untitled.includes(id)) add(`${path}.name`, section.name);
    if (section.kind === 'summary') continue;
    const indexes = new Map(rawItems(resume, id).map((item, index) => [item.id, index]));
    for (const item of section.items) {
      const at = `${path}.items.${indexes.get(item.id)}`;
      add(`${at}.${titleField[section.kind]}`, item.title, section.kind === 'profiles');
      const subtitle = subtitleField[section.kind];
      if (subtitle) add(`${at}.${subtitle}`, item.subtitle);
      add(`${at}.date`, item.date, true);
    }
  }
  return fields;
}
