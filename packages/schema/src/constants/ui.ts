/** Viewport breakpoints in px (min widths). */
export const breakpoints = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1400 } as const;

export const richEditorHeight = { min: 160, max: 200 } as const;

/** Builder side panels: min in px, max and default in % of the window. */
export const sidePanelSize = { minPx: 48, maxPercent: 45, defaultPercent: 30 } as const;

export const toast = { limit: 1, removeDelayMs: 5000 } as const;

export const qrCodeSize = 256;

/** Translation progress badge: below `low` is red, above `high` is green, between is a warning. */
export const languageProgress = { low: 40, high: 80 } as const;

export const contributorsShown = 30;

export const versionLabel = 'v4.0.3';

export const storageKeys = { theme: 'theme', openAiKey: 'openai' } as const;

export const shortcuts = {
  toggleLeftSidebar: 'Shift+R',
  toggleRightSidebar: 'Shift+S',
  logout: 'Shift+Q',
  createResume: 'Ctrl+N',
  importResume: 'Ctrl+I',
} as const;
