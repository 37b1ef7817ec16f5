export * from './constants/templates.ts';
export * from './constants/page.ts';
export * from './constants/picture.ts';
export * from './constants/theme.ts';
export * from './constants/fonts.ts';
export * from './constants/ui.ts';
export * from './constants/limits.ts';
export * from './constants/letters.ts';
