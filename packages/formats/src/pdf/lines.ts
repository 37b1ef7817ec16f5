/**
 * Positioned runs into lines: runs on one baseline that follow each other make a line, and a wide gap inside a
 * line (a date pushed to the right edge, a contact row with icons between its parts) splits it into segments.
 * Lines are kept in the order the file draws them, which for the PDFs of browsers and word processors is the
 * reading order, one column after the other; a run that jumps back up the page or to another column starts a new
 * line. A short piece drawn apart on the baseline of an earlier line of its own column (a date or place set at
 * the right edge, drawn after the column's text) joins that line (`reattach`).
 */
import type { PdfPage, PdfTextItem } from './text-items.ts';

export type PdfSegment = {
  text: string;
  x: number;
  width: number;
  size: number;
  bold: boolean;
  italic: boolean;
  /** Parted from the one before by a change of font alone, not by a gap: "Company" in bold, "Position" in italics. */
  byStyle?: true;
};

export type PdfLine = {
  page: number;
  x: number;
  y: number;
  /** The largest font size on the line. */
  size: number;
  segments: PdfSegment[];
};

export const lineText = (line: PdfLine): string => line.segments.map((segment) => segment.text).join(' ');

/** A gap wider than this many font sizes parts two segments (a word space is about a quarter of one). */
const segmentGap = 1.2;

const sameLine = (line: PdfLine, item: PdfTextItem): boolean => {
  const last = line.segments.at(-1)!;
  const tolerance = Math.max(line.size, item.size) * 0.35;
  return Math.abs(line.y - item.y) <= tolerance && item.x >= last.x + last.width - item.size;
};

const isBlank = (text: string) => text.trim() === '';

const segmentOf = (item: PdfTextItem): PdfSegment => ({
  text: item.text,
  x: item.x,
  width: item.width,
  size: item.size,
  bold: item.bold,
  italic: item.italic,
});

/**
 * A separator drawn between the parts of a line ("Company | Position", "– Position") says only that they differ;
 * a list's bullet drawn as a glyph of its own (word processors do) says only that an item starts.
 */
const separatorOnly = /^[|·•–—●○◦▪■‣►]$/;
const trimSeparators = (text: string, first: boolean) =>
  (first ? text : text.replace(/^[|·•–—]\s+/, '')).replace(/\s+[|·•]$/, '');

export function pdfLines(pages: PdfPage[]): PdfLine[] {
  const lines: PdfLine[] = [];
  pages.forEach((page, index) => {
    let current: PdfLine | undefined;
    let previous: PdfTextItem | undefined;
    let spaced = false;
    for (const item of page.items) {
      // Blank runs carry no text, and their widths cover the gaps that part segments (an icon between contacts);
      // one wider than a word space stands for such a gap itself.
      if (isBlank(item.text)) {
        if (current && item.width > item.size * 0.6 && sameLine(current, item)) spaced = true;
        continue;
      }
      const wide = spaced;
      spaced = false;
      if (current && sameLine(current, item)) {
        const last = current.segments.at(-1)!;
        const gap = item.x - (last.x + last.width);
        // Sizes are compared with the run just before: small caps draw a word's first letter larger than the
        // rest, so "Doświadczenie zawodowe" in small caps starts both its words at different sizes.
        const restyled =
          last.bold !== item.bold ||
          last.italic !== item.italic ||
          Math.abs((previous ?? last).size - item.size) > 0.5;
        if (gap > segmentGap * item.size || (wide && gap > item.size * 0.6))
          current.segments.push(segmentOf(item));
        else if (restyled && gap > item.size * 0.15)
          current.segments.push({ ...segmentOf(item), byStyle: true });
        else {
          // Runs of one segment: a space the file left out between words is put back from the gap.
          const space = gap > item.size * 0.15 && !/\s$/.test(last.text) && !/^\s/.test(item.text) ? ' ' : '';
          last.text += space + item.text;
          last.width = item.x + item.width - last.x;
          last.bold &&= item.bold;
          last.italic &&= item.italic;
        }
        current.size = Math.max(current.size, item.size);
        previous = item;
        continue;
      }
      previous = item;
      current = {
        page: index,
        x: item.x,
        y: item.y,
        size: item.size,
        segments: [segmentOf(item)],
      };
      lines.push(current);
    }
  });
  for (const line of lines) {
    line.segments = line.segments
      .map((segment, at) => ({
        ...segment,
        text: trimSeparators(segment.text.replace(/\s+/g, ' ').trim(), at === 0),
      }))
      .filter((segment) => segment.text && !separatorOnly.test(segment.text));
  }
  return reattach(lines.filter((line) => line.segments.length > 0));
}

const rightEnd = (line: PdfLine) => Math.max(...line.segments.map((segment) => segment.x + segment.width));

/**
 * Joins each piece drawn apart from its line back into it: a line on the baseline of another line of the page,
 * right of all that line's text, that starts inside that line's column (left of where the column's widest line
 * ends) and is no part of a column of its own (no line starts at its left edge right above or below it). So a
 * date or place set at the right edge comes back to its title, while a sidebar's lines beside the main column,
 * which start beyond its text and follow each other, stay apart.
 */
function reattach(lines: PdfLine[]): PdfLine[] {
  const gone = new Set<PdfLine>();
  const pages = new Map<number, PdfLine[]>();
  for (const line of lines) pages.set(line.page, [...(pages.get(line.page) ?? []), line]);
  for (const pageLines of pages.values()) {
    const columnEnd = new Map<number, number>();
    for (const line of pageLines) {
      const key = Math.round(line.x);
      columnEnd.set(key, Math.max(columnEnd.get(key) ?? 0, rightEnd(line)));
    }
    const inFlow = (piece: PdfLine) =>
      pageLines.some(
        (line) =>
          line !== piece && Math.abs(line.x - piece.x) < 1 && Math.abs(line.y - piece.y) < piece.size * 2.2,
      );
    for (const piece of pageLines) {
      if (inFlow(piece)) continue;
      const host = pageLines
        .filter(
          (line) =>
            line !== piece &&
            !gone.has(line) &&
            Math.abs(line.y - piece.y) <= Math.max(line.size, piece.size) * 0.35 &&
            rightEnd(line) < piece.x &&
            piece.x < (columnEnd.get(Math.round(line.x)) ?? 0) - line.size,
        )
        .sort((a, b) => a.x - b.x)[0];
      if (!host) continue;
      host.segments = [...host.segments, ...piece.segments].sort((a, b) => a.x - b.x);
      host.size = Math.max(host.size, piece.size);
      gone.add(piece);
    }
  }
  return lines.filter((line) => !gone.has(line));
}
