// Shared by `npm start` and `npm test`: make a fresh clone runnable without any manual step.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// fileURLToPath, not URL.pathname: a checkout under a path with spaces or non-ASCII letters must work too.
export const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(join(root, 'package-lock.json'))) return;
  console.log('› Installing dependencies (first run only)…');
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' };
  run('npm', ['ci', '--no-audit', '--no-fund'], { env });
}

// The server's list (apps/server/src/printer/chromium-path.ts), read as data: this runs before any TypeScript can.
const chromiumCandidates = JSON.parse(
  readFileSync(join(root, 'apps/server/src/printer/chromium-paths.json'), 'utf8'),
);

export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return chromiumCandidates.find((path) => existsSync(path)) ?? null;
}

/**
 * Chromium prints PDFs. It comes from the system package manager, never from a download at install time.
 * As root with apt we install it; otherwise we say how, and the app still runs (printing answers ResumePrinterError).
 */
export function ensureChromium({ required }) {
  if (findChromium()) return true;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canApt) {
    console.log('› Installing Chromium and poppler-utils with apt (first run only)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'poppler-utils'], { env });
    return Boolean(findChromium());
  }
  const message =
    'Chromium was not found. PDF export and previews need it: install the "chromium" package ' +
    '(e.g. `sudo apt-get install chromium`) or set CHROMIUM_PATH.';
  if (required) {
    console.error(`✖ ${message}`);
    process.exit(1);
  }
  console.warn(`! ${message}`);
  return false;
}

const sofficeCandidates = ['/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice'];

export const findSoffice = () =>
  [process.env.SOFFICE_PATH, ...sofficeCandidates].find((path) => path && existsSync(path)) ?? null;

/**
 * LibreOffice opens the Word exports in their tests, as another word processor would. Like Chromium it comes from
 * the system package manager: the writer alone, without a desktop (about 75 s the first time). Without root or apt
 * we say how; the tests that need it then fail with the same advice.
 */
export function ensureLibreOffice() {
  if (findSoffice()) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('› Installing LibreOffice Writer with apt (first run only)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'libreoffice-writer-nogui'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (findSoffice()) return true;
  }
  console.warn(
    '! LibreOffice was not found. The Word export tests need it: install "libreoffice-writer-nogui" ' +
      '(e.g. `sudo apt-get install --no-install-recommends libreoffice-writer-nogui`) or set SOFFICE_PATH.',
  );
  return false;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether both front ends and the server bundle are built and newer than every source they depend on. */
export function isBuilt() {
  const inputs = [
    'apps/web',
    'apps/artboard',
    'apps/server/src',
    'packages',
    'lingui.config.ts',
    'package-lock.json',
  ];
  const newestSource = Math.max(...inputs.map((p) => newestMtime(join(root, p))));
  const stamps = [
    'apps/web/dist/index.html',
    'apps/artboard/dist/index.html',
    'apps/server/dist/main.js',
  ].map((p) => mtime(join(root, p)));
  return Math.min(...stamps) > newestSource;
}

/** Builds the web and artboard apps and the server when a source they depend on is newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  if (!force && isBuilt()) return;
  console.log('› Building the web and artboard apps and the server…');
  run('npm', ['run', 'build']);
}
