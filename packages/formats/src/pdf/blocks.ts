/**
 * Lines of a PDF into the blocks the shared mapping reads (shared/blocks-to-resume.ts): the largest text at the
 * top of the first page that names no section is the name (a level-1 heading); a short line set larger than the
 * body, or naming a known section, is a section heading (level 2); the lines of one wrapped paragraph join; a
 * line's segments are kept apart as its parts (position, place and date). Bold and italics come from the fonts'
 * names.
 */
import { isDateLine } from '../shared/date-lines.ts';
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

/** The line right under `line`, at its edge, alone and in the same size and weight: its text wrapped there. */
const continues = (line: PdfLine, next: PdfLine): boolean =>
  next.page === line.page &&
  line.segments.length === 1 &&
  next.segments.length === 1 &&
  Math.abs(next.x - line.x) < 1 &&
  Math.abs(next.segments[0]!.size - line.segments[0]!.size) <= 0.5 &&
  next.segments[0]!.bold === line.segments[0]!.bold &&
  line.y - next.y > 0 &&
  line.y - next.y < line.segments[0]!.size * 1.6;

const joinWrapped = (first: string, second: string) =>
  /\p{L}-$/u.test(first) ? `${first}${second}` : `${first} ${second}`;

/**
 * A heading too long for a narrow column wraps ("Formación" over "académica"): two lines that continue each other
 * and together name a section, the second not one alone, are one heading.
 */
const joinWrappedHeadings = (lines: PdfLine[]): PdfLine[] => {
  const out: PdfLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (
      last &&
      continues(last, line) &&
      headingKind(line.segments[0]!.text) === undefined &&
      headingKind(joinWrapped(last.segments[0]!.text, line.segments[0]!.text)) !== undefined
    ) {
      const text = joinWrapped(last.segments[0]!.text, line.segments[0]!.text);
      out[out.length - 1] = { ...last, segments: [{ ...last.segments[0]!, text }] };
    } else out.push(line);
  }
  return out;
};

/**
 * A bold title too long for a narrow column wraps ("Hochschule Mittelsachsen" over "Nord"): the next bold line at
 * its edge is the rest of it when the title's line is full, that is when the next line's first word would not
 * have fitted after it within the widest line of its column on that page. A company over a position, both bold,
 * stays two lines: the company's line ends well before its column does. A name or a heading (larger) is not a
 * title.
 */
const joinWrappedTitles = (lines: PdfLine[], body: number): PdfLine[] => {
  const columnEnd = new Map<string, number>();
  const key = (line: PdfLine) => `${line.page}:${Math.round(line.x)}`;
  const end = (line: PdfLine) => Math.max(...line.segments.map((segment) => segment.x + segment.width));
  // The column's width is its body text's: a name or heading set larger may reach beyond it.
  for (const line of lines)
    if (line.size <= body * 1.15)
      columnEnd.set(key(line), Math.max(columnEnd.get(key(line)) ?? 0, end(line)));
  const out: PdfLine[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    const [first] = line.segments;
    if (
      last &&
      first &&
      continues(last, line) &&
      first.bold &&
      !first.italic &&
      first.size <= body * 1.15 &&
      !isDateLine(first.text)
    ) {
      const word = first.text.split(' ')[0]!;
      const wordWidth = (first.width * word.length) / first.text.length;
      const previous = last.segments[0]!;
      if (
        !/[.,;:]$/.test(previous.text) &&
        headingKind(previous.text) === undefined &&
        end(last) + wordWidth + first.size * 0.25 > (columnEnd.get(key(last)) ?? 0)
      ) {
        out[out.length - 1] = {
          ...last,
          segments: [
            { ...previous, text: joinWrapped(previous.text, first.text), width: end(last) - previous.x },
          ],
        };
        continue;
      }
    }
    out.push(line);
  }
  return out;
};

/**
 * The name: the largest text on the first page that names no section, the highest of equals. Its line's other
 * parts (a headline set beside it) become a line of their own, and the lines after it up to the next heading (the
 * header, which some templates draw after a sidebar) move to the top.
 */
const headerFirst = (lines: PdfLine[], isHeading: (line: PdfLine) => boolean, body: number): PdfLine[] => {
  let best: { line: PdfLine; segment: number } | undefined;
  // A text that names a section is never the name: with the name set no larger than the body, the headings are
  // the largest text on the page.
  const nameLike = (text: string) =>
    text.length <= 60 && /\p{L}/u.test(text) && !text.includes('@') && headingKind(text) === undefined;
  for (const line of lines) {
    if (line.page !== 0) break;
    line.segments.forEach((segment, index) => {
      if (!nameLike(segment.text)) return;
      const size = best ? best.line.segments[best.segment]!.size : 0;
      if (segment.size > size + 0.5 || (Math.abs(segment.size - size) <= 0.5 && line.y > best!.line.y))
        best = { line, segment: index };
    });
  }
  // A long name shrunk to fit its box (a narrow sidebar) stands out no more than a heading: the first bold line
  // of the page that names no section is the name then, as templates draw the header first.
  if (best && best.line.segments[best.segment]!.size <= body * 1.15) {
    const first = lines.find(
      (line) => line.page === 0 && line.segments[0]!.bold && nameLike(line.segments[0]!.text),
    );
    if (first) best = { line: first, segment: 0 };
  }
  if (!best) return lines;
  const at = lines.indexOf(best.line);
  const { segments } = best.line;
  let nameSegment = segments[best.segment]!;
  // A name too long for its box (a narrow sidebar) wraps: the lines right under it at its edge, each alone and in
  // its size, are the rest of it; a name broken at its hyphen joins without a space.
  let bottom = best.line;
  for (
    let rest = lines[at + 1];
    segments.length === 1 && rest && continues(bottom, rest);
    rest = lines[lines.indexOf(rest) + 1]
  ) {
    const text = joinWrapped(nameSegment.text, rest.segments[0]!.text);
    if (!nameLike(text) || headingKind(rest.segments[0]!.text) !== undefined) break;
    nameSegment = { ...nameSegment, text };
    bottom = rest;
  }
  const wrapped = lines.slice(at + 1, lines.indexOf(bottom) + 1);
  lines = lines.filter((line) => !wrapped.includes(line));
  const name: PdfLine = { ...best.line, segments: [nameSegment], size: nameSegment.size };
  const others = segments.filter((_, index) => index !== best!.segment);
  const header = [name, ...(others.length ? [{ ...best.line, segments: others }] : [])];
  let end = at + 1;
  // The header ends at the next heading, or with its page (a name drawn last on the first page).
  while (end < lines.length && !isHeading(lines[end]!) && lines[end]!.page === best.line.page) end++;
  return [...header, ...lines.slice(at + 1, end), ...lines.slice(0, at), ...lines.slice(end)];
};

/**
 * A long line is prose: its parts that differ only in font (an emphasised word) are one text again. Not a title
 * row, which also runs long ("Company – Position  Jan 2021 - Present  Place"): a date set apart, or a part in
 * another size, says the parts are fields.
 */
const joinEmphasis = (line: PdfLine): PdfLine => {
  if (lineText(line).length < 70 || !line.segments.some((segment) => segment.byStyle)) return line;
  if (line.segments.some((segment) => isDateLine(segment.text))) return line;
  const segments: PdfSegment[] = [];
  for (const segment of line.segments) {
    const last = segments.at(-1);
    if (last && segment.byStyle && Math.abs(last.size - segment.size) <= 0.5)
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
  let previous: { line: PdfLine; block: Paragraph } | undefined;
  // A heading set in a left gutter shares its baseline with the section's first line: two lines.
  const gutterSplit = joinWrappedTitles(joinWrappedHeadings(lines.map(joinEmphasis)), body).flatMap(
    (line): PdfLine[] => {
      const [first, ...rest] = line.segments;
      if (!first || rest.length === 0 || headingKind(first.text) === undefined) return [line];
      return [
        { ...line, segments: [first] },
        { ...line, x: rest[0]!.x, segments: rest },
      ];
    },
  );
  const ordered = headerFirst(gutterSplit, isHeading, body);
  const name = ordered[0];
  // The text is read into sections, each kept with its column (the left edge of its first line). Where the text
  // jumps to another column without a heading (a new page; or back up the page, as a column that follows lines
  // and not as a piece set beside one), it goes on in the last section read in that column (a section continued
  // after a sidebar ended the page), or, on the first page where no section is in that column yet, in the header
  // (contacts at the top of a sidebar drawn after the main column). So each section's lines come out together.
  type Section = { x?: number; blocks: RichBlock[] };
  const header: Section = { blocks: [] };
  const sections: Section[] = [header];
  let current = header;
  let previousLine: PdfLine | undefined;
  const columnAt = (x: number, size: number) =>
    sections.findLast((section) => section.x !== undefined && Math.abs(section.x - x) <= 3) ??
    // A continued bulleted line starts a little right of its column.
    sections.findLast((section) => section.x !== undefined && x > section.x && x - section.x <= size * 2);
  const startsColumn = (line: PdfLine, at: number) => {
    const next = ordered[at + 1];
    return (
      next !== undefined &&
      next.page === line.page &&
      Math.abs(next.x - line.x) < 1 &&
      line.y - next.y > 0 &&
      line.y - next.y < line.size * 2.5
    );
  };
  ordered.forEach((line, at) => {
    const text = lineText(line);
    const jumped =
      previousLine !== undefined &&
      (line.page !== previousLine.page ||
        (line.y > previousLine.y + line.size &&
          Math.abs(line.x - previousLine.x) > 3 &&
          (line.y > previousLine.y + line.size * 4 || startsColumn(line, at))));
    previousLine = line;
    if (line === name) {
      header.blocks.push({ kind: 'paragraph', heading: 1, inlines: [{ text, bold: true }] });
      previous = undefined;
      return;
    }
    if (isHeading(line)) {
      current = { blocks: [{ kind: 'paragraph', heading: 2, inlines: [{ text, bold: true }] }] };
      sections.push(current);
      previous = undefined;
      return;
    }
    if (jumped && (current.x === undefined || Math.abs(current.x - line.x) > 3)) {
      const resumed = columnAt(line.x, line.size) ?? (line.page === 0 ? header : undefined);
      if (resumed && resumed !== current) {
        current = resumed;
        previous = undefined;
      }
    }
    if (current !== header) current.x ??= line.x;
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
      return;
    }
    const inlines = inlinesOf(line);
    const first = inlines[0];
    if (first && 'text' in first) first.text = first.text.replace(bulletPattern, '');
    const block: Paragraph = { kind: 'paragraph', inlines };
    current.blocks.push(block);
    previous = { line, block };
  });
  return sections.flatMap((section) => section.blocks);
}
