export * from './errors.ts';
export * from './constants.ts';
export * from './kebab-case.ts';
export * from './resume/index.ts';
export * from './sample.ts';
export * from './validation/index.ts';
export * from './contracts/index.ts';
export * from './artboard.ts';
