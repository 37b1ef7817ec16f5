import { describe, expect, it } from 'vitest';
import {
  findFont,
  interfaceFontFaceCss,
  interfaceHanFamilies,
  interfaceScriptFamilies,
  interfaceSheetFamilies,
} from './index.ts';

interface Face {
  family: string;
  weight: string;
  display: string;
  src: string;
  range: string;
}

function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((match) => {
    const body = match[1] ?? '';
    const read = (name: string) => new RegExp(`${name}: ([^;]+);`).exec(body)?.[1] ?? '';
    return {
      family: read('font-family').replace(/"/g, ''),
      weight: read('font-weight'),
      display: read('font-display'),
      src: read('src'),
      range: read('unicode-range'),
    };
  });
}

const all = [...faces(interfaceFontFaceCss('scripts')), ...faces(interfaceFontFaceCss('han'))].map(
  (face) => ({
    ...face,
    intervals: face.range.split(',').map((part) => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      const low = parseInt(from ?? '', 16);
      return [low, to ? parseInt(to, 16) : low] as const;
    }),
  }),
);

/** The families whose declared ranges cover a character of the text. */
const familiesFor = (text: string) => {
  const codePoints = [...text].map((character) => character.codePointAt(0)!);
  const hit = all.filter((face) =>
    face.intervals.some(([low, high]) => codePoints.some((point) => point >= low && point <= high)),
  );
  return [...new Set(hit.map((face) => face.family))];
};

describe('the interface fonts', () => {
  it('are catalogue families served by the app', () => {
    for (const family of [...interfaceSheetFamilies('scripts'), ...interfaceSheetFamilies('han')])
      expect(findFont(family), family).toBeDefined();
    for (const face of all)
      expect(face.src).toMatch(/^url\("\/fonts\/noto-sans[a-z-]*\/[a-z0-9-]+\.woff2"\)/);
  });

  it('declare nothing a Latin page uses, so an English page downloads none of their files', () => {
    const latin = 'The quick brown fox, 1234567890 — “Résumé” naïve Łódź Đà Nẵng ½ € ©';
    expect(familiesFor(latin)).toEqual([]);
  });

  it('draw each script of the interface languages with its own family', () => {
    expect(familiesFor('ภาษาไทย')).toEqual(['Noto Sans Thai']);
    expect(familiesFor('हिन्दी मराठी नेपाली')).toEqual(['Noto Sans Devanagari']);
    expect(familiesFor('বাংলা')).toEqual(['Noto Sans Bengali']);
    expect(familiesFor('தமிழ்')).toEqual(['Noto Sans Tamil']);
    expect(familiesFor('తెలుగు')).toEqual(['Noto Sans Telugu']);
    expect(familiesFor('ಕನ್ನಡ')).toEqual(['Noto Sans Kannada']);
    expect(familiesFor('മലയാളം')).toEqual(['Noto Sans Malayalam']);
    expect(familiesFor('ଓଡ଼ିଆ')).toEqual(['Noto Sans Oriya']);
    expect(familiesFor('ខ្មែរ')).toEqual(['Noto Sans Khmer']);
    expect(familiesFor('አማርኛ')).toEqual(['Noto Sans Ethiopic']);
    expect(familiesFor('فارسی')).toEqual(['Noto Sans Arabic']);
    expect(familiesFor('עברית')).toEqual(['Noto Sans Hebrew']);
    expect(familiesFor('Ελληνικά Русский')).toEqual(['Noto Sans']);
    expect(familiesFor('ひらがな')).toEqual(expect.arrayContaining(['Noto Sans JP']));
    expect(familiesFor('한국어')).toEqual(expect.arrayContaining(['Noto Sans KR']));
    expect(familiesFor('简体中文')).toEqual(expect.arrayContaining(['Noto Sans SC']));
  });

  it('declare regular and bold faces that never hold interface text back', () => {
    expect(new Set(all.map((face) => face.weight))).toEqual(new Set(['400', '700']));
    expect(new Set(all.map((face) => face.display))).toEqual(new Set(['swap']));
  });

  it('keep the always-linked sheet small and the Han families apart', () => {
    expect(interfaceFontFaceCss('scripts').length).toBeLessThan(20_000);
    expect(interfaceFontFaceCss('scripts')).not.toMatch(/Noto Sans (JP|SC|TC|KR)/);
    expect(interfaceSheetFamilies('scripts')).toEqual(interfaceScriptFamilies);
  });

  it('put the Han family of the interface language first', () => {
    expect(interfaceHanFamilies('ja-JP')[0]).toBe('Noto Sans JP');
    expect(interfaceHanFamilies('ko-KR')[0]).toBe('Noto Sans KR');
    expect(interfaceHanFamilies('zh-TW')[0]).toBe('Noto Sans TC');
    expect(interfaceHanFamilies('zh-Hant-HK')[0]).toBe('Noto Sans TC');
    expect(interfaceHanFamilies('zh-CN')[0]).toBe('Noto Sans SC');
    expect(interfaceHanFamilies('en-US')[0]).toBe('Noto Sans SC');
    for (const locale of ['ja', 'ko', 'zh-TW', 'en']) expect(interfaceHanFamilies(locale)).toHaveLength(4);
  });
});
