export * from './account.ts';
export * from './two-factor.ts';
export * from './resume.ts';
export * from './settings.ts';
