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

/** localStorage keys: the theme and the OpenAI key (docs/product.md#limits-and-defaults), and the dashboard's grid or list view. */
export const storageKeys = { theme: 'theme', openAiKey: 'openai', resumesView: 'resumes-view' } as const;

/** The dashboard's keyboard shortcuts (docs/product.md#shortcuts), as `useHotkey` reads them: modifiers joined by '+'. */
export const shortcuts = {
  /** Sidebar link to the resume list. */
  openResumes: 'Shift+R',
  /** Sidebar link and user-menu entry to the settings. */
  openSettings: 'Shift+S',
  /** User menu. */
  logout: 'Shift+Q',
  /** Resume list tiles. */
  createResume: 'Ctrl+N',
  importResume: 'Ctrl+I',
} as const;
export type Shortcut = (typeof shortcuts)[keyof typeof shortcuts];
