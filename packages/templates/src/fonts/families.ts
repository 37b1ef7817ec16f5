// The catalogue's families by name, without their files and unicode ranges: what a page needs to name a font
// and its fallbacks. The full catalogue (about 100 KB compressed) stays with the font picker and the server.
// families.json is written beside catalogue.json by scripts/fonts/generate-catalogue.ts.
import type { FontCategory } from './types.ts';
import data from './families.json';

export interface FontFamilyInfo {
  /** The folder of its files under /fonts. */
  id: string;
  family: string;
  category: FontCategory;
}

export const fontFamilies: readonly FontFamilyInfo[] = (data as [string, string, FontCategory][]).map(
  ([id, family, category]) => ({ id, family, category }),
);

const byFamily = new Map(fontFamilies.map((info) => [info.family.toLowerCase(), info]));

/** The family of that name, matched without regard to case; undefined when the catalogue lacks it. */
export function findFamily(family: string): FontFamilyInfo | undefined {
  return byFamily.get(family.trim().toLowerCase());
}
