// The script of the landing page the build wrote (docs/decisions/0022-the-landing-page-is-prerendered.md): it
// only wires the page's interactive parts. The app itself loads when the visitor follows a link into it.
import { detectLocale } from '@rb/i18n/locale';
import { mountLandingIslands, showSession } from '@/features/landing/islands';
import { api, refreshSession } from '@/lib/api/client';
import { localeCookie, storeLocale } from '@/lib/locale-choice';

const locale = document.documentElement.lang;

const cookieLocale = () => new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]*)`).exec(document.cookie)?.[1];

/**
 * A choice stored before the server read the cookie: the server wrote the page in the browser's language, so the
 * cookie is set and the page asked for again, once. Without cookies the page stays as written (no reload loop).
 */
const movedToCookie = (): boolean => {
  const wanted = detectLocale();
  if (wanted === locale || cookieLocale() === encodeURIComponent(wanted)) return false;
  storeLocale(wanted);
  return cookieLocale() === encodeURIComponent(wanted);
};

if (movedToCookie()) {
  window.location.reload();
} else {
  let signedIn = false;
  /** Signed in, after one refresh of an expired access token (docs/product.md#sign-in-and-session). */
  const probeSession = async (): Promise<boolean> => {
    const ask = () => fetch('/api/user/me', { headers: { accept: 'application/json' } });
    let response = await ask();
    if ((response.status === 401 || response.status === 403) && (await refreshSession()))
      response = await ask();
    return response.ok;
  };
  mountLandingIslands(document.body, {
    locale,
    changeLocale: (chosen) => {
      if (chosen === locale) return;
      storeLocale(chosen);
      const saved = signedIn
        ? api('/user/me', { method: 'PATCH', body: { locale: chosen }, auth: 'none' }).catch(() => {})
        : Promise.resolve();
      void saved.then(() => window.location.reload());
    },
    logout: async () => {
      await api('/auth/logout', { method: 'POST', auth: 'none' }).catch(() => {});
      signedIn = false;
    },
  });
  void probeSession()
    .catch(() => false)
    .then((found) => {
      signedIn = found;
      showSession(document.body, found);
    });
}
