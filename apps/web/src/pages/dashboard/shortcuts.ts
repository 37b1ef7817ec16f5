import type { Shortcut } from '@rb/schema';

const symbols: Record<string, string> = { shift: '⇧', alt: '⌥', ctrl: 'Ctrl ' };

/** How a shortcut is printed on a key cap: 'Shift+R' → '⇧R', 'Ctrl+N' → 'Ctrl N'. */
export const shortcutLabel = (shortcut: Shortcut): string => {
  const parts = shortcut.split('+');
  const key = parts.pop()!.toUpperCase();
  return parts.map((part) => symbols[part.toLowerCase()] ?? `${part} `).join('') + key;
};
