// Lint rules that keep the rooms of docs/architecture.md apart, plus the usual TypeScript and React checks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.po',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/artboard/**/*.{ts,tsx}', 'packages/templates/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // schema: zod only.
  {
    files: ['packages/schema/src/**/*.ts'],
    rules: restrict(
      ['react', 'react-*', '@rb/*', 'node:*', 'drizzle-orm', 'drizzle-orm/*'],
      'packages/schema depends on zod only.',
    ),
  },
  // templates: pure functions of their props; no app code, no server code.
  {
    files: ['packages/templates/src/**/*.{ts,tsx}'],
    ignores: ['packages/templates/src/**/*.test.{ts,tsx}'],
    rules: {
      ...restrict(
        ['@rb/server', '@rb/web', '@rb/artboard', 'zustand', '@tanstack/*', 'node:*'],
        'A template is a pure function of its props.',
      ),
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage'],
    },
  },
  // formats: pure converters usable in the browser and on the server.
  {
    files: ['packages/formats/src/**/*.ts'],
    ignores: ['packages/formats/src/**/*.test.ts'],
    rules: restrict(
      ['react', '@rb/server', '@rb/web', 'node:*', 'drizzle-orm'],
      'Converters are pure and run in the browser too.',
    ),
  },
  // web and artboard talk to the server only through /api.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/artboard/src/**/*.{ts,tsx}'],
    // Tests run in Node and may read the repository's files.
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/artboard/src/**/*.test.{ts,tsx}'],
    rules: restrict(
      ['@rb/server', '@rb/server/*', '**/apps/server/**', 'drizzle-orm', 'drizzle-orm/*', 'node:*'],
      'The front end reaches the server only through /api.',
    ),
  },
  // One toast at a time: toasts go through the wrapper that replaces the one on screen.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/toast.ts',
      'apps/web/src/components/toaster.tsx',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message: "Use '@/lib/toast': it keeps one toast on screen (docs/product.md#toasts).",
            },
          ],
          patterns: [
            {
              group: [
                '@rb/server',
                '@rb/server/*',
                '**/apps/server/**',
                'drizzle-orm',
                'drizzle-orm/*',
                'node:*',
              ],
              message: 'The front end reaches the server only through /api.',
            },
          ],
        },
      ],
    },
  },
  // server: Drizzle only in *.queries.ts and the db folder.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.queries.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**',
    ],
    rules: restrict(
      ['drizzle-orm', 'drizzle-orm/*', 'react', 'react-dom', '@rb/web', '@rb/artboard'],
      'Only *.queries.ts files touch Drizzle; the server does not import front-end code.',
    ),
  },
);
