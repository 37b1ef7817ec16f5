import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'formats', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
