/**
 * The artboard's own few words (its panels). They live in the small `artboard` catalog
 * (packages/i18n/locales/<locale>/artboard.po), which translators edit like the interface's
 * (docs/decisions/0007-i18n.md): loading the whole interface catalog for five sentences would cost more than the
 * sheets, so the build compiles just these, every locale at once (a few kilobytes), and the person reading the
 * panel decides the language: the interface language they chose in the app (shared through the origin's
 * storage), else their browser's.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { defaultLocale, detectLocale, matchLocale } from '@rb/i18n/locale';
import { isTraditionalChinese } from '@rb/templates/fonts/fallbacks';

export type ArtboardWords = {
  waiting: string;
  invalidTitle: string;
  invalidIntro: string;
  failedTitle: string;
  failedIntro: string;
};

// The Lingui Vite plugin compiles each .po file into `{ messages }`, with English for what a locale lacks.
const catalogs = import.meta.glob<Messages>('../../../../packages/i18n/locales/*/artboard.po', {
  eager: true,
  import: 'messages',
});
const messagesOf = (locale: string): Messages =>
  catalogs[`../../../../packages/i18n/locales/${locale}/artboard.po`] ?? {};

const wordsIn = (i18n: I18n): ArtboardWords => ({
  waiting: i18n._('Waiting for the resume…'),
  invalidTitle: i18n._('This resume cannot be shown'),
  invalidIntro: i18n._('The document is not a valid resume. Fix these fields and try again:'),
  failedTitle: i18n._('This resume could not be drawn'),
  failedIntro: i18n._('Something in it stopped the preview. Undo the last change or try another template.'),
});

const byLocale = new Map<string, ArtboardWords>();

/** The words for a locale: its own ('pt-BR', 'zh-TW'), its language's ('de-AT' → de-DE), else English. */
export function wordsFor(tag: string): { lang: string; words: ArtboardWords } {
  const lang = isTraditionalChinese(tag) ? 'zh-TW' : (matchLocale(tag) ?? defaultLocale);
  let words = byLocale.get(lang);
  if (!words) {
    words = wordsIn(setupI18n({ locale: lang, messages: { [lang]: messagesOf(lang) } }));
    byLocale.set(lang, words);
  }
  return { lang, words };
}

/** The words for whoever is looking at the artboard. */
export const artboardWords = (): { lang: string; words: ArtboardWords } => wordsFor(detectLocale());
