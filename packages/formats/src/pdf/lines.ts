/**
 * Positioned runs into lines: runs on one baseline that follow each other make a line, and a wide gap inside a
 * line (a date pushed to the right edge, a contact row with icons between its parts) splits it into segments.
 * Lines are kept in the order the file draws them, which for the PDFs of browsers and word processors is the
 * reading order, one column after the other; a run that jumps back up the page or to another column starts a new
 * line.
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

export function pdfLines(pages: PdfPage[]): PdfLine[] {
  const lines: PdfLine[] = [];
  pages.forEach((page, index) => {
    let current: PdfLine | undefined;
    for (const item of page.items) {
      // Blank runs carry no text, and their widths cover the gaps that part segments (an icon between contacts).
      if (isBlank(item.text)) continue;
      if (current && sameLine(current, item)) {
        const last = current.segments.at(-1)!;
        const gap = item.x - (last.x + last.width);
        const restyled =
          last.bold !== item.bold || last.italic !== item.italic || Math.abs(last.size - item.size) > 0.5;
        if (gap > segmentGap * item.size) current.segments.push(segmentOf(item));
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
        continue;
      }
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
      .map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ').trim() }))
      .filter((segment) => segment.text);
  }
  return lines.filter((line) => line.segments.length > 0);
}
