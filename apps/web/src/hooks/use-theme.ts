import { useCallback, useSyncExternalStore } from 'react';
import { nextTheme, readTheme, resolveTheme, setTheme, subscribeTheme, type Theme } from '@/lib/theme';

export const useTheme = () => {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'system' as Theme);
  // Re-read on every OS change too: subscribeTheme notifies on prefers-color-scheme.
  const resolved = useSyncExternalStore(
    subscribeTheme,
    () => resolveTheme(readTheme()),
    () => 'light' as const,
  );
  const cycle = useCallback(() => setTheme(nextTheme(readTheme())), []);
  return { theme, resolved, setTheme, cycle };
};
