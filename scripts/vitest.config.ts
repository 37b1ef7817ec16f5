import { defineConfig } from 'vitest/config';

// Checks of the repository itself: the import rules, the manifests, the references in comments and docs.
export default defineConfig({
  test: { name: 'repo', include: ['*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
