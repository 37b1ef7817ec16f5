import { pageFormats, type ResumeData } from '@rb/schema';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ILevelsOptions,
  type ParagraphChild,
} from 'docx';
import { htmlToBlocks, type Inline, type RichBlock } from '../shared/rich-blocks.ts';
import {
  compactSection,
  itemDetails,
  resumeOutline,
  type OutlineItem,
  type OutlineSection,
} from '../shared/outline.ts';

export const twipsPerMm = 1440 / 25.4;
export const margin = Math.round(18 * twipsPerMm);
/** The numbered-list definition; each list of a summary is its own instance, so each counts from its start. */
export const orderedReference = (start: number) => `ordered-${start}`;

export const orderedLevels = (start: number): ILevelsOptions[] =>
  Array.from({ length: 9 }, (_, level) => ({
    level,
    format: LevelFormat.DECIMAL,
    text: `%${level + 1}.`,
    alignment: AlignmentType.START,
    start: level === 0 ? start : 1,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));

type Marks = { bold?: boolean; italics?: boolean };

export const run = (text: string, marks: Marks = {}) => new TextRun({ text, ...marks });

export const link = (href: string, text: string, marks: Marks = {}) =>
  new ExternalHyperlink({ link: href, children: [new TextRun({ text, style: 'Hyperlink', ...marks })] });

/** A paragraph's runs with their marks; the runs of one link make one hyperlink (Word's Hyperlink style). */
const inlineRuns = (inlines: Inline[]): ParagraphChild[] => {
  const children: ParagraphChild[] = [];
  let breakBefore = 0;
  let open: { href: string; runs: TextRun[] } | undefined;
  const closeLink = () => {
    if (open) children.push(new ExternalHyperlink({ link: open.href, children: open.runs }));
    open = undefined;
  };
  for (const inline of inlines) {
    if (!('text' in inline)) {
      breakBefore += 1;
      continue;
    }
    const textRun = new TextRun({
      text: inline.text,
      ...(inline.bold ? { bold: true } : {}),
      ...(inline.italic ? { italics: true } : {}),
      ...(inline.strike ? { strike: true } : {}),
      ...(inline.underline ? { underline: {} } : {}),
      ...(inline.code ? { font: 'Courier New' } : {}),
      ...(breakBefore > 0 ? { break: breakBefore } : {}),
      ...(inline.href ? { style: 'Hyperlink' } : {}),
    });
    breakBefore = 0;
    if (open && open.href !== inline.href) closeLink();
    if (inline.href) (open ??= { href: inline.href, runs: [] }).runs.push(textRun);
    else children.push(textRun);
  }
  closeLink();
  return children;
};

export type ListState = { next: number };

const blockParagraphs = (
  blocks: RichBlock[],
  lists: ListState,
  usedStarts: Set<number>,
  depth = 0,
  list?: { ordered: boolean; instance: number; start: number },
): Paragraph[] =>
  blocks.flatMap((block) => {
    if (block.kind === 'paragraph') {
      const listOptions = list
        ? list.ordered
          ? {
              numbering: {
                reference: orderedReference(list.start),
                level: Math.min(8, depth - 1),
                instance: list.instance,
              },
            }
          : { bullet: { level: Math.min(8, depth - 1) } }
        : {};
      return [
        new Paragraph({
          children: block.heading
            ? inlineRuns(
                block.inlines.map((inline) => ('text' in inline ? { ...inline, bold: true } : inline)),
              )
            : inlineRuns(block.inlines),
          ...listOptions,
          ...(block.quote ? { indent: { left: 720 } } : {}),
        }),
      ];
    }
    const instance = (lists.next += 1);
    if (block.ordered) usedStarts.add(block.start);
    return block.items.flatMap((item) => {
      // The item's first paragraph carries the bullet or number; what follows in the item is indented with it.
      const [first, ...rest] = item;
      const nested = { ordered: block.ordered, instance, start: block.start };
      const head = first ? blockParagraphs([first], lists, usedStarts, depth + 1, nested) : [];
      const tail = rest.flatMap((child) =>
        child.kind === 'list'
          ? blockParagraphs([child], lists, usedStarts, depth + 1)
          : [new Paragraph({ children: inlineRuns(child.inlines), indent: { left: 720 * (depth + 1) } })],
      );
      return [...head, ...tail];
    });
  });

export const richParagraphs = (html: string, lists: ListState, usedStarts: Set<number>) =>
  blockParagraphs(htmlToBlocks(html), lists, usedStarts);

const itemLink = (item: OutlineItem) =>
  item.url.href ? link(item.url.href, item.url.label.trim() || item.url.href) : undefined;

const compactParagraph = (item: OutlineItem) => {
  const details = itemDetails(item).join(', ');
  const children: ParagraphChild[] = [];
  if (item.title) children.push(run(item.title, { bold: true }));
  if (details) children.push(run(`${children.length > 0 ? ' — ' : ''}${details}`));
  if (item.keywords.length > 0)
    children.push(run(`${children.length > 0 ? ': ' : ''}${item.keywords.join(', ')}`));
  const url = itemLink(item);
  if (url) children.push(...(children.length > 0 ? [run(' · ')] : []), url);
  return new Paragraph({ children, bullet: { level: 0 } });
};

const itemParagraphs = (item: OutlineItem, lists: ListState, usedStarts: Set<number>) => {
  const paragraphs = [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      children: [run(item.title || itemDetails(item)[0] || item.date)],
    }),
  ];
  const details = itemDetails(item).join(' · ');
  const lines: ParagraphChild[] = [];
  if (details) lines.push(run(details, { italics: true }));
  if (item.date) lines.push(new TextRun({ text: item.date, ...(lines.length > 0 ? { break: 1 } : {}) }));
  const url = itemLink(item);
  if (url) {
    if (lines.length > 0) lines.push(new TextRun({ break: 1 }));
    lines.push(url);
  }
  if (lines.length > 0) paragraphs.push(new Paragraph({ children: lines }));
  if (item.summary) paragraphs.push(...richParagraphs(item.summary, lists, usedStarts));
  if (item.keywords.length > 0)
    paragraphs.push(new Paragraph({ children: [run(item.keywords.join(', '), { italics: true })] }));
  return paragraphs;
};

const sectionParagraphs = (section: OutlineSection, lists: ListState, usedStarts: Set<number>) => [
  new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(section.name)] }),
  ...(section.content ? richParagraphs(section.content, lists, usedStarts) : []),
  ...(compactSection(section)
    ? section.items.map(compactParagraph)
    : section.items.flatMap((item) => itemParagraphs(item, lists, usedStarts))),
];

/**
 * The resume as a Word document for applicant tracking systems: one column in the layout's order, the name in
 * Word's Title style, each shown section under Heading 1 and each entry under Heading 2, real bulleted and
 * numbered lists, and links as hyperlinks. The page size follows the resume (A4 or Letter); fonts and colours are
 * Word's own, since a tracking system reads the text, not the design.
 */
export const exportDocx = async (data: ResumeData): Promise<Uint8Array> => {
  const outline = resumeOutline(data);
  const lists: ListState = { next: 0 };
  const usedStarts = new Set<number>();
  const contacts: ParagraphChild[] = [];
  for (const contact of outline.contacts) {
    if (contacts.length > 0) contacts.push(run(' | '));
    contacts.push(
      contact.href && contact.kind !== 'phone' ? link(contact.href, contact.text) : run(contact.text),
    );
  }
  const children = [
    ...(outline.name ? [new Paragraph({ heading: HeadingLevel.TITLE, children: [run(outline.name)] })] : []),
    ...(outline.headline ? [new Paragraph({ children: [run(outline.headline, { italics: true })] })] : []),
    ...(contacts.length > 0 ? [new Paragraph({ children: contacts })] : []),
    ...outline.sections.flatMap((section) => sectionParagraphs(section, lists, usedStarts)),
  ];
  return packDocx({
    creator: outline.name || 'Resume',
    title: outline.name ? `${outline.name}${outline.headline ? ` — ${outline.headline}` : ''}` : 'Resume',
    description: outline.headline,
    // A little air between paragraphs; Word's own fonts and heading colours otherwise.
    paragraphAfter: 60,
    format: data.metadata.page.format,
    usedStarts,
    children,
  });
};

/**
 * One Word file of one section: the page size of the document's format with the 18 mm margin, the numbered lists
 * that were used, and Word's own fonts. The resume's and the cover letter's Word files are both made here.
 */
export const packDocx = async ({
  creator,
  title,
  description,
  paragraphAfter,
  format,
  usedStarts,
  children,
}: {
  creator: string;
  title: string;
  description?: string;
  paragraphAfter: number;
  format: keyof typeof pageFormats;
  usedStarts: Set<number>;
  children: Paragraph[];
}): Promise<Uint8Array> => {
  const size = pageFormats[format] ?? pageFormats.a4;
  const document = new Document({
    creator,
    title,
    description,
    styles: { default: { document: { paragraph: { spacing: { after: paragraphAfter } } } } },
    numbering: {
      config: [...usedStarts].map((start) => ({
        reference: orderedReference(start),
        levels: orderedLevels(start),
      })),
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: Math.round(size.width * twipsPerMm),
              height: Math.round(size.height * twipsPerMm),
            },
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
};
