// Typed access to the generated catalogue (scripts/fonts/generate-catalogue.ts writes catalogue.json).
import { defaultFont, quickPickFonts as quickPickFamilies } from '@rb/schema';
import data from './catalogue.json';
import type { FontEntry } from './types.ts';

// The generator checks every entry against FontEntry; tests check it again.
/** Every family the app offers, sorted by name. Static data: the same on server and client. */
export const fontCatalogue: readonly FontEntry[] = data as unknown as FontEntry[];

const byFamily = new Map(fontCatalogue.map((font) => [font.family.toLowerCase(), font]));
const byId = new Map(fontCatalogue.map((font) => [font.id, font]));

/** The catalogue entry of a family, matched without regard to case; undefined when not offered. */
export function findFont(family: string): FontEntry | undefined {
  return byFamily.get(family.trim().toLowerCase());
}

/** The entry whose files live under `/fonts/<id>/`. */
export function findFontById(id: string): FontEntry | undefined {
  return byId.get(id);
}

function required(family: string): FontEntry {
  const font = findFont(family);
  if (!font) throw new Error(`The font catalogue lacks ${family}`);
  return font;
}

/** The one-click families of the typography panel, in the order of docs/product.md#font-catalogue. */
export const quickPickFonts: readonly FontEntry[] = quickPickFamilies.map(required);

/** IBM Plex Serif, the family of a new resume. */
export const defaultFontEntry: FontEntry = required(defaultFont.family);
