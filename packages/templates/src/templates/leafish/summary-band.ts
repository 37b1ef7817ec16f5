// Leafish's title band holds the summary when it is short enough: decided from the document alone, so the
// template, the render matrix and the parse-back check agree without drawing anything.
import { richTextToPlain, type ResumeData } from '@rb/schema';
import { sheetSize } from '../../page/format.ts';
import { resolveSection } from '../../resume/sections.ts';

/** Glyphs about one em wide: CJK ideographs and kana, Hangul, full-width forms. */
const wide = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uFF00-\uFFEF]/u;

/** Share of the sheet's height the summary may take in the title band. */
const BAND_SHARE = 0.3;

/**
 * Whether the summary goes in the title band: a generous estimate of its height there, from its length, the font
 * and the band's width. The band sits outside the flowing columns, so a summary that could fill the sheet goes to
 * its place in the layout instead and flows like any section. The estimate errs long (wide glyphs, a line per
 * paragraph), and the share leaves ample room, so a misjudged summary still fits its sheet either way.
 */
export function summaryInBand(resume: ResumeData): boolean {
  const summary = resolveSection(resume, 'summary');
  if (summary?.kind !== 'summary') return false;
  const { font } = resume.metadata.typography;
  const { picture } = resume.basics;
  const sheet = sheetSize(resume.metadata.page.format);
  const pictureWidth =
    picture.effects.hidden || picture.url.trim() === '' ? 0 : picture.size + 1.5 * font.size;
  const width = Math.max(sheet.width - 2 * resume.metadata.page.margin - pictureWidth, sheet.width / 3);
  let ems = 0;
  for (const char of richTextToPlain(summary.content)) ems += wide.test(char) ? 1 : 0.6;
  const blocks = Math.max(1, summary.content.match(/<(?:p|li|h[1-6]|blockquote|pre)\b/gi)?.length ?? 0);
  const lines = blocks + (ems * font.size) / width;
  const height = lines * font.size * resume.metadata.typography.lineHeight;
  return height <= sheet.height * BAND_SHARE;
}
