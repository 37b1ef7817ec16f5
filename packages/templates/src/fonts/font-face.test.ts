import { describe, expect, it } from 'vitest';
import {
  fallbackFamilies,
  fallbackFontFaceCss,
  fallbackStack,
  fallbackStylesheetUrl,
  findFont,
  facesStylesheetUrl,
  fontCss,
  fontFaceCss,
  resumeFonts,
} from './index.ts';

/** Splits CSS into its @font-face blocks and reads the descriptors of each. */
function faces(css: string): Array<Record<string, string>> {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((match) =>
    Object.fromEntries(
      (match[1] ?? '')
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
        }),
    ),
  );
}

/** True when a CSS unicode-range value covers a code point. */
function covers(range: string, codePoint: number): boolean {
  return range.split(',').some((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from ?? '', 16);
    const high = to ? parseInt(to, 16) : low;
    return codePoint >= low && codePoint <= high;
  });
}

describe('fontFaceCss', () => {
  it('declares only the requested variants, one rule per slice, each with a unicode-range', () => {
    const font = findFont('IBM Plex Serif')!;
    const rules = faces(fontFaceCss('IBM Plex Serif', 'latin', ['regular', '700italic']));
    const slices = Object.keys(font.unicodeRanges).length;
    expect(rules).toHaveLength(2 * slices);
    expect(new Set(rules.map((rule) => `${rule['font-weight']} ${rule['font-style']}`))).toEqual(
      new Set(['400 normal', '700 italic']),
    );
    for (const rule of rules) {
      expect(rule['font-family']).toBe('"IBM Plex Serif"');
      expect(rule['font-display']).toBe('block');
      expect(rule['unicode-range']).toMatch(/^U\+[0-9A-Fa-f]/);
      expect(rule.src).toMatch(
        /^url\("\/fonts\/ibm-plex-serif\/ibm-plex-serif-[a-z-]+-(400-normal|700-italic)\.woff2"\) format\("woff2"\), url\(".*\.woff"\) format\("woff"\)$/,
      );
    }
    // The chosen subset comes first; Cyrillic has its own slice, loaded only for Cyrillic text.
    expect(rules[0]?.src).toContain('ibm-plex-serif-latin-400-normal.woff2');
    const cyrillic = rules.find((rule) => rule.src?.includes('-cyrillic-400-normal.woff2'));
    expect(covers(cyrillic!['unicode-range']!, 'Ж'.codePointAt(0)!)).toBe(true);
    expect(covers(cyrillic!['unicode-range']!, 'A'.codePointAt(0)!)).toBe(false);
  });

  it('puts the chosen subset first', () => {
    const rules = faces(fontFaceCss('Open Sans', 'cyrillic', ['regular']));
    expect(rules[0]?.src).toContain('open-sans-cyrillic-400-normal.woff2');
    expect(rules[1]?.src).toContain('open-sans-cyrillic-ext-400-normal.woff2');
  });

  it('drops variants a family lacks and falls back to regular', () => {
    const rules = faces(fontFaceCss('Lato', 'latin', ['650', '200italic', 'bold']));
    expect(findFont('Lato')!.variants).not.toContain('200italic');
    expect(new Set(rules.map((rule) => rule['font-weight']))).toEqual(new Set(['400']));
    expect(new Set(rules.map((rule) => rule['font-style']))).toEqual(new Set(['normal']));
  });

  it('gives nothing for a family outside the catalogue', () => {
    expect(fontFaceCss('Comic Sans MS', 'latin', ['regular'])).toBe('');
  });

  it('splits a CJK family into chunks so one page loads a few files, not the whole font', () => {
    const rules = faces(fontFaceCss('Noto Sans SC', 'chinese-simplified', ['regular']));
    expect(rules.length).toBeGreaterThan(50);
    const han = rules.filter((rule) => covers(rule['unicode-range']!, '中'.codePointAt(0)!));
    expect(han).toHaveLength(1);
  });
});

describe('fallbacks', () => {
  // After the CJK families: the scripts no resume family draws.
  const others =
    ', "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Oriya", "Noto Sans Khmer", "Noto Sans Ethiopic"';
  it('adds the script fallbacks and the generic family to a serif stack', () => {
    expect(fallbackStack('IBM Plex Serif', 'serif')).toBe(
      '"IBM Plex Serif", "Noto Serif", "Noto Naskh Arabic", "Noto Serif Hebrew", "Noto Sans SC", "Noto Sans TC", "Noto Sans JP", "Noto Sans KR"' +
        others +
        ', serif',
    );
  });

  it('uses sans fallbacks for the other categories and puts the resume language first among CJK', () => {
    expect(fallbackStack('Fira Code', 'monospace', 'ja-JP')).toBe(
      '"Fira Code", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans JP", "Noto Sans TC", "Noto Sans SC", "Noto Sans KR"' +
        others +
        ', monospace',
    );
    expect(fallbackFamilies('sans-serif', 'ko').slice(3, 7)).toEqual([
      'Noto Sans KR',
      'Noto Sans TC',
      'Noto Sans JP',
      'Noto Sans SC',
    ]);
    for (const tag of ['zh-Hant', 'zh-TW', 'zh_HK', 'zh-MO']) {
      expect(fallbackFamilies('serif', tag)[3], tag).toBe('Noto Sans TC');
    }
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'en', undefined]) {
      expect(fallbackFamilies('serif', tag)[3], tag).toBe('Noto Sans SC');
    }
  });

  it('does not list a fallback twice', () => {
    expect(fallbackStack('Noto Sans', 'sans-serif').match(/"Noto Sans"/g)).toHaveLength(1);
  });

  it('declares the fallbacks regular and bold, covering Cyrillic, Greek, Arabic, Hebrew, CJK, Thai, Indic, Khmer and Ethiopic', () => {
    const rules = faces(fallbackFontFaceCss('serif'));
    for (const rule of rules) expect(rule['font-style']).toBe('normal');
    const families = new Set(rules.map((rule) => rule['font-family']));
    expect(families).toEqual(new Set(fallbackFamilies('serif').map((family) => `"${family}"`)));
    const naskh = rules.filter((rule) => rule['font-family'] === '"Noto Naskh Arabic"');
    expect(new Set(naskh.map((rule) => rule['font-weight']))).toEqual(new Set(['400', '700']));
    for (const [char, family] of [
      ['ب', '"Noto Naskh Arabic"'],
      ['ש', '"Noto Serif Hebrew"'],
      ['한', '"Noto Sans KR"'],
      ['Ж', '"Noto Serif"'],
      ['Ξ', '"Noto Serif"'],
      ['中', '"Noto Sans SC"'],
      ['學', '"Noto Sans TC"'],
      ['日', '"Noto Sans JP"'],
      ['か', '"Noto Sans JP"'],
      ['ก', '"Noto Sans Thai"'],
      ['क', '"Noto Sans Devanagari"'],
      ['ব', '"Noto Sans Bengali"'],
      ['த', '"Noto Sans Tamil"'],
      ['త', '"Noto Sans Telugu"'],
      ['ಕ', '"Noto Sans Kannada"'],
      ['മ', '"Noto Sans Malayalam"'],
      ['ଓ', '"Noto Sans Oriya"'],
      ['ក', '"Noto Sans Khmer"'],
      ['አ', '"Noto Sans Ethiopic"'],
    ] as const) {
      const hit = rules.some(
        (rule) => rule['font-family'] === family && covers(rule['unicode-range']!, char.codePointAt(0)!),
      );
      expect(hit, `${char} in ${family}`).toBe(true);
    }
  });

  it('keeps the sans fallbacks apart from the serif ones', () => {
    const css = fallbackFontFaceCss('handwriting');
    expect(css).toContain('font-family: "Noto Sans Arabic"');
    expect(css).not.toContain('"Noto Naskh Arabic"');
    expect(fallbackStylesheetUrl('handwriting')).toBe('/fonts/fallbacks/sans.css');
    expect(fallbackStylesheetUrl('serif')).toBe('/fonts/fallbacks/serif.css');
  });

  it('fontCss gives the family faces inline, the font-family value and the fallback stylesheet', () => {
    const { css, fontFamily, fallbackStylesheet } = fontCss(
      { family: 'Lora', subset: 'latin', variants: ['regular'] },
      'en',
    );
    expect(fontFamily.startsWith('"Lora", "Noto Serif"')).toBe(true);
    expect(css).toContain('font-family: "Lora"');
    expect(css).not.toContain('"Noto Sans JP"');
    expect(fallbackStylesheet).toBe('/fonts/fallbacks/serif.css');
    const unknown = fontCss({ family: 'Nope', subset: 'latin', variants: ['regular'] });
    expect(unknown.fontFamily).toBe(
      '"Nope", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans SC", "Noto Sans TC", "Noto Sans JP", "Noto Sans KR", "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Oriya", "Noto Sans Khmer", "Noto Sans Ethiopic", sans-serif',
    );
    expect(unknown.css).not.toContain('"Nope"');
  });
});

describe('resumeFonts', () => {
  it('names the family with its fallbacks and links its faces and the fallbacks, one URL per choice', () => {
    const fonts = resumeFonts(
      { family: 'lora', subset: 'latin-ext', variants: ['700', 'regular', '700'] },
      'en',
    );
    expect(fonts.fontFamily.startsWith('"Lora", "Noto Serif"')).toBe(true);
    expect(fonts.stylesheets).toEqual([
      '/fonts/lora/faces.css?subset=latin-ext&variants=regular%2C700',
      '/fonts/fallbacks/serif.css',
    ]);
    expect(facesStylesheetUrl('lora', 'latin-ext', ['regular', '700'])).toBe(fonts.stylesheets[0]);
  });

  it('links only the fallbacks for a family outside the catalogue', () => {
    const fonts = resumeFonts({ family: 'Nope', subset: 'latin', variants: ['regular'] });
    expect(fonts.stylesheets).toEqual(['/fonts/fallbacks/sans.css']);
    expect(fonts.fontFamily.startsWith('"Nope", "Noto Sans"')).toBe(true);
  });
});
