// One test run for the whole workspace. The server's integration suite runs twice:
// once on PGlite (the default database) and once on the machine's PostgreSQL.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/web/vite.config.ts',
      'apps/artboard/vite.config.ts',
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server:pglite', env: { TEST_DATABASE: 'pglite' } },
      },
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server:postgres', env: { TEST_DATABASE: 'postgres' } },
      },
    ],
  },
});
