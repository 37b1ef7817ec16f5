// Google-style variant names ↔ CSS weight and style, and the file names @fontsource uses.
import type { FontStyle, FontVariant } from './types.ts';

export interface VariantParts {
  weight: number;
  style: FontStyle;
}

const variantPattern = /^([1-9]00)?(regular|italic)?$/;

/** 'regular' → 400 normal, 'italic' → 400 italic, '700' → 700 normal, '700italic' → 700 italic. */
export function parseVariant(variant: FontVariant): VariantParts | undefined {
  const match = variantPattern.exec(variant);
  if (!match || (!match[1] && !match[2]) || (match[1] && match[2] === 'regular')) return undefined;
  // Google writes weight 400 as 'regular' / 'italic' only, so '400' and '400italic' are not names.
  if (match[1] === '400') return undefined;
  return { weight: match[1] ? Number(match[1]) : 400, style: match[2] === 'italic' ? 'italic' : 'normal' };
}

export function variantName({ weight, style }: VariantParts): FontVariant {
  if (weight === 400) return style === 'italic' ? 'italic' : 'regular';
  return style === 'italic' ? `${weight}italic` : String(weight);
}

/** Regular first, then by weight, normal before italic: the order a font picker lists them. */
export function compareVariants(a: FontVariant, b: FontVariant): number {
  const pa = parseVariant(a);
  const pb = parseVariant(b);
  if (!pa || !pb) return a.localeCompare(b);
  return pa.weight - pb.weight || (pa.style === pb.style ? 0 : pa.style === 'normal' ? -1 : 1);
}

/** The path every font file is served under; the server's route and the catalogue agree on it. */
export const fontFilesBase = '/fonts';

/** Name of one @fontsource file: `<id>-<slice>-<weight>-<style>.<ext>`; a CJK chunk '[12]' is '12'. */
export function fontFileName(id: string, slice: string, parts: VariantParts, ext: 'woff2' | 'woff'): string {
  return `${id}-${slice.replace(/[[\]]/g, '')}-${parts.weight}-${parts.style}.${ext}`;
}

export function fontFileUrl(id: string, slice: string, parts: VariantParts, ext: 'woff2' | 'woff'): string {
  return `${fontFilesBase}/${id}/${fontFileName(id, slice, parts, ext)}`;
}
