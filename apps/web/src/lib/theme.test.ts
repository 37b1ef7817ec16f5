import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, nextTheme, readTheme, setTheme, subscribeTheme, themeStorageKey } from './theme';

// happy-dom's matchMedia cannot be switched at runtime; this one can, like a user flipping the OS setting.
const fakeMedia = (initial: boolean) => {
  const listeners = new Set<() => void>();
  const media = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    set: (dark: boolean) => {
      media.matches = dark;
      for (const listener of listeners) listener();
    },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('theme', () => {
  it('cycles light → system → dark → light', () => {
    expect(nextTheme('light')).toBe('system');
    expect(nextTheme('system')).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
  });

  it('defaults to system and ignores unknown stored values', () => {
    expect(readTheme()).toBe('system');
    localStorage.setItem(themeStorageKey, 'purple');
    expect(readTheme()).toBe('system');
  });

  it('stores the choice under "theme" and applies the dark class', () => {
    fakeMedia(false);
    setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('follows the OS preference live while on system', () => {
    const os = fakeMedia(false);
    setTheme('system');
    const seen = vi.fn();
    const unsubscribe = subscribeTheme(seen);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    os.set(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(seen).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps an explicit light choice when the OS turns dark', () => {
    const os = fakeMedia(false);
    setTheme('light');
    const unsubscribe = subscribeTheme(() => {});
    os.set(true);
    applyTheme(readTheme());
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    unsubscribe();
  });
});
