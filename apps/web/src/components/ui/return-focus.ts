import { useRef, useState, type RefObject } from 'react';

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
 * fall to the page's start instead (docs/product.md#accessibility). The content renders `<RememberOpener>` with
 * `opener`, which notes what had the focus as the content mounts, before a field's autoFocus takes it.
 */
export const useReturnFocus = ({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusEvents) => {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    opener: returnTo,
    handlers: {
      onOpenAutoFocus,
      onCloseAutoFocus: (event: Event) => {
        onCloseAutoFocus?.(event);
        const target = returnTo.current;
        returnTo.current = null;
        if (event.defaultPrevented || !target?.isConnected) return;
        event.preventDefault();
        target.focus();
      },
    },
  };
};

/** Rendered inside the content, so it mounts each time the dialog opens. */
export const RememberOpener = ({ into }: { into: RefObject<HTMLElement | null> }) => {
  useState(() => {
    into.current = opener();
  });
  return null;
};
