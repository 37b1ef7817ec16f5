// The landing page's few interactive parts as plain scripts over its markup, for the page the build wrote and
// for the app's own landing route alike (docs/decisions/0022-the-landing-page-is-prerendered.md): the theme switch,
// the language menu, the session's variant and Logout, the counters, the template strip's arrows, the
// contributors, the language count and the one-day banner. The FAQ is <details> and needs none.
import { isPromotionDay } from './promotion';
import { mountContributors } from './islands/contributors';
import { mountCounters } from './islands/counters';
import { mountGallery } from './islands/gallery';
import { mountLanguageCount } from './islands/language-count';
import { mountLanguageMenu } from './islands/language-menu';
import { mountLogout, showSession } from './islands/session';
import { mountThemeButton } from './islands/theme-button';

export interface LandingIslandsOptions {
  locale: string;
  /** Stores the chosen locale and reloads (docs/product.md#language-change). */
  changeLocale: (locale: string) => void;
  /** Ends the session, whatever the server answers. */
  logout: () => Promise<void>;
  /** When given, links into the app go through it instead of loading a page (the app's own route). */
  navigate?: (to: string) => void;
  now?: Date;
}

/** Wires the landing markup under `root`; returns the function that unwires it. */
export function mountLandingIslands(root: HTMLElement, options: LandingIslandsOptions): () => void {
  if (isPromotionDay(options.now ?? new Date()))
    root.querySelector<HTMLElement>('[data-landing-promotion]')?.removeAttribute('hidden');
  const { navigate } = options;
  const onLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-app-link]');
    if (!navigate || !link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(link.getAttribute('href')!);
  };
  root.addEventListener('click', onLink);
  const unmount = [
    mountThemeButton(root),
    mountLanguageMenu(root, options.changeLocale),
    mountLogout(root, options.logout),
    mountCounters(root, options.locale),
    mountGallery(root),
    mountContributors(root),
    mountLanguageCount(root),
  ];
  return () => {
    root.removeEventListener('click', onLink);
    unmount.forEach((stop) => stop());
  };
}

export { showSession };
