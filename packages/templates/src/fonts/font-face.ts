// @font-face rules for catalogue families. One rule per variant and file slice, each with the slice's
// unicode-range, so the browser fetches only the files whose characters the text uses.
// font-display is 'block': a printed PDF must never be captured with a stand-in font.
import { fallbackFamilies, fallbackStack, fallbackStylesheetUrl } from './fallbacks.ts';
import { findFont } from './catalogue.ts';
import type { FontSelection } from './font-stack.ts';
import type { FontCategory, FontEntry, FontVariant } from './types.ts';
import { compareVariants, fontFileUrl, parseVariant, type VariantParts } from './variants.ts';

/** One @font-face rule of a family's file slice; 'block' unless told (see the note at the top). */
export function faceRule(
  font: FontEntry,
  slice: string,
  parts: VariantParts,
  display: 'block' | 'swap' = 'block',
): string {
  const woff2 = fontFileUrl(font.id, slice, parts, 'woff2');
  const woff = fontFileUrl(font.id, slice, parts, 'woff');
  return [
    '@font-face {',
    `  font-family: "${font.family}";`,
    `  font-style: ${parts.style};`,
    `  font-weight: ${parts.weight};`,
    `  font-display: ${display};`,
    `  src: url("${woff2}") format("woff2"), url("${woff}") format("woff");`,
    `  unicode-range: ${font.unicodeRanges[slice]};`,
    '}',
  ].join('\n');
}

/** The variants to declare: the requested ones the family has; 'regular' (or its first) when none. */
export function availableVariants(font: FontEntry, variants: readonly FontVariant[]): FontVariant[] {
  const known = [...new Set(variants)].filter((variant) => font.variants.includes(variant));
  if (known.length > 0) return known.sort(compareVariants);
  return [font.variants.includes('regular') ? 'regular' : (font.variants[0] as FontVariant)];
}

/**
 * @font-face rules for one family. Every slice of the family is declared (unicode-range keeps the
 * unused ones free), the chosen subset's slices first; only the requested variants are declared.
 * An unknown family gives an empty string: the fallback stack still renders the text.
 */
export function fontFaceCss(family: string, subset: string, variants: readonly FontVariant[]): string {
  const font = findFont(family);
  if (!font) return '';
  const slices = Object.keys(font.unicodeRanges);
  const first = [subset, `${subset}-ext`].filter((slice) => slices.includes(slice));
  const ordered = [...first, ...slices.filter((slice) => !first.includes(slice))];
  const rules: string[] = [];
  for (const variant of availableVariants(font, variants)) {
    const parts = parseVariant(variant);
    if (!parts) continue;
    for (const slice of ordered) rules.push(faceRule(font, slice, parts));
  }
  return rules.join('\n');
}

/** The fallback family's variant closest to a requested one (same style when it has it). */
function closestVariant(font: FontEntry, wanted: VariantParts): FontVariant {
  let best: { variant: FontVariant; cost: number } | undefined;
  for (const variant of font.variants) {
    const parts = parseVariant(variant);
    if (!parts) continue;
    const cost = Math.abs(parts.weight - wanted.weight) + (parts.style === wanted.style ? 0 : 1000);
    if (!best || cost < best.cost) best = { variant, cost };
  }
  return best?.variant ?? 'regular';
}

/** Resumes set body text regular and headings bold; other weights of a fallback are synthesised. */
const fallbackWeights: VariantParts[] = [
  { weight: 400, style: 'normal' },
  { weight: 700, style: 'normal' },
];

/**
 * @font-face rules of the script fallbacks of a category. They depend on the category only (the
 * CJK families alone take about 600 KB of unicode ranges), so pages load them as a cached
 * stylesheet from `fallbackStylesheetUrl(category)` rather than inline.
 */
export function fallbackFontFaceCss(category: FontCategory): string {
  return fallbackFamilies(category)
    .map((family) => {
      const font = findFont(family) as FontEntry;
      return fontFaceCss(
        family,
        'latin',
        fallbackWeights.map((parts) => closestVariant(font, parts)),
      );
    })
    .join('\n');
}

export interface ResumeFontCss {
  /** @font-face rules of the chosen family, to inline in the page. */
  css: string;
  /** The font-family value: the family, its script fallbacks, the generic family. */
  fontFamily: string;
  /** The cached stylesheet with the fallbacks' @font-face rules, to link from the page. */
  fallbackStylesheet: string;
}

/**
 * Everything a page needs for a resume's typography. An unknown family still renders every script:
 * it falls back to the sans-serif stack.
 */
export function fontCss(selection: FontSelection, locale?: string): ResumeFontCss {
  const font = findFont(selection.family);
  const category: FontCategory = font?.category ?? 'sans-serif';
  const family = font?.family ?? selection.family;
  return {
    css: fontFaceCss(family, selection.subset, selection.variants),
    fontFamily: fallbackStack(family, category, locale),
    fallbackStylesheet: fallbackStylesheetUrl(category),
  };
}
