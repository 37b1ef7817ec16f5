import { useEffect, useRef } from 'react';

/** 'Shift+R', 'Ctrl+N' … Ctrl also matches ⌘ on macOS. */
export type Hotkey = string;

const matches = (event: KeyboardEvent, hotkey: Hotkey): boolean => {
  const parts = hotkey.toLowerCase().split('+');
  const key = parts.pop();
  const want = { shift: parts.includes('shift'), ctrl: parts.includes('ctrl'), alt: parts.includes('alt') };
  return (
    event.key.toLowerCase() === key &&
    event.shiftKey === want.shift &&
    (event.ctrlKey || event.metaKey) === want.ctrl &&
    event.altKey === want.alt
  );
};

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Runs `handler` on the shortcut, except while the user types in a field. */
export const useHotkey = (hotkey: Hotkey, handler: () => void): void => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || isTyping(event.target) || !matches(event, hotkey)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);
};
