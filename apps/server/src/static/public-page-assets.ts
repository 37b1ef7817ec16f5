// What the server-rendered public page links: the artboard's `public-page` entry (stylesheet and script, by
// their hashed names in the build manifest) and the web page's inline theme script. Read again only when a
// build replaced the files; undefined while the artboard is not built (the page then falls back to the app).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PublicPageAssets } from '../resumes/public-page.ts';

const entry = 'src/public/public-page.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
}

let cache: { key: string; assets: PublicPageAssets | undefined } | undefined;

const stampOf = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** The first inline script of the built web page (the theme script), as it stands there. */
export const inlineThemeScript = (html: string): string | undefined =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].find(
    ([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''),
  )?.[2];

export function publicPageAssets(paths: {
  webDist: string;
  artboardDist: string;
}): PublicPageAssets | undefined {
  const manifestFile = path.join(paths.artboardDist, '.vite', 'manifest.json');
  const indexFile = path.join(paths.webDist, 'index.html');
  const key = `${manifestFile}:${stampOf(manifestFile)}:${stampOf(indexFile)}`;
  if (cache?.key === key) return cache.assets;
  let assets: PublicPageAssets | undefined;
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const chunk = manifest[entry];
    const stylesheet = chunk?.css?.[0];
    if (chunk && stylesheet) {
      assets = {
        stylesheet: `/artboard/${stylesheet}`,
        script: `/artboard/${chunk.file}`,
        themeScript: existsSync(indexFile) ? inlineThemeScript(readFileSync(indexFile, 'utf8')) : undefined,
      };
    }
  } catch {
    assets = undefined;
  }
  cache = { key, assets };
  return assets;
}
