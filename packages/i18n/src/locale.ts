import { locales } from './languages.ts';

export const defaultLocale = 'en-US';
/** Where the chosen interface language is kept in the browser. */
export const localeStorageKey = 'locale';

const rtlLanguages = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi', 'ku', 'dv']);

export const isSupportedLocale = (value: unknown): value is string =>
  typeof value === 'string' && locales.includes(value);

/**
 * Maps any BCP 47 tag to a supported locale: an exact match first ('pt-BR'), then the first
 * supported locale of the same language ('de-AT' → 'de-DE'), else undefined.
 */
export const matchLocale = (tag: string | null | undefined): string | undefined => {
  if (!tag) return undefined;
  const wanted = tag.trim().replace('_', '-').toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === language);
};

type DetectSources = {
  stored?: string | null;
  navigatorLanguages?: readonly string[];
};

/** The locale to show: the stored choice, then the browser's languages in order, then en-US. */
export const detectLocale = (sources: DetectSources = readBrowserSources()): string => {
  const stored = matchLocale(sources.stored);
  if (stored) return stored;
  for (const tag of sources.navigatorLanguages ?? []) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return defaultLocale;
};

// The package also runs on the server (no DOM types), so the browser globals are described here.
type BrowserGlobals = {
  localStorage?: { getItem: (key: string) => string | null };
  navigator?: { language: string; languages?: readonly string[] };
};

const readBrowserSources = (): DetectSources => {
  const sources: DetectSources = {};
  const browser = globalThis as BrowserGlobals;
  try {
    sources.stored = browser.localStorage?.getItem(localeStorageKey) ?? null;
  } catch {
    // Storage can throw when blocked by privacy settings; fall through to the browser language.
  }
  const nav = browser.navigator;
  if (nav) sources.navigatorLanguages = nav.languages?.length ? nav.languages : [nav.language];
  return sources;
};

export const isRtl = (locale: string): boolean => rtlLanguages.has(locale.split('-')[0]!.toLowerCase());
