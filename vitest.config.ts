// One test run for the whole workspace. The server's integration suite runs twice:
// once on PGlite (the default database) and once on the machine's PostgreSQL. The two server runs go one after
// the other, after the light projects: they share fixed loopback ports (printer canary, start-up tests) and
// each holds real databases and a Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      'apps/web/vite.config.ts',
      'apps/artboard/vite.config.ts',
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server:pglite',
          env: { TEST_DATABASE: 'pglite' },
          sequence: { groupOrder: 1 },
          // What only PostgreSQL has (several instances on one database) is tested on PostgreSQL alone.
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server:postgres', env: { TEST_DATABASE: 'postgres' }, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
