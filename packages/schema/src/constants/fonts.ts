export const defaultFont = {
  family: 'IBM Plex Serif',
  subset: 'latin',
  variants: ['regular'],
  size: 14,
} as const;

/** The families offered as one-click buttons above the full font list. */
export const quickPickFonts = [
  'Open Sans',
  'Merriweather',
  'Roboto Condensed',
  'Playfair Display',
  'Lato',
  'Lora',
  'PT Sans',
  'PT Serif',
  'IBM Plex Sans',
  'IBM Plex Serif',
] as const;

export const fontCategories = ['sans-serif', 'serif', 'monospace', 'display', 'handwriting'] as const;
export type FontCategory = (typeof fontCategories)[number];
