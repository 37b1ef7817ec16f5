import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'templates',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // For the DOM tests: nothing listens on 3119, and the resume's font stylesheets are not fetched (the tests
    // inject the templates' CSS themselves).
    environmentOptions: {
      happyDOM: { url: 'http://127.0.0.1:3119', settings: { disableCSSFileLoading: true } },
    },
  },
});
