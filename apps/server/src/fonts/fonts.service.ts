// Finds the font files the catalogue names inside the installed @fontsource packages. Only catalogue
// ids and plain @fontsource file names are accepted, so a request can never reach another file.
import { createHash } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  fallbackFontFaceCss,
  findFontById,
  fontCatalogue,
  fontFaceCss,
  interfaceFontFaceCss,
  parseVariant,
  type FallbackKind,
  type FontVariant,
} from '@rb/templates/server';

const require = createRequire(import.meta.url);

const contentTypes = { woff2: 'font/woff2', woff: 'font/woff' } as const;

/** `<id>-<slice>-<weight>-<style>.woff2`: lowercase letters, digits and dashes, nothing else. */
const fileNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(woff2|woff)$/;

const filesDirs = new Map<string, string>();

function filesDirOf(id: string): string {
  let dir = filesDirs.get(id);
  if (!dir) {
    dir = path.join(path.dirname(require.resolve(`@fontsource/${id}/package.json`)), 'files');
    filesDirs.set(id, dir);
  }
  return dir;
}

export interface FontFile {
  stream: ReadStream;
  size: number;
  contentType: string;
}

/** Opens a catalogue font file, or gives undefined for anything else (unknown id, bad name, no file). */
export async function openFontFile(id: string, file: string): Promise<FontFile | undefined> {
  if (!findFontById(id)) return undefined;
  const match = fileNamePattern.exec(file);
  if (!match || !file.startsWith(`${id}-`)) return undefined;
  const dir = filesDirOf(id);
  const fullPath = path.join(dir, file);
  if (path.dirname(fullPath) !== dir) return undefined;
  const info = await stat(fullPath).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return {
    stream: createReadStream(fullPath),
    size: info.size,
    contentType: contentTypes[match[1] as keyof typeof contentTypes],
  };
}

const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** The catalogue as the font picker needs it (docs/product.md#font-catalogue); the unicode ranges stay with the CSS builder. */
const publicCatalogue = fontCatalogue.map(({ id, family, category, subsets, variants, files }) => ({
  id,
  family,
  category,
  subsets,
  variants,
  files,
}));

const catalogueJson = JSON.stringify(publicCatalogue);

/** The catalogue body, precomputed once, and its ETag: it only changes with a deploy. */
export const fontCatalogueBody = {
  json: catalogueJson,
  etag: etagOf(catalogueJson),
};

// One representative category per kind: the resume fallback rules depend on the kind only.
const kindCategory = { serif: 'serif', sans: 'sans-serif' } as const;
const fallbackSheets = new Map<string, { css: string; etag: string }>();

function fallbackCss(name: string): string | undefined {
  const kind = /^(serif|sans)$/.exec(name)?.[1] as FallbackKind | undefined;
  if (kind) return fallbackFontFaceCss(kindCategory[kind]);
  // The web app's own script fallbacks (packages/templates/src/fonts/interface.ts).
  if (name === 'interface') return interfaceFontFaceCss('scripts');
  if (name === 'interface-han') return interfaceFontFaceCss('han');
  return undefined;
}

/**
 * The fallback families' @font-face stylesheet for `serif.css` and `sans.css` (resumes) or `interface.css`
 * and `interface-han.css` (the web app), built once; undefined for other names.
 */
export function fallbackStylesheet(file: string): { css: string; etag: string } | undefined {
  const name = /^([a-z-]+)\.css$/.exec(file)?.[1];
  if (!name) return undefined;
  let sheet = fallbackSheets.get(name);
  if (!sheet) {
    const css = fallbackCss(name);
    if (css === undefined) return undefined;
    sheet = { css, etag: etagOf(css) };
    fallbackSheets.set(name, sheet);
  }
  return sheet;
}

// One family's @font-face rules for a subset and variants, as /fonts/<id>/faces.css?subset=&variants= serves
// them to resume pages. Built once per distinct request; the key space is bounded by the catalogue.
const faceSheets = new Map<string, { css: string; etag: string }>();
const maxFaceSheets = 2000;

export function familyFacesStylesheet(
  id: string,
  subset: string | undefined,
  variants: string | undefined,
): { css: string; etag: string } | undefined {
  const font = findFontById(id);
  if (!font) return undefined;
  const wantedSubset = subset && font.subsets.includes(subset) ? subset : 'latin';
  // Unknown names drop out; none left means the family's regular face (fontFaceCss decides).
  const wanted = [...new Set((variants ?? '').split(','))].filter(
    (variant): variant is FontVariant => parseVariant(variant as FontVariant) !== undefined,
  );
  const key = `${id}|${wantedSubset}|${wanted.join(',')}`;
  let sheet = faceSheets.get(key);
  if (!sheet) {
    const css = fontFaceCss(font.family, wantedSubset, wanted);
    sheet = { css, etag: etagOf(css) };
    if (faceSheets.size >= maxFaceSheets) faceSheets.clear();
    faceSheets.set(key, sheet);
  }
  return sheet;
}
