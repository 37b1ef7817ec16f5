import { richTextToPlain, type ResumeData } from '@rb/schema';
import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name, ProfileLinks, useContacts } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';
import { RichText } from '../../blocks/Text.tsx';
import { useTemplate } from '../../render/contexts.tsx';
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

/** The header shows the profiles (and a summary that fits the band), so they do not repeat as sections. */
const body = (ids: string[], inBand: boolean) =>
  ids.filter((id) => id !== 'profiles' && !(inBand && id === 'summary'));

function HeaderSummary() {
  const { resume } = useTemplate();
  const summary = resolveSection(resume, 'summary');
  if (summary?.kind !== 'summary' || !summaryInBand(resume)) return null;
  const style = summary.columns > 1 ? { columnCount: summary.columns, columnGap: '1.5em' } : undefined;
  return (
    <div className="rb-summary leafish-summary" style={style}>
      <RichText html={summary.content} />
    </div>
  );
}

/** The lower band holds contacts and profiles; it is left out when there are neither. */
function ContactBand() {
  const { resume } = useTemplate();
  const contacts = useContacts();
  const profiles = resolveSection(resume, 'profiles');
  if (contacts.length === 0 && !profiles) return null;
  return (
    <div className="leafish-contact-band">
      <ContactLine />
      <ProfileLinks />
    </div>
  );
}

/**
 * Two tinted bands across the top of the first sheet: name, headline and a summary that fits (with the picture at
 * the end) on the lighter one, contacts and profiles on the darker one. Body: two equal columns, main first.
 */
function Leafish({ resume, columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  const inBand = summaryInBand(resume);
  return (
    <div className="rb-page">
      {isFirstSheet && (
        <header className="rb-header">
          <div className="leafish-title-band">
            <div className="leafish-title">
              <Name />
              <Headline />
              <HeaderSummary />
            </div>
            <Picture />
          </div>
          <ContactBand />
        </header>
      )}
      <div className="leafish-body rb-fill">
        <Column index={0} sections={body(main, inBand)} role="main" className="rb-stacked" />
        <Column index={1} sections={body(sidebar, inBand)} role="sidebar" className="rb-stacked" />
      </div>
    </div>
  );
}

export const leafish: Template = {
  id: 'leafish',
  name: 'Leafish',
  level: 'marks',
  Component: Leafish,
  untitled: (resume) => (summaryInBand(resume) ? ['profiles', 'summary'] : ['profiles']),
};
