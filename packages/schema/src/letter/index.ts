export * from './letter-data.ts';
export * from './letter-to-resume.ts';
