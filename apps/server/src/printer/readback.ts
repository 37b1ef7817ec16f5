/**
 * The parse-back check: read a printed PDF's text the way an applicant tracking system or a screen reader gets
 * it (the content stream's order, line by line) and find each field the resume shows in it. A field counts as
 * read back when its text comes out in one piece; a name, phone number, email address or date must also come
 * out on one line.
 */
import { loadPdfjs } from '../pdfjs.ts';
import type { ReadbackField } from '@rb/schema';
import type { PrintedField } from '@rb/templates/server';

/** Each page's lines of text, in the order the PDF holds them. */
export async function pdfLines(pdf: Uint8Array): Promise<string[][]> {
  // pdf.js takes the buffer over: hand it a copy so the caller's stays usable.
  const document = await (
    await loadPdfjs()
  ).getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const lines: string[] = [''];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        lines[lines.length - 1] += item.str;
        if (item.hasEOL) lines.push('');
      }
      pages.push(lines.filter((line) => line.trim() !== ''));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** Compared without spacing, case or invisible format characters (bidi marks, soft hyphens). */
export const normalise = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\p{Cf}\s]+/gu, '')
    .toLowerCase();
const words = (text: string) =>
  text
    .split(/[^\p{L}\p{N}@.+]+/u)
    .filter(Boolean)
    .map(normalise);

type PageIndex = { joined: string; ends: number[]; dehyphenated: string };

function indexPage(lines: string[]): PageIndex {
  const parts = lines.map(normalise);
  const ends: number[] = [];
  let length = 0;
  for (const part of parts) ends.push((length += part.length));
  // A word broken at a line end with a hyphen, as extractors join it back ("Moreno-\nLópez" → "MorenoLópez").
  const dehyphenated = parts.map((part) => part.replace(/-$/, '')).join('');
  return { joined: parts.join(''), ends, dehyphenated };
}

/** Where each field is in the pages' text, or why it is not. `reason` is `image` for text not there at all. */
export function findFields(fields: PrintedField[], pages: string[][]): ReadbackField[] {
  const indexed = pages.map(indexPage);
  return fields.map(({ path, text, oneLine }) => {
    const wanted = normalise(text);
    let split: number | undefined;
    for (const [index, page] of indexed.entries()) {
      for (let at = page.joined.indexOf(wanted); at !== -1; at = page.joined.indexOf(wanted, at + 1)) {
        const crossesLine = page.ends.some((end) => end > at && end < at + wanted.length);
        if (!crossesLine || !oneLine) return { path, text, found: true, page: index + 1 };
        split ??= index + 1;
      }
      if (split === undefined && page.dehyphenated.includes(wanted.replace(/-/g, ''))) split = index + 1;
    }
    if (split === undefined)
      split = indexed.findIndex((page) => page.dehyphenated.includes(wanted)) + 1 || undefined;
    if (split !== undefined) return { path, text, found: false, page: null, reason: 'split' as const };
    const list = words(text);
    const scattered = indexed.some(
      (page) => list.length > 0 && list.every((word) => page.joined.includes(word)),
    );
    return {
      path,
      text,
      found: false,
      page: null,
      reason: scattered ? ('order' as const) : ('image' as const),
    };
  });
}

export const readbackScore = (fields: ReadbackField[]) =>
  fields.length === 0 ? 1 : fields.filter((field) => field.found).length / fields.length;
