export * from './errors.ts';
export * from './constants.ts';
export * from './kebab-case.ts';
export * from './resume/index.ts';
