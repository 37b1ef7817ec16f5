/**
 * The small catalogs read outside the web app's build: `mail` (the account mails the server sends, and the words of
 * the pages it writes that the interface lacks, docs/decisions/0031-the-server-pages-own-words-are-in-its-small-catalog.md). Like the
 * interface's, each is a .po file per locale under `locales/`, written by `npm run i18n:extract` from
 * `i18n._('English source')` calls and edited by translators (docs/decisions/0007-i18n.md). The server reads
 * them from disk once per locale; a message a locale has not translated yet reads in English.
 */
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogEntries } from './catalog.ts';
import { defaultLocale, matchLocale } from './locale.ts';

export type SmallCatalog = 'mail';

const loaded = new Map<string, I18n>();

/**
 * A Lingui instance for `catalog` in the supported locale nearest to `tag` ('de-AT' → de-DE, 'pt-AO' → pt-BR),
 * else in en-US. The same instance is answered for every tag that resolves to the same locale.
 */
export const smallCatalogI18n = (catalog: SmallCatalog, tag: string | null | undefined): I18n => {
  const locale = matchLocale(tag) ?? defaultLocale;
  const key = `${catalog}:${locale}`;
  let i18n = loaded.get(key);
  if (!i18n) {
    const po = readFileSync(new URL(`../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8');
    const messages = Object.fromEntries(
      catalogEntries(po)
        .filter((entry) => entry.msgstr)
        .map((entry) => [entry.msgid, entry.msgstr]),
    );
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    loaded.set(key, i18n);
  }
  return i18n;
};
