import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, isRtl, isSupportedLocale } from '@rb/i18n';

// Vite turns each catalog into its own chunk, compiled by the Lingui plugin; only the active one loads.
const catalogs = import.meta.glob<{ messages: Messages }>('../../../../packages/i18n/locales/*/messages.po');

const catalogFor = (locale: string) => catalogs[`../../../../packages/i18n/locales/${locale}/messages.po`];

/** Loads a locale's catalog and makes it the active one; unknown locales fall back to en-US. */
export const activateLocale = async (locale: string): Promise<string> => {
  const wanted = isSupportedLocale(locale) && catalogFor(locale) ? locale : defaultLocale;
  const load = catalogFor(wanted);
  const { messages } = load ? await load() : { messages: {} };
  i18n.loadAndActivate({ locale: wanted, messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = wanted;
    document.documentElement.dir = isRtl(wanted) ? 'rtl' : 'ltr';
  }
  return wanted;
};

export { storeLocale } from './locale-choice';
export { i18n };
