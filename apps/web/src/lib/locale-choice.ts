import { localeStorageKey } from '@rb/i18n/locale';

/** The cookie that tells the server which prerendered landing page to send (docs/decisions/0022-the-landing-page-is-prerendered.md). */
export const localeCookie = 'locale';

const oneYear = 365 * 24 * 3600;

/**
 * Keeps the choice in the browser (docs/product.md#language-change), and in a cookie so that the server writes the
 * landing page in it too; the caller reloads the page.
 */
export const storeLocale = (locale: string): void => {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Without storage the cookie, then the browser language, decides on the next visit.
  }
  if (typeof document !== 'undefined')
    document.cookie = `${localeCookie}=${encodeURIComponent(locale)}; path=/; max-age=${oneYear}; samesite=lax`;
};
