// What a resume page needs for its typography, without the catalogue's files and ranges: the font-family
// list and the stylesheets that declare the faces. The server writes the @font-face rules (font-face.ts) for
// the chosen family at /fonts/<id>/faces.css and for the script fallbacks at /fonts/fallbacks/<kind>.css.
import { fallbackStack, fallbackStylesheetUrl } from './fallbacks.ts';
import { findFamily } from './families.ts';
import type { FontCategory, FontVariant } from './types.ts';
import { compareVariants, fontFilesBase } from './variants.ts';

export interface FontSelection {
  family: string;
  subset: string;
  variants: readonly FontVariant[];
}

/** The stylesheet with a family's @font-face rules for a subset and variants (sorted, so one URL per choice). */
export function facesStylesheetUrl(id: string, subset: string, variants: readonly FontVariant[]): string {
  const sorted = [...new Set(variants)].sort(compareVariants);
  const query = new URLSearchParams({ subset, variants: sorted.join(',') });
  return `${fontFilesBase}/${id}/faces.css?${query.toString()}`;
}

export interface ResumeFonts {
  /** The font-family value: the family, its script fallbacks, the generic family. */
  fontFamily: string;
  /** The chosen family's faces (when the catalogue has it), then the fallbacks' faces. */
  stylesheets: string[];
}

/** An unknown family still renders every script: it falls back to the sans-serif stack. */
export function resumeFonts(selection: FontSelection, locale?: string): ResumeFonts {
  const info = findFamily(selection.family);
  const category: FontCategory = info?.category ?? 'sans-serif';
  return {
    fontFamily: fallbackStack(info?.family ?? selection.family, category, locale),
    stylesheets: [
      ...(info ? [facesStylesheetUrl(info.id, selection.subset, selection.variants)] : []),
      fallbackStylesheetUrl(category),
    ],
  };
}
