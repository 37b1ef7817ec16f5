import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';

// The progress badge must tell the truth: it is checked against the catalog on disk.
const translatedShare = (locale: string): number => {
  const po = readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const entries = [...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].filter(([, id]) => id !== '');
  const done = entries.filter(([, , translation]) => translation !== '').length;
  return entries.length === 0 ? 0 : Math.round((done / entries.length) * 100);
};

describe('catalogs', () => {
  it.each(languages.map((language) => [language.locale, language.progress] as const))(
    '%s declares the progress its catalog has',
    (locale, progress) => {
      expect(translatedShare(locale)).toBe(progress);
    },
  );
});
