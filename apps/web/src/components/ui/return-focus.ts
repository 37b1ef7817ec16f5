import { useRef } from 'react';

type AutoFocusEvents = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * What had the focus when a dialog opened. A dialog opened from a menu item gets its menu's button instead: the
 * item is gone by the time the dialog closes.
 */
const opener = (): HTMLElement | null => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menuButton = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return (menuButton && document.getElementById(menuButton)) || active;
};

/**
 * Gives the focus back to whatever opened a dialog, sheet or alert when it closes. Radix does so only for its own
 * trigger, and most of ours open from a store (`openDialog`), a menu item or a plain button, so the focus would
 * fall to the page's start instead (docs/product.md#accessibility).
 */
export const useReturnFocus = ({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusEvents) => {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      returnTo.current = opener();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = returnTo.current;
      returnTo.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
};
