import { describe, expect, it } from 'vitest';
import { detectLocale, isRtl, matchLocale } from './locale.ts';
import { languages } from './languages.ts';
import { formatRelativeTime } from './format.ts';

describe('locale detection', () => {
  it('prefers the stored choice over the browser language', () => {
    expect(detectLocale({ stored: 'de-DE', navigatorLanguages: ['es-ES'] })).toBe('de-DE');
  });
  it('falls back to the first supported browser language, matching by language', () => {
    expect(detectLocale({ stored: null, navigatorLanguages: ['xx-YY', 'es-MX'] })).toBe('es-ES');
  });
  it('ignores a stored value that is not a supported locale', () => {
    expect(detectLocale({ stored: 'klingon', navigatorLanguages: [] })).toBe('en-US');
  });
  it('matches exact regional variants before the language', () => {
    expect(matchLocale('pt-pt')).toBe('pt-PT');
    expect(matchLocale('zh_TW')).toBe('zh-TW');
  });
  it('knows right-to-left scripts', () => {
    expect(isRtl('ar-SA')).toBe(true);
    expect(isRtl('he-IL')).toBe(true);
    expect(isRtl('de-DE')).toBe(false);
  });
});

describe('languages', () => {
  it('lists about 46 unique locales with en-US complete', () => {
    expect(languages.length).toBeGreaterThanOrEqual(44);
    expect(new Set(languages.map((entry) => entry.locale)).size).toBe(languages.length);
    expect(languages.find((entry) => entry.locale === 'en-US')?.progress).toBe(100);
    for (const entry of languages) expect(entry.progress).toBeGreaterThanOrEqual(0);
  });
});

describe('relative time', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  it('uses the largest fitting unit in the given locale', () => {
    expect(formatRelativeTime(new Date('2026-01-07T12:00:00Z'), 'en-US', now)).toBe('3 days ago');
    expect(formatRelativeTime(new Date('2026-01-09T12:00:00Z'), 'de-DE', now)).toBe('gestern');
    expect(formatRelativeTime(now, 'en-US', now)).toBe('now');
  });
});
