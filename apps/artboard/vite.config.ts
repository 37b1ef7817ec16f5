import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

const require = createRequire(import.meta.url);

/**
 * In production the app serves /fonts/<id>/<file>. When the artboard runs on its own (vite dev/preview, the
 * render script), this serves the same files straight from the installed @fontsource packages.
 */
function localFonts(): Plugin {
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const match = /^\/fonts\/([a-z0-9-]+)\/([a-z0-9-]+\.woff2?)$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return next();
    let file: string;
    try {
      file = path.join(
        path.dirname(require.resolve(`@fontsource/${match[1]}/package.json`)),
        'files',
        match[2]!,
      );
    } catch {
      return next();
    }
    if (!existsSync(file)) return next();
    res.setHeader('Content-Type', match[2]!.endsWith('.woff2') ? 'font/woff2' : 'font/woff');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'artboard-local-fonts',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

const linguiConfig = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

// The artboard is served by the app under /artboard/ (preview frames and the page Chromium prints). The Lingui
// plugin compiles the artboard's small catalog (src/layout/messages.ts); it has no macros to run.
export default defineConfig({
  base: '/artboard/',
  plugins: [react(), localFonts(), lingui({ configPath: linguiConfig })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest names the public page's hashed stylesheet and script for the server, which writes that page.
    manifest: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'public-page': fileURLToPath(new URL('./src/public/public-page.ts', import.meta.url)),
      },
    },
  },
  server: { port: 3120, strictPort: true, host: '127.0.0.1' },
  preview: { port: 3120, strictPort: true, host: '127.0.0.1' },
  test: {
    name: 'artboard',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // As in the web app's tests: nothing listens on 3119, and the resume's font stylesheets are not fetched.
    environmentOptions: {
      happyDOM: { url: 'http://127.0.0.1:3119', settings: { disableCSSFileLoading: true } },
    },
  },
});
