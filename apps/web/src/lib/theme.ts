/** Theme choice (docs/product.md#theme): light → system → dark → light, stored under `theme`, default system. */
export type Theme = 'light' | 'system' | 'dark';

export const themeStorageKey = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';
const order: Theme[] = ['light', 'system', 'dark'];

export const isTheme = (value: unknown): value is Theme => order.includes(value as Theme);
export const nextTheme = (theme: Theme): Theme => order[(order.indexOf(theme) + 1) % order.length]!;

export const readTheme = (): Theme => {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
};

export const systemPrefersDark = (): boolean =>
  typeof matchMedia === 'function' && matchMedia(darkQuery).matches;

export const resolveTheme = (theme: Theme): 'light' | 'dark' =>
  theme === 'dark' || (theme === 'system' && systemPrefersDark()) ? 'dark' : 'light';

export const applyTheme = (theme: Theme): void => {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
};

const listeners = new Set<() => void>();
const notify = () => {
  applyTheme(readTheme());
  for (const listener of listeners) listener();
};

export const setTheme = (theme: Theme): void => {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  notify();
};

/** Subscribes to theme changes: explicit choices, other tabs, and the OS preference (live). */
export const subscribeTheme = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(darkQuery) : undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey) notify();
  };
  media?.addEventListener('change', notify);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', notify);
    window.removeEventListener('storage', onStorage);
  };
};
