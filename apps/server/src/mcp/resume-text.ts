// A resume as plain text for an assistant to read: the basics, the summary, then every visible section with
// its visible items, one line each plus their descriptions. (packages/formats has no Markdown export.)
import { richTextToPlain, type ResumeData } from '@rb/schema';

type Item = Record<string, unknown>;

/** The printable values of an item in field order: text, rich text as plain text, links, keywords. */
const valuesOf = (item: Item): string[] =>
  Object.entries(item)
    .filter(([key]) => key !== 'id' && key !== 'visible')
    .flatMap(([, value]) => {
      if (typeof value === 'string') return [value.includes('<') ? richTextToPlain(value) : value.trim()];
      if (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
        return [value.join(', ')];
      if (value && typeof value === 'object' && 'href' in value && typeof value.href === 'string')
        return [value.href];
      if (typeof value === 'number' && value > 0) return [`level ${value}`];
      return [];
    })
    .filter((text) => text.length > 0);

const sectionText = (name: string, items: Item[]): string[] => {
  const lines = items
    .filter((item) => item.visible !== false)
    .map((item) => {
      const [first = '', ...rest] = valuesOf(item);
      return `- ${[first, ...rest].join(' · ')}`;
    });
  return lines.length > 0 ? ['', `## ${name}`, ...lines] : [];
};

export function resumeToText(title: string, data: ResumeData): string {
  const { basics, sections } = data;
  const contact = [basics.email, basics.phone, basics.location, basics.url.href].filter(Boolean).join(' · ');
  const lines = [`# ${basics.name || title}`];
  if (basics.headline) lines.push(basics.headline);
  if (contact) lines.push(contact);
  const summary = richTextToPlain(sections.summary.content);
  if (sections.summary.visible && summary) lines.push('', `## ${sections.summary.name}`, summary);
  const { summary: _summary, custom, ...itemSections } = sections;
  for (const section of [...Object.values(itemSections), ...Object.values(custom)]) {
    if (section.visible) lines.push(...sectionText(section.name, section.items as unknown as Item[]));
  }
  return `${lines.join('\n')}\n`;
}
