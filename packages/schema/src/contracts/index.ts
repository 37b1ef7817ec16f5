export * from './common.ts';
export * from './user.ts';
export * from './resume.ts';
export * from './imports.ts';
export * from './catalogue.ts';
export * from './pictures.ts';
export * from './endpoints.ts';
export * from './json-schema.ts';
