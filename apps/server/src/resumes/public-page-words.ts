// The few words of the server-rendered public page, in the visitor's language: the web app's own translations
// (packages/i18n/locales/<locale>/messages.po, the same source texts), read once per locale, and the page's own
// words the app has no use for from the server's small catalog (`mail.po`,
// docs/decisions/0031-the-server-pages-own-words-are-in-its-small-catalog.md). A text a catalog lacks stays in
// English, as it does in the app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, detectLocale } from '@rb/i18n/locale';
import { catalogEntries } from '@rb/i18n/catalog';
import { smallCatalogI18n } from '@rb/i18n/small-catalogs';
import { repoRoot } from '../config.ts';

export interface PublicPageWords {
  locale: string;
  download: string;
  preparing: string;
  failed: string;
  madeWith: string;
  /** "Resume of {0}", for the sheets' label. */
  resumeOf: (name: string) => string;
  /** The same label when the sheets are a cover letter's (docs/product.md#cover-letters). */
  letterFrom: (name: string) => string;
  /** A share link's password form (the web app's own prompt's words). */
  unlock: {
    label: string;
    heading: string;
    hint: string;
    password: string;
    open: string;
    wrong: string;
    tooMany: string;
  };
}

const sources = {
  download: 'Download PDF',
  preparing: 'Preparing your PDF…',
  failed: 'The PDF could not be created.',
  madeWith: 'Made with',
  resumeOf: 'Resume of {0}',
  unlock: {
    label: 'Open the shared document',
    heading: 'This shared document is protected',
    hint: 'Enter the password you were given with the link.',
    password: 'Password',
    open: 'Open',
    wrong: 'That password is not right.',
    tooMany: 'Too many attempts. Please wait a moment and try again.',
  },
} as const;

const catalogs = new Map<string, Map<string, string>>();

function catalogOf(locale: string): Map<string, string> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    const file = path.join(repoRoot, 'packages/i18n/locales', locale, 'messages.po');
    const entries = existsSync(file) ? catalogEntries(readFileSync(file, 'utf8')) : [];
    catalog = new Map(entries.filter((entry) => entry.msgstr).map((entry) => [entry.msgid, entry.msgstr]));
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/** The supported locale an Accept-Language header prefers (en-US when none matches). */
export function localeFromHeader(header: string | undefined): string {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)/.exec(parameters.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
  return tags.length === 0 ? defaultLocale : detectLocale({ navigatorLanguages: tags });
}

export function publicPageWords(locale: string): PublicPageWords {
  const catalog = catalogOf(locale);
  const word = (source: string) => catalog.get(source) ?? source;
  // Found by `npm run i18n:extract` through the `i18n._('…')` call, as the mails' words are.
  const i18n = smallCatalogI18n('mail', locale);
  return {
    locale,
    download: word(sources.download),
    preparing: word(sources.preparing),
    failed: word(sources.failed),
    madeWith: word(sources.madeWith),
    resumeOf: (name) => word(sources.resumeOf).replace('{0}', name),
    letterFrom: (name) => i18n._('Cover letter from {name}', { name }),
    unlock: {
      label: word(sources.unlock.label),
      heading: word(sources.unlock.heading),
      hint: word(sources.unlock.hint),
      password: word(sources.unlock.password),
      open: word(sources.unlock.open),
      wrong: word(sources.unlock.wrong),
      tooMany: word(sources.unlock.tooMany),
    },
  };
}
