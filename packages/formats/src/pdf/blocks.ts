/**
 * Lines of a PDF into the blocks the shared mapping reads (shared/blocks-to-resume.ts): the largest text at the
 * top of the first page is the name (a level-1 heading); a short line set larger than the body, or naming a
 * known section, is a section heading (level 2); the lines of one wrapped paragraph join; a line's segments are
 * kept apart as its parts (position, place and date). Bold and italics come from the fonts' names.
 */
import { headingKind } from '../shared/headings.ts';
import type { Inline, RichBlock } from '../shared/rich-blocks.ts';
import { lineText, type PdfLine } from './lines.ts';

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

/** The name: the largest line among the first few of the first page. */
const nameLine = (lines: PdfLine[]): PdfLine | undefined => {
  const top = lines.filter((line) => line.page === 0).slice(0, 12);
  const largest = Math.max(...top.map((line) => line.size));
  return top.find((line) => line.size === largest && lineText(line).length <= 60);
};

export function linesToBlocks(lines: PdfLine[]): RichBlock[] {
  const body = bodySize(lines);
  const name = nameLine(lines);
  const blocks: RichBlock[] = [];
  let previous: { line: PdfLine; block: Paragraph } | undefined;
  for (const line of lines) {
    const text = lineText(line);
    if (line === name) {
      blocks.push({ kind: 'paragraph', heading: 1, inlines: [{ text, bold: true }] });
      previous = undefined;
      continue;
    }
    const known = line.segments.length === 1 && headingKind(text) !== undefined;
    const larger = line.size > body * 1.15 && text.length <= 60 && line.segments.length === 1;
    if (known || larger) {
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
