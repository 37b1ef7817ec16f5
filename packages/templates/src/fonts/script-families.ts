/**
 * Scripts no resume family draws and the interface's Latin face lacks: one self-hosted Noto Sans family each, used
 * as a fallback by the resumes (fallbacks.ts) and by the interface (interface-families.ts).
 */
export const scriptOnlyFamilies = [
  'Noto Sans Thai',
  'Noto Sans Devanagari',
  'Noto Sans Bengali',
  'Noto Sans Tamil',
  'Noto Sans Telugu',
  'Noto Sans Kannada',
  'Noto Sans Malayalam',
  'Noto Sans Oriya',
  'Noto Sans Khmer',
  'Noto Sans Ethiopic',
] as const;
