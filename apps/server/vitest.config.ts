// The server's integration tests run against real databases; the root config runs this project
// twice, with TEST_DATABASE=pglite and TEST_DATABASE=postgres.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // Test files are looked up in this workspace, also when the root config extends this file.
    dir: path.dirname(fileURLToPath(import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Opening a database (a PGlite snapshot or a fresh PostgreSQL database) takes about a second
    // on this 2-core machine; the first run also builds the migrated snapshot.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each worker holds a PGlite instance of ~100 MB; two cores gain nothing from more.
    maxWorkers: 2,
  },
});
