/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';

const server = process.env.SERVER_URL ?? 'http://localhost:3000';
const linguiConfig = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // plugin-react 6 has no babel option; the Lingui macros run through rolldown's babel plugin.
    // Messages stay in the bundle so that a string missing from a locale's catalog (most of the 46 locales are
    // partly translated) falls back to its English source instead of showing a message id.
    babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] }),
    lingui({ configPath: linguiConfig }),
    tailwindcss(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/fonts': { target: server, changeOrigin: false },
      '/artboard': { target: process.env.ARTBOARD_URL ?? server, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/fonts': { target: server, changeOrigin: false },
      '/artboard': { target: process.env.ARTBOARD_URL ?? server, changeOrigin: false },
    },
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest lets scripts/bundle-budget.mjs weigh each route's chunks.
  // The landing page's own script is a second entry (docs/decisions/0022-the-landing-page-is-prerendered.md); the
  // server-side build (`--ssr src/prerender.tsx`) writes the landing page's markup and keeps its own input.
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/.prerender', emptyOutDir: true }
    : {
        sourcemap: true,
        target: 'es2022',
        manifest: true,
        rollupOptions: { input: { index: 'index.html', landing: 'src/landing.ts' } },
      },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // A port of this app's range with nothing on it: a stray call can never reach another server. Stylesheet
    // links (the resume's font faces) are not fetched: tests that need CSS inject it.
    environmentOptions: {
      happyDOM: { url: 'http://127.0.0.1:3119', settings: { disableCSSFileLoading: true } },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The first render of a lazily loaded route compiles its chunk; on a busy two-core machine that passes 5 s.
    testTimeout: 20_000,
  },
}));
