import type { ResumeData } from '@rb/schema';
import { htmlToBlocks, type Inline, type RichBlock } from '../shared/rich-blocks.ts';
import {
  compactSection,
  itemDetails,
  resumeOutline,
  type OutlineItem,
  type OutlineSection,
} from '../shared/outline.ts';

/** A link keeps its address where the reader cannot click: "label (https://…)", or the address alone. */
const withTarget = (label: string, href: string) => {
  const shown = href.replace(/^mailto:/i, '');
  return label.trim() === '' || label.trim() === shown ? shown : `${label} (${shown})`;
};

const inlinesToText = (inlines: Inline[]): string => {
  let out = '';
  for (let index = 0; index < inlines.length;) {
    const inline = inlines[index]!;
    if (!('text' in inline)) {
      out += '\n';
      index += 1;
      continue;
    }
    if (!inline.href) {
      out += inline.text;
      index += 1;
      continue;
    }
    let label = '';
    const href = inline.href;
    while (index < inlines.length) {
      const next = inlines[index]!;
      if (!('text' in next) || next.href !== href) break;
      label += next.text;
      index += 1;
    }
    out += withTarget(label, href);
  }
  return out;
};

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${by}${line}`))
    .join('\n');

const blocksToText = (blocks: RichBlock[], inItem = false): string =>
  blocks
    .map((block, index) => {
      // Inside a list item a nested list follows its line directly.
      const gap = index === 0 ? '' : inItem && block.kind === 'list' ? '\n' : '\n\n';
      if (block.kind === 'paragraph') return gap + inlinesToText(block.inlines);
      const items = block.items.map((item, position) => {
        const marker = block.ordered ? `${block.start + position}.` : '-';
        return `${marker} ${indent(blocksToText(item, true), ' '.repeat(marker.length + 1))}`;
      });
      return gap + items.join('\n');
    })
    .join('');

/** Rich text as plain text: paragraphs apart, lists as "- item" / "1. item", links with their address. */
export const richTextToText = (html: string): string => blocksToText(htmlToBlocks(html));

const heading = (text: string) => `${text.toUpperCase()}\n${'='.repeat(Math.min(60, [...text].length))}`;

const compactLine = (item: OutlineItem) => {
  const main = [item.title, itemDetails(item).join(', ')].filter(Boolean).join(' — ');
  const text = [main, item.keywords.join(', ')].filter(Boolean).join(': ');
  const link = item.url.href ? withTarget(item.url.label, item.url.href) : '';
  return `- ${[text, link].filter(Boolean).join(' · ')}`;
};

const fullItem = (item: OutlineItem) =>
  [
    [
      item.title,
      itemDetails(item).join(' · '),
      item.date,
      item.url.href ? withTarget(item.url.label, item.url.href) : '',
    ]
      .filter(Boolean)
      .join('\n'),
    item.summary ? richTextToText(item.summary) : '',
    item.keywords.length > 0 ? item.keywords.join(', ') : '',
  ]
    .filter(Boolean)
    .join('\n\n');

const section = (part: OutlineSection) => {
  const content = part.content ? richTextToText(part.content) : '';
  const items = compactSection(part)
    ? part.items.map(compactLine).join('\n')
    : part.items.map(fullItem).join('\n\n');
  return [heading(part.name), content, items].filter(Boolean).join('\n\n');
};

/**
 * The resume as plain UTF-8 text, one column in the layout's order: the name, headline and contacts, then each
 * shown section under its name in capitals. For pasting into application forms that take text only.
 */
export const exportText = (data: ResumeData): string => {
  const outline = resumeOutline(data);
  const head = [
    outline.name,
    outline.headline,
    outline.contacts
      .map((contact) =>
        contact.kind === 'url' && contact.href ? withTarget(contact.text, contact.href) : contact.text,
      )
      .join(' | '),
  ]
    .filter(Boolean)
    .join('\n');
  return `${[head, ...outline.sections.map(section)].filter(Boolean).join('\n\n')}\n`;
};
