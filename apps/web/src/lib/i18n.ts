import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, isRtl, isSupportedLocale, localeStorageKey } from '@rb/i18n';

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

/** Keeps the choice in the browser (docs/product.md#language-change); the caller reloads the page. */
export const storeLocale = (locale: string): void => {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Without storage the browser language decides on the next visit.
  }
};

export { i18n };
