import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

/**
 * The first stop of the Tab key on every page: it jumps over the header and menus to the page's `<main>`. The
 * focus is moved by hand rather than by a `#fragment`, which the router would take for a navigation.
 */
export const SkipLink = () => {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href="#main"
      onClick={skip}
      data-testid="skip-link"
      className="fixed start-2 top-2 z-[100] -translate-y-[200%] rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground shadow-lg focus-visible:translate-y-0"
    >
      <Trans>Skip to the main content</Trans>
    </a>
  );
};
