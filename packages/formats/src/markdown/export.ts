import type { ResumeData } from '@rb/schema';
import { htmlToBlocks, type Inline, type RichBlock } from '../shared/rich-blocks.ts';
import {
  compactSection,
  itemDetails,
  resumeOutline,
  type OutlineItem,
  type OutlineSection,
} from '../shared/outline.ts';

/** Characters that would start Markdown syntax inside a line; escaped so the text reads as written. */
const escapeText = (text: string) => text.replace(/[\\`*_[\]<>~|]/g, '\\$&');
/** Line starts that Markdown reads as a heading, a list or a quote. */
const escapeLineStart = (line: string) =>
  line
    .replace(/^(\s*)([#>+-])(?=\s|$)/, '$1\\$2')
    // A digit cannot be escaped in Markdown; the dot or parenthesis after it can.
    .replace(/^(\s*\d+)([.)])(?=\s|$)/, '$1\\$2');
const hrefEscapes: Record<string, string> = { '(': '%28', ')': '%29', '<': '%3C', '>': '%3E' };
/** A link target without the characters that would end it early. */
const escapeHref = (href: string) =>
  href.replace(/[()<>\s]/g, (char) => hrefEscapes[char] ?? encodeURIComponent(char));

const wrap = (text: string, marker: string) => {
  // Markers must touch the words they mark: spaces stay outside.
  const match = /^(\s*)(.*?)(\s*)$/s.exec(text)!;
  return match[2] ? `${match[1]}${marker}${match[2]}${marker}${match[3]}` : text;
};

const runText = (inline: Extract<Inline, { text: string }>): string => {
  if (inline.code) return wrap(inline.text, inline.text.includes('`') ? '``' : '`');
  let text = escapeText(inline.text);
  if (inline.strike) text = wrap(text, '~~');
  if (inline.italic) text = wrap(text, '*');
  if (inline.bold) text = wrap(text, '**');
  return text;
};

/** A paragraph's runs as one Markdown line (hard breaks as a backslash at the line's end). */
export const inlinesToMarkdown = (inlines: Inline[]): string => {
  let out = '';
  for (let index = 0; index < inlines.length;) {
    const inline = inlines[index]!;
    if (!('text' in inline)) {
      out += '\\\n';
      index += 1;
      continue;
    }
    const href = inline.href;
    if (!href) {
      out += runText(inline);
      index += 1;
      continue;
    }
    // Neighbouring runs of one link (say, a bold word inside it) make one link.
    let label = '';
    while (index < inlines.length) {
      const next = inlines[index]!;
      if (!('text' in next) || next.href !== href) break;
      label += runText(next);
      index += 1;
    }
    out += `[${label.trim() || escapeText(href)}](${escapeHref(href)})`;
  }
  return out
    .split('\n')
    .map((line) => escapeLineStart(line))
    .join('\n');
};

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${by}${line}`))
    .join('\n');

export const blocksToMarkdown = (blocks: RichBlock[], inItem = false): string =>
  blocks
    .map((block, index) => {
      // Inside a list item a nested list follows its line directly, so the list stays tight.
      const gap = index === 0 ? '' : inItem && block.kind === 'list' ? '\n' : '\n\n';
      return gap + blockToMarkdown(block);
    })
    .join('');

const blockToMarkdown = (block: RichBlock): string => {
  if (block.kind === 'paragraph') {
    const text = inlinesToMarkdown(block.inlines);
    // Headings inside a summary would break the document's own outline; they read as bold lines.
    const line = block.heading ? wrap(text, '**') : text;
    return block.quote ? `> ${line.replace(/\n/g, '\n> ')}` : line;
  }
  return block.items
    .map((item, index) => {
      const marker = block.ordered ? `${block.start + index}.` : '-';
      const body = blocksToMarkdown(item, true);
      return `${marker} ${indent(body, ' '.repeat(marker.length + 1))}`;
    })
    .join('\n');
};

export const richTextToMarkdown = (html: string): string => blocksToMarkdown(htmlToBlocks(html));

const link = (item: OutlineItem) =>
  item.url.href
    ? `[${escapeText(item.url.label.trim() || item.url.href)}](${escapeHref(item.url.href)})`
    : '';

const compactLine = (item: OutlineItem) => {
  const details = itemDetails(item).map(escapeText).join(', ');
  const head = item.title ? `**${escapeText(item.title)}**` : '';
  const keywords = item.keywords.map(escapeText).join(', ');
  const main = [head, details].filter(Boolean).join(' — ');
  const text = [main, keywords].filter(Boolean).join(': ');
  return `- ${[text, link(item)].filter(Boolean).join(' · ')}`;
};

const fullItem = (item: OutlineItem) => {
  const lines = [
    itemDetails(item).map(escapeText).join(' · '),
    item.date ? escapeText(item.date) : '',
    link(item),
  ].filter(Boolean);
  return [
    `### ${escapeText(item.title || itemDetails(item)[0] || item.date)}`,
    lines.length > 0 ? lines.join('\\\n') : '',
    item.summary ? richTextToMarkdown(item.summary) : '',
    item.keywords.length > 0 ? `*${item.keywords.map(escapeText).join(', ')}*` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
};

const section = (part: OutlineSection) => {
  const content = part.content ? richTextToMarkdown(part.content) : '';
  const items = compactSection(part)
    ? part.items.map(compactLine).join('\n')
    : part.items.map(fullItem).join('\n\n');
  return [`## ${escapeText(part.name)}`, content, items].filter(Boolean).join('\n\n');
};

/**
 * The resume as Markdown (CommonMark with GitHub's strikethrough): the name as the one first-level heading,
 * contacts under it, each shown section as a second-level heading in the layout's order, items with a
 * third-level heading (skills, languages, interests and profiles as a list). Rich text keeps bold, italics,
 * links and lists.
 */
export const exportMarkdown = (data: ResumeData): string => {
  const outline = resumeOutline(data);
  const contacts = outline.contacts
    .map((contact) =>
      contact.href && contact.kind !== 'phone'
        ? `[${escapeText(contact.text)}](${escapeHref(contact.href)})`
        : escapeText(contact.text),
    )
    .join(' · ');
  const head = [
    outline.name ? `# ${escapeText(outline.name)}` : '',
    outline.headline ? escapeText(outline.headline) : '',
    contacts,
  ];
  return `${[...head, ...outline.sections.map(section)].filter(Boolean).join('\n\n')}\n`;
};
