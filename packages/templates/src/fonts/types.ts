import type { FontCategory } from '@rb/schema';

export type { FontCategory };

export type FontStyle = 'normal' | 'italic';

/** A Google-style variant name: 'regular', 'italic', '100'…'900', '100italic'…'900italic'. */
export type FontVariant = string;

/** One family of the catalogue (docs/product.md#font-catalogue). */
export interface FontEntry {
  /** The @fontsource package id, also the folder of its files under `/fonts/`. */
  id: string;
  family: string;
  category: FontCategory;
  /** Script names the family covers, e.g. 'latin', 'cyrillic', 'chinese-simplified'. */
  subsets: string[];
  variants: FontVariant[];
  /** Variant → woff2 address of the family's default subset (latin where the family has it). */
  files: Record<FontVariant, string>;
  /**
   * File slice → unicode-range. A slice is a subset ('latin', 'cyrillic-ext') or, for the CJK
   * families, a numbered chunk; every variant has one woff2 and one woff file per slice.
   */
  unicodeRanges: Record<string, string>;
}
