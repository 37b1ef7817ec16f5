import { languages } from '@rb/i18n';

/** A version's name in its own language ("Deutsch"), as the interface's language picker writes it. */
export const languageName = (tag: string): string =>
  languages.find((entry) => entry.locale === tag)?.name ?? tag;
