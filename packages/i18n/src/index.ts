export * from './languages.ts';
export * from './locale.ts';
export * from './format.ts';
