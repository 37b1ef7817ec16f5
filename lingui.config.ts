import { defineConfig } from '@lingui/cli';
import { locales } from './packages/i18n/src/languages.ts';

// One catalog per locale under packages/i18n; the web app loads them lazily through the Vite plugin.
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
  ],
  format: 'po',
});
