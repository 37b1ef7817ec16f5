/**
 * The last step of the web app's build: writes the landing page for every interface locale into
 * dist/landing/ (docs/decisions/0022-the-landing-page-is-prerendered.md), from the built index.html (its
 * stylesheet and theme script), the markup of the server-side build (dist/.prerender/) and the landing entry's
 * script named in the Vite manifest. Each locale is written twice: without a project home, and with
 * `projectPlaceholder` where the server writes the deployment's PROJECT_URL.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { interfaceFontsStylesheetUrls } from '@rb/templates/fonts/interface';
import type * as Prerender from '../src/prerender.tsx';

const app = fileURLToPath(new URL('..', import.meta.url));
const dist = join(app, 'dist');
const prerenderDir = join(dist, '.prerender');

/** Stands for PROJECT_URL in the pages written with a project home; the server replaces it. */
const projectPlaceholder = 'https://project-url.invalid';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const entry = manifest['src/landing.ts'];
if (!entry) throw new Error('src/landing.ts is not in the build manifest');
const preloads = (entry.imports ?? []).map((key) => manifest[key]!.file);

const shell = readFileSync(join(dist, 'index.html'), 'utf8')
  // The app's entry and its preloads: the landing page loads its own script instead.
  .replace(/\s*<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

const { renderLanding, locales, isRtl, isHanInterface } = (await import(
  pathToFileURL(join(prerenderDir, 'prerender.js')).href
)) as typeof Prerender;

const page = (locale: string, markup: string) => {
  const head = [
    ...(isHanInterface(locale)
      ? [`<link rel="stylesheet" href="${interfaceFontsStylesheetUrls.han}" />`]
      : []),
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
  ];
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}">`)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
};

const out = join(dist, 'landing');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const started = performance.now();
for (const locale of locales) {
  writeFileSync(join(out, `${locale}.html`), page(locale, await renderLanding(locale, undefined)));
  writeFileSync(
    join(out, `${locale}.project.html`),
    page(locale, await renderLanding(locale, projectPlaceholder)),
  );
}
// What the server needs to choose a page: the locales written, and the placeholder to replace.
writeFileSync(join(out, 'pages.json'), JSON.stringify({ locales, projectPlaceholder }));
rmSync(prerenderDir, { recursive: true, force: true });
console.log(
  `landing page prerendered: ${locales.length} locales in ${Math.round(performance.now() - started)} ms`,
);
