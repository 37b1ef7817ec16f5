// `node scripts/bundle-budget.mjs` (part of `npm run check`): the JavaScript each route loads before it is
// usable, gzipped, against its budget (docs/decisions/0015-pages-that-paint-before-their-javascript.md). It reads
// the Vite manifests of the build (building first when a source is newer): a route costs its entry's and its
// page chunk's static imports, transitively, plus the interface catalog of the default locale; chunks a page
// loads later on demand are not counted here (`npm run bench:pages` measures what a real visit receives).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, root } from './lib/ensure.mjs';

const KiB = 1024;

/**
 * Per route: which build, the manifest keys it starts from (and `stylesheetsOf`: keys whose stylesheets only it
 * links), and its budget for JavaScript (gzipped). `pending`
 * names the open work of a route known to be over budget: it is reported as over, without failing the check,
 * until that work is done and the mark removed.
 */
export const routeBudgets = [
  {
    // The page is prerendered in every locale; its script only wires the interactive parts and loads no catalog
    // (docs/decisions/0022-the-landing-page-is-prerendered.md).
    route: 'landing /',
    app: 'apps/web',
    starts: ['src/landing.ts'],
    // It links the app's stylesheet (the page is the app's markup), not the app's script.
    stylesheetsOf: ['index.html'],
    catalog: false,
    budget: 120 * KiB,
  },
  {
    // A share link's page (/s/{token}) links the same entry, its password form included
    // (docs/decisions/0029-the-share-page-is-written-by-the-server.md).
    route: 'public /{username}/{slug}, /s/{token}',
    app: 'apps/artboard',
    starts: ['src/public/public-page.ts'],
    catalog: false,
    budget: 50 * KiB,
  },
  {
    route: 'dashboard /dashboard/resumes',
    app: 'apps/web',
    starts: ['index.html', 'src/pages/dashboard/layout.tsx', 'src/pages/dashboard/resumes.tsx'],
    catalog: true,
    budget: 250 * KiB,
  },
  {
    route: 'builder /builder/{id}',
    app: 'apps/web',
    starts: ['index.html', 'src/features/builder/route.tsx'],
    catalog: true,
    budget: 300 * KiB,
  },
];

const manifests = new Map();
const manifestOf = (app) => {
  if (!manifests.has(app))
    manifests.set(app, JSON.parse(readFileSync(join(root, app, 'dist/.vite/manifest.json'), 'utf8')));
  return manifests.get(app);
};

const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file);
};

/** The files a route loads up front: every start's static import closure. */
export function routeFiles({ app, starts, catalog, stylesheetsOf = [] }) {
  const manifest = manifestOf(app);
  const keys = [...starts];
  if (catalog) {
    const defaultCatalog = Object.keys(manifest).find((key) => key.endsWith('/locales/en-US/messages.po'));
    if (!defaultCatalog) throw new Error(`${app}: the en-US catalog is not in the build manifest`);
    keys.push(defaultCatalog);
  }
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${app}: ${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  for (const key of stylesheetsOf) for (const file of manifest[key]?.css ?? []) css.add(file);
  const dist = join(root, app, 'dist');
  const size = (files) => [...files].reduce((sum, file) => sum + gzipSize(join(dist, file)), 0);
  return { jsFiles: js.size, jsGzip: size(js), cssGzip: size(css) };
}

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuilt();
  let failed = false;
  for (const entry of routeBudgets) {
    const { jsFiles, jsGzip, cssGzip } = routeFiles(entry);
    const over = jsGzip > entry.budget;
    if (over && !entry.pending) failed = true;
    const mark = !over ? '✓' : entry.pending ? '! (pending)' : '✖';
    console.log(
      `${mark} ${entry.route}: JavaScript ${kib(jsGzip)} gzip in ${jsFiles} files (budget ${kib(entry.budget)}), CSS ${kib(cssGzip)} gzip`,
    );
    if (over && entry.pending) console.log(`    over budget, pending: ${entry.pending}`);
    if (!over && entry.pending) {
      console.error(`    within budget now: remove its pending mark in scripts/bundle-budget.mjs`);
      failed = true;
    }
  }
  if (failed) {
    console.error('A route is over its JavaScript budget (scripts/bundle-budget.mjs).');
    process.exit(1);
  }
}
