import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultFont, fontCategories, quickPickFonts as quickPickFamilies } from '@rb/schema';
import { buildCatalogue } from '../../scripts/fonts/build-catalogue.ts';
import { pickerFonts } from './picker.ts';
import {
  defaultFontEntry,
  findFamily,
  findFont,
  findFontById,
  fontCatalogue,
  fontFamilies,
  fontFileName,
  parseVariant,
  quickPickFonts,
  variantName,
} from './index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverPackage = path.join(repoRoot, 'apps/server/package.json');
const requireFromServer = createRequire(serverPackage);
const filesDir = (id: string) =>
  path.join(path.dirname(requireFromServer.resolve(`@fontsource/${id}/package.json`)), 'files');

describe('font catalogue', () => {
  it('lists about 100 distinct families', () => {
    expect(fontCatalogue.length).toBeGreaterThanOrEqual(90);
    expect(fontCatalogue.length).toBeLessThanOrEqual(120);
    expect(new Set(fontCatalogue.map((font) => font.family)).size).toBe(fontCatalogue.length);
    expect(new Set(fontCatalogue.map((font) => font.id)).size).toBe(fontCatalogue.length);
  });

  it('holds the ten quick picks in the documented order and the default family', () => {
    expect(quickPickFonts.map((font) => font.family)).toEqual([...quickPickFamilies]);
    expect(defaultFontEntry.family).toBe('IBM Plex Serif');
    expect(findFont(defaultFont.family)).toBe(defaultFontEntry);
    expect(findFont('ibm plex serif')).toBe(defaultFontEntry);
    expect(findFontById('ibm-plex-serif')).toBe(defaultFontEntry);
    expect(findFont('Comic Sans MS')).toBeUndefined();
  });

  it('spreads over every category and holds the script fallbacks', () => {
    for (const font of fontCatalogue) expect(fontCategories).toContain(font.category);
    const counts = new Map<string, number>();
    for (const font of fontCatalogue) counts.set(font.category, (counts.get(font.category) ?? 0) + 1);
    for (const category of fontCategories) expect(counts.get(category) ?? 0).toBeGreaterThanOrEqual(5);
    for (const family of [
      'Noto Sans',
      'Noto Serif',
      'Noto Sans Arabic',
      'Noto Naskh Arabic',
      'Noto Sans Hebrew',
      'Noto Serif Hebrew',
      'Noto Sans SC',
      'Noto Sans JP',
      'Noto Sans KR',
    ]) {
      expect(findFont(family), family).toBeDefined();
    }
    expect(findFont('Noto Sans')?.subsets).toEqual(expect.arrayContaining(['cyrillic', 'greek']));
    expect(findFont('Noto Sans JP')?.subsets).toContain('japanese');
  });

  it('names variants the Google way and maps each one to a file', () => {
    for (const font of fontCatalogue) {
      expect(font.variants.length).toBeGreaterThan(0);
      expect(Object.keys(font.files).sort()).toEqual([...font.variants].sort());
      for (const variant of font.variants) {
        const parts = parseVariant(variant);
        expect(parts, `${font.id} ${variant}`).toBeDefined();
        expect(variantName(parts!)).toBe(variant);
        expect(font.files[variant]).toMatch(new RegExp(`^/fonts/${font.id}/${font.id}-[a-z0-9-]+\\.woff2$`));
      }
    }
    expect(findFont('IBM Plex Serif')?.variants).toEqual(
      expect.arrayContaining(['regular', 'italic', '700', '700italic', '100', '100italic']),
    );
  });

  it('is served by packages the server depends on', () => {
    const dependencies = (
      JSON.parse(readFileSync(serverPackage, 'utf8')) as { dependencies: Record<string, string> }
    ).dependencies;
    for (const font of fontCatalogue) expect(dependencies[`@fontsource/${font.id}`], font.id).toBeDefined();
  });

  it('references only files that exist on disk, for every variant and slice', () => {
    let checked = 0;
    for (const font of fontCatalogue) {
      const dir = filesDir(font.id);
      for (const url of Object.values(font.files)) {
        expect(existsSync(path.join(dir, path.basename(url))), url).toBe(true);
      }
      for (const variant of font.variants) {
        for (const slice of Object.keys(font.unicodeRanges)) {
          for (const ext of ['woff2', 'woff'] as const) {
            const file = fontFileName(font.id, slice, parseVariant(variant)!, ext);
            expect(existsSync(path.join(dir, file)), file).toBe(true);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe('parseVariant', () => {
  it('reads the Google variant names and refuses others', () => {
    expect(parseVariant('regular')).toEqual({ weight: 400, style: 'normal' });
    expect(parseVariant('italic')).toEqual({ weight: 400, style: 'italic' });
    expect(parseVariant('700')).toEqual({ weight: 700, style: 'normal' });
    expect(parseVariant('300italic')).toEqual({ weight: 300, style: 'italic' });
    for (const bad of ['', '400', '400italic', 'bold', '700regular', '950', '../x', '1000italic']) {
      expect(parseVariant(bad), bad).toBeUndefined();
    }
  });
});

describe('catalogue.json', () => {
  it('matches what the generator builds from the installed packages', () => {
    // Stale after an @fontsource upgrade or a family list change: run scripts/fonts/generate-catalogue.ts.
    expect(buildCatalogue()).toEqual(fontCatalogue);
  });

  it('has its names in families.json, which pages use instead of the whole catalogue', () => {
    expect(fontFamilies).toEqual(fontCatalogue.map(({ id, family, category }) => ({ id, family, category })));
    expect(findFamily(' ibm plex serif ')).toEqual({
      id: 'ibm-plex-serif',
      family: 'IBM Plex Serif',
      category: 'serif',
    });
    expect(findFamily('Comic Sans')).toBeUndefined();
  });

  it('has what the font picker shows in picker.json, which the builder loads instead of the whole catalogue', () => {
    expect(pickerFonts).toEqual(
      fontCatalogue.map(({ id, family, category, subsets, variants }) => ({
        id,
        family,
        category,
        subsets,
        variants,
      })),
    );
  });
});
