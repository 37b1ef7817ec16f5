// Builds the font catalogue from the installed @fontsource packages (generate-catalogue.ts writes it).
// Each package's metadata.json gives family, subsets, weights, styles and category; unicode.json gives
// the unicode-range of every file slice. A variant enters the catalogue only when every one of its
// files (woff2 and woff, every slice) is on disk, so the server never links a missing file.
// Categories come from google-font-metadata's data when its path is given (the package cannot be
// installed here, only unpacked with `npm pack google-font-metadata@6.0.8`), else from fontsource.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontCategories, type FontCategory } from '@rb/schema';
import type { FontEntry } from '../../src/fonts/types.ts';
import { compareVariants, fontFileName, fontFileUrl, variantName } from '../../src/fonts/variants.ts';
import { fontsourceIds } from './families.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../../..');
// Resolve from the server, which owns the dependencies and serves the files.
const requireFromServer = createRequire(path.join(repoRoot, 'apps/server/package.json'));

interface FontsourceMetadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: Array<'normal' | 'italic'>;
  defSubset: string;
  category: string;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function googleCategories(file: string | undefined): Map<string, string> {
  if (!file) return new Map();
  const data = readJson<Record<string, { category: string }>>(file);
  return new Map(Object.entries(data).map(([id, font]) => [id, font.category]));
}

function isCategory(value: string | undefined): value is FontCategory {
  return (fontCategories as readonly string[]).includes(value ?? '');
}

function entryFor(id: string, categories: Map<string, string>): FontEntry {
  const packageDir = path.dirname(requireFromServer.resolve(`@fontsource/${id}/package.json`));
  const meta = readJson<FontsourceMetadata>(path.join(packageDir, 'metadata.json'));
  const unicodeRanges = readJson<Record<string, string>>(path.join(packageDir, 'unicode.json'));
  const slices = Object.keys(unicodeRanges);
  const category = categories.get(id) ?? meta.category;
  if (!isCategory(category)) throw new Error(`${id}: unknown category ${category}`);
  const defaultSlice = slices.includes('latin')
    ? 'latin'
    : slices.includes(meta.defSubset)
      ? meta.defSubset
      : slices[0];
  if (!defaultSlice) throw new Error(`${id}: no unicode ranges`);

  const files: Record<string, string> = {};
  for (const weight of meta.weights) {
    for (const style of meta.styles) {
      const parts = { weight, style };
      const complete = slices.every((slice) =>
        (['woff2', 'woff'] as const).every((ext) =>
          existsSync(path.join(packageDir, 'files', fontFileName(id, slice, parts, ext))),
        ),
      );
      if (complete) files[variantName(parts)] = fontFileUrl(id, defaultSlice, parts, 'woff2');
    }
  }
  const variants = Object.keys(files).sort(compareVariants);
  if (variants.length === 0) throw new Error(`${id}: no complete variant on disk`);
  return {
    id,
    family: meta.family,
    category,
    subsets: [...meta.subsets].sort(),
    variants,
    files: Object.fromEntries(variants.map((variant) => [variant, files[variant] as string])),
    unicodeRanges,
  };
}

/** The catalogue, sorted by family; categories from google-font-metadata's JSON when its path is given. */
export function buildCatalogue(googleFontsJson?: string): FontEntry[] {
  const categories = googleCategories(googleFontsJson);
  return fontsourceIds
    .map((id) => entryFor(id, categories))
    .sort((a, b) => a.family.localeCompare(b.family, 'en'));
}
