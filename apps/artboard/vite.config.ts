import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The artboard is served by the app under /artboard/ (preview frames and the page Chromium prints).
export default defineConfig({
  base: '/artboard/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 3120, strictPort: true, host: '127.0.0.1' },
  preview: { port: 3120, strictPort: true, host: '127.0.0.1' },
  test: { name: 'artboard', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
