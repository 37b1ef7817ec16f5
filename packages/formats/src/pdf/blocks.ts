/**
 * Lines of a PDF into the blocks the shared mapping reads (shared/blocks-to-resume.ts): the largest text at the
 * top of the first page is the name (a level-1 heading); a short line set larger than the body, or naming a
 * known section, is a section heading (level 2); the lines of one wrapped paragraph join; a line's segments are
 * kept apart as its parts (position, place and date). Bold and italics come from the fonts' names.
 */
import { headingKind } from '../shared/headings.ts';
import type { Inline, RichBlock } from '../shared/rich-blocks.ts';
import { lineText, type PdfLine, type PdfSegment } from './lines.ts';

type Paragraph = Extract<RichBlock, { kind: 'paragraph' }>;

const bulletPattern = /^[•·▪■●◦‣∙*\-–]\s+/;

/** The font size most of the text is set in. */
const bodySize = (lines: PdfLine[]): number => {
  const counts = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    counts.set(size, (counts.get(size) ?? 0) + lineText(line).length);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
};

const inlinesOf = (line: PdfLine): Inline[] =>
  line.segments.flatMap((segment, index) => {
    const run: Inline = {
      text: segment.text,
      ...(segment.bold ? { bold: true as const } : {}),
      ...(segment.italic ? { italic: true as const } : {}),
    };
    return index === 0 ? [run] : [{ lineBreak: true as const }, run];
  });

/**
 * The name: the largest text on the first page, the highest of equals. Its line's other parts (a headline set
 * beside it) become a line of their own, and the lines after it up to the next heading (the header, which some
 * templates draw after a sidebar) move to the top.
 */
const headerFirst = (lines: PdfLine[], isHeading: (line: PdfLine) => boolean): PdfLine[] => {
  let best: { line: PdfLine; segment: number } | undefined;
  for (const line of lines) {
    if (line.page !== 0) break;
    line.segments.forEach((segment, index) => {
      if (segment.text.length > 60 || !/\p{L}/u.test(segment.text)) return;
      const size = best ? best.line.segments[best.segment]!.size : 0;
      if (segment.size > size + 0.5 || (Math.abs(segment.size - size) <= 0.5 && line.y > best!.line.y))
        best = { line, segment: index };
    });
  }
  if (!best) return lines;
  const at = lines.indexOf(best.line);
  const { segments } = best.line;
  const name: PdfLine = {
    ...best.line,
    segments: [segments[best.segment]!],
    size: segments[best.segment]!.size,
  };
  const others = segments.filter((_, index) => index !== best!.segment);
  const header = [name, ...(others.length ? [{ ...best.line, segments: others }] : [])];
  let end = at + 1;
  while (end < lines.length && !isHeading(lines[end]!)) end++;
  return [...header, ...lines.slice(at + 1, end), ...lines.slice(0, at), ...lines.slice(end)];
};

/** A long line is prose: its parts that differ only in font (an emphasised word) are one text again. */
const joinEmphasis = (line: PdfLine): PdfLine => {
  if (lineText(line).length < 70 || !line.segments.some((segment) => segment.byStyle)) return line;
  const segments: PdfSegment[] = [];
  for (const segment of line.segments) {
    const last = segments.at(-1);
    if (last && segment.byStyle)
      segments[segments.length - 1] = {
        ...last,
        text: `${last.text} ${segment.text}`,
        bold: false,
        italic: false,
      };
    else segments.push(segment);
  }
  return { ...line, segments };
};

export function linesToBlocks(lines: PdfLine[]): RichBlock[] {
  const body = bodySize(lines);
  const isHeading = (line: PdfLine) => {
    const text = lineText(line);
    if (line.segments.length !== 1) return false;
    return headingKind(text) !== undefined || (line.size > body * 1.15 && text.length <= 60);
  };
  const blocks: RichBlock[] = [];
  let previous: { line: PdfLine; block: Paragraph } | undefined;
  // A heading set in a left gutter shares its baseline with the section's first line: two lines.
  const gutterSplit = lines.map(joinEmphasis).flatMap((line): PdfLine[] => {
    const [first, ...rest] = line.segments;
    if (!first || rest.length === 0 || headingKind(first.text) === undefined) return [line];
    return [
      { ...line, segments: [first] },
      { ...line, x: rest[0]!.x, segments: rest },
    ];
  });
  const ordered = headerFirst(gutterSplit, isHeading);
  const name = ordered[0];
  // Each section's column (the left edge of its first line), so that a page that goes on with a section of
  // another column than the one the last page ended in (a sidebar printed after the main column) is read into it.
  const columns: { heading: string; x: number }[] = [];
  let current: { heading: string; x?: number } | undefined;
  let page = 0;
  for (const line of ordered) {
    const text = lineText(line);
    if (line.page !== page) {
      page = line.page;
      if (!isHeading(line) && current?.x !== undefined && Math.abs(current.x - line.x) > 3) {
        const resumed = columns.findLast((column) => Math.abs(column.x - line.x) <= 3);
        if (resumed) {
          blocks.push({ kind: 'paragraph', heading: 2, inlines: [{ text: resumed.heading, bold: true }] });
          current = { heading: resumed.heading, x: resumed.x };
          previous = undefined;
        }
      }
    }
    if (line !== name && isHeading(line)) current = { heading: text };
    else if (current && current.x === undefined) {
      current.x = line.x;
      columns.push({ heading: current.heading, x: line.x });
    }
    if (line === name) {
      blocks.push({ kind: 'paragraph', heading: 1, inlines: [{ text, bold: true }] });
      previous = undefined;
      continue;
    }
    if (isHeading(line)) {
      blocks.push({ kind: 'paragraph', heading: 2, inlines: [{ text, bold: true }] });
      previous = undefined;
      continue;
    }
    // A wrapped line continues its paragraph: same left edge and size, right below, after a long line.
    if (
      previous &&
      previous.line.page === line.page &&
      line.segments.length === 1 &&
      previous.line.segments.length === 1 &&
      Math.abs(previous.line.x - line.x) < 2 &&
      Math.abs(previous.line.size - line.size) < 0.5 &&
      previous.line.y - line.y > 0 &&
      previous.line.y - line.y < line.size * 1.8 &&
      lineText(previous.line).length >= 45 &&
      !bulletPattern.test(text)
    ) {
      const last = previous.block.inlines.at(-1);
      if (last && 'text' in last) last.text += ` ${text}`;
      previous = { line, block: previous.block };
      continue;
    }
    const inlines = inlinesOf(line);
    const first = inlines[0];
    if (first && 'text' in first) first.text = first.text.replace(bulletPattern, '');
    const block: Paragraph = { kind: 'paragraph', inlines };
    blocks.push(block);
    previous = { line, block };
  }
  return blocks;
}
