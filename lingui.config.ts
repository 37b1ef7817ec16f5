import { defineConfig } from '@lingui/cli';
import { locales } from './packages/i18n/src/languages.ts';

// Per locale under packages/i18n: the interface's catalog (`messages`, loaded lazily by the web app through the
// Vite plugin) and two small ones read elsewhere: `mail` by the server (@rb/i18n/small-catalogs: its mails, and the
// words of the pages it writes that the interface lacks, docs/decisions/0031-the-server-pages-own-words-are-in-its-small-catalog.md)
// and `artboard` by the artboard's panels, so that translators edit .po files only.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: [...locales],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/locales/{locale}/messages',
      include: ['<rootDir>/apps/web/src', '<rootDir>/packages/templates/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/packages/i18n/locales/{locale}/mail',
      include: ['<rootDir>/apps/server/src/mail', '<rootDir>/apps/server/src/resumes/public-page-words.ts'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/packages/i18n/locales/{locale}/artboard',
      include: ['<rootDir>/apps/artboard/src/layout'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
});
