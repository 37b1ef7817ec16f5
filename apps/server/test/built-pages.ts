// The web app's and the artboard's builds as the server reads them, made up in a temporary folder: the app's
// page (`shell`) and an artboard whose manifest names the public page's entry, for tests of the pages the server
// writes without running a real build.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'] },
  'src/public/public-page.ts': {
    file: 'assets/public-page-b.js',
    isEntry: true,
    css: ['assets/public-page-b.css'],
  },
};

/** Writes both builds under a new temporary folder (`dist`, for the caller to remove). */
export function writeBuiltPages(
  prefix: string,
  shell: string,
): { dist: string; web: string; artboard: string } {
  const dist = mkdtempSync(path.join(os.tmpdir(), prefix));
  const web = path.join(dist, 'web');
  const artboard = path.join(dist, 'artboard');
  mkdirSync(web, { recursive: true });
  mkdirSync(path.join(artboard, '.vite'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), shell);
  writeFileSync(path.join(artboard, 'index.html'), '<!doctype html><title>artboard</title>');
  writeFileSync(path.join(artboard, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return { dist, web, artboard };
}
