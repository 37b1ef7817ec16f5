/** Colour presets of the theme picker, in the order they are shown (the 600 shade of each hue). */
export const themePresets = [
  { name: 'slate', hex: '#475569' },
  { name: 'stone', hex: '#57534e' },
  { name: 'red', hex: '#dc2626' },
  { name: 'orange', hex: '#ea580c' },
  { name: 'amber', hex: '#d97706' },
  { name: 'yellow', hex: '#ca8a04' },
  { name: 'lime', hex: '#65a30d' },
  { name: 'green', hex: '#16a34a' },
  { name: 'emerald', hex: '#059669' },
  { name: 'teal', hex: '#0d9488' },
  { name: 'cyan', hex: '#0891b2' },
  { name: 'sky', hex: '#0284c7' },
  { name: 'blue', hex: '#2563eb' },
  { name: 'indigo', hex: '#4f46e5' },
  { name: 'violet', hex: '#7c3aed' },
  { name: 'purple', hex: '#9333ea' },
  { name: 'fuchsia', hex: '#c026d3' },
  { name: 'pink', hex: '#db2777' },
  { name: 'rose', hex: '#e11d48' },
] as const;

export type ThemePreset = (typeof themePresets)[number];

export const defaultTheme = { background: '#ffffff', text: '#000000', primary: '#dc2626' } as const;

/** Accepts #rgb, #rrggbb and #rrggbbaa. */
export const hexColourPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
