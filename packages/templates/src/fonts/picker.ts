// The catalogue as the typography panel needs it: names, categories, scripts and variants, without the file
// addresses and unicode ranges that only the server's stylesheets use (about 3 KB compressed instead of 130 KB).
// picker.json is written beside catalogue.json by scripts/fonts/generate-catalogue.ts.
import type { FontEntry } from './types.ts';
import data from './picker.json';

export type FontPickerEntry = Pick<FontEntry, 'id' | 'family' | 'category' | 'subsets' | 'variants'>;

export const pickerFonts: readonly FontPickerEntry[] = (
  data as [string, string, FontEntry['category'], string[], string[]][]
).map(([id, family, category, subsets, variants]) => ({ id, family, category, subsets, variants }));
