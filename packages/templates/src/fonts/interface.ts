// @font-face rules of the web app's interface fonts (interface-families.ts names them), served by the
// server at `interfaceFontsStylesheetUrls`. Each rule carries unicode-range, so a browser downloads a file
// only when a page shows such a character, and only the slices of each family's own script are declared:
// their Latin slices would otherwise be fetched by every English page on a machine without Inter.
import { findFont } from './catalogue.ts';
import { faceRule } from './font-face.ts';
import {
  interfaceHanFamilies,
  interfaceScriptFamilies,
  type InterfaceFontSheet,
} from './interface-families.ts';
import type { FontEntry } from './types.ts';
import type { VariantParts } from './variants.ts';

// Each family declares only its own script's slices; Noto Sans stands in for Greek and Cyrillic.
const sharedSlices = [
  'latin',
  'latin-ext',
  'vietnamese',
  'math',
  'symbols',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
];
const greekAndCyrillic = new Set(['greek', 'greek-ext', 'cyrillic', 'cyrillic-ext']);
const isOwnSlice = (family: string, slice: string) =>
  family === 'Noto Sans' ? greekAndCyrillic.has(slice) : !sharedSlices.includes(slice);

type Interval = [number, number];

// Characters an English page uses, which even script slices list (the CJK ones list all of Latin, and the
// Arabic one hyphens): Latin, punctuation such as dashes and quotes, arrows, symbols and box drawing. The
// zero-width (non-)joiners stay with the scripts that shape around them. Han families keep only the CJK
// blocks, from the radicals up.
const latinPageCharacters: Interval[] = [
  [0x0000, 0x036f],
  [0x2000, 0x200b],
  [0x200e, 0x2bff],
];
const notHan: Interval[] = [[0x0000, 0x2e7f]];

function parseRange(range: string): Interval[] {
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from ?? '', 16);
    return [low, to ? parseInt(to, 16) : low];
  });
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** A unicode-range without the excluded intervals; '' when nothing is left. */
export function subtractRange(range: string, excluded: readonly Interval[]): string {
  let kept = parseRange(range);
  for (const [low, high] of excluded) {
    kept = kept.flatMap(([from, to]): Interval[] => {
      if (to < low || from > high) return [[from, to]];
      const pieces: Interval[] = [];
      if (from < low) pieces.push([from, low - 1]);
      if (to > high) pieces.push([high + 1, to]);
      return pieces;
    });
  }
  return kept.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

// The interface sets text at 400 to 700; 500 falls to 400 and 600 to 700, so two files per script suffice.
const interfaceWeights: VariantParts[] = [
  { weight: 400, style: 'normal' },
  { weight: 700, style: 'normal' },
];

/** The families of one interface sheet. */
export const interfaceSheetFamilies = (sheet: InterfaceFontSheet): readonly string[] =>
  sheet === 'han' ? interfaceHanFamilies('zh') : interfaceScriptFamilies;

/** The @font-face rules of one interface sheet ('swap': interface text never waits for a font). */
export function interfaceFontFaceCss(sheet: InterfaceFontSheet): string {
  const excluded = sheet === 'han' ? notHan : latinPageCharacters;
  const rules: string[] = [];
  for (const family of interfaceSheetFamilies(sheet)) {
    const font = findFont(family) as FontEntry;
    const ranges = Object.entries(font.unicodeRanges)
      .filter(([slice]) => isOwnSlice(family, slice))
      .map(([slice, range]) => [slice, subtractRange(range, excluded)] as const)
      .filter(([, range]) => range !== '');
    const clipped: FontEntry = { ...font, unicodeRanges: Object.fromEntries(ranges) };
    for (const parts of interfaceWeights)
      for (const [slice] of ranges) rules.push(faceRule(clipped, slice, parts, 'swap'));
  }
  return rules.join('\n');
}
