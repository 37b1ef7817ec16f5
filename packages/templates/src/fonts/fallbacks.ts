// Fallback families for scripts a chosen family does not cover: Cyrillic and Greek, Arabic, Hebrew,
// Chinese, Japanese, Korean, Thai, the Indic scripts, Khmer and Ethiopic. They are self-hosted catalogue families whose @font-face rules carry
// unicode-range, so a browser downloads one of their files only when the text has such a character.
import { findFamily } from './families.ts';
import { scriptOnlyFamilies } from './script-families.ts';
import type { FontCategory } from './types.ts';
import { fontFilesBase } from './variants.ts';

interface FallbackSet {
  /** Latin, Cyrillic, Greek and Vietnamese in a neutral design. */
  base: string;
  arabic: string;
  hebrew: string;
  chinese: string;
  traditionalChinese: string;
  japanese: string;
  korean: string;
  /** Scripts no resume family draws: Thai, Devanagari, Bengali, Tamil, Telugu, Kannada, Malayalam, Odia, Khmer, Ethiopic. */
  others: readonly string[];
}

// CJK serif packages are not installed (about 75 MB each); the sans faces stand in for them, as they do
// for the other scripts, whose sans faces are the ones the interface uses too.
const sansFallbacks: FallbackSet = {
  base: 'Noto Sans',
  arabic: 'Noto Sans Arabic',
  hebrew: 'Noto Sans Hebrew',
  chinese: 'Noto Sans SC',
  traditionalChinese: 'Noto Sans TC',
  japanese: 'Noto Sans JP',
  korean: 'Noto Sans KR',
  others: scriptOnlyFamilies,
};

const serifFallbacks: FallbackSet = {
  ...sansFallbacks,
  base: 'Noto Serif',
  arabic: 'Noto Naskh Arabic',
  hebrew: 'Noto Serif Hebrew',
};

const genericFamily: Record<FontCategory, string> = {
  serif: 'serif',
  'sans-serif': 'sans-serif',
  monospace: 'monospace',
  display: 'sans-serif',
  handwriting: 'sans-serif',
};

/** Which Chinese script a language tag asks for: Traditional for zh-Hant, zh-TW, zh-HK and zh-MO. */
export const isTraditionalChinese = (tag: string): boolean => /^zh[-_](?:hant|tw|hk|mo)\b/i.test(tag);

/**
 * Han characters are shared by Chinese, Japanese and Korean but drawn differently in each (and differently in
 * Simplified and Traditional Chinese), so the resume's language (`documentLanguage`) decides which CJK family
 * comes first. Korean Hanja follow the traditional forms.
 */
function cjkOrder(set: FallbackSet, locale: string | undefined): string[] {
  const language = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  if (language === 'ja') return [set.japanese, set.traditionalChinese, set.chinese, set.korean];
  if (language === 'ko') return [set.korean, set.traditionalChinese, set.japanese, set.chinese];
  if (isTraditionalChinese(locale ?? ''))
    return [set.traditionalChinese, set.chinese, set.japanese, set.korean];
  return [set.chinese, set.traditionalChinese, set.japanese, set.korean];
}

/** Serif resumes get serif fallbacks, every other category the sans ones. */
export type FallbackKind = 'serif' | 'sans';

export const fallbackKindOf = (category: FontCategory): FallbackKind =>
  category === 'serif' ? 'serif' : 'sans';

/** Where the server serves `fallbackFontFaceCss` for a category: `/fonts/fallbacks/serif.css` or `sans.css`. */
export const fallbackStylesheetUrl = (category: FontCategory): string =>
  `${fontFilesBase}/fallbacks/${fallbackKindOf(category)}.css`;

/** The self-hosted fallback families for a category, in the order the browser should try them. */
export function fallbackFamilies(category: FontCategory, locale?: string): string[] {
  const set = fallbackKindOf(category) === 'serif' ? serifFallbacks : sansFallbacks;
  return [set.base, set.arabic, set.hebrew, ...cjkOrder(set, locale), ...set.others].filter((family) =>
    findFamily(family),
  );
}

const quote = (family: string) => `"${family.replace(/["\\]/g, '')}"`;

/**
 * The CSS font-family list for a chosen family: the family, the script fallbacks, then the generic
 * family. `fallbackStack('IBM Plex Serif', 'serif')` →
 * `"IBM Plex Serif", "Noto Serif", "Noto Naskh Arabic", …, serif`.
 */
export function fallbackStack(family: string, category: FontCategory, locale?: string): string {
  const families = [family, ...fallbackFamilies(category, locale).filter((name) => name !== family)];
  return [...families.map(quote), genericFamily[category]].join(', ');
}
