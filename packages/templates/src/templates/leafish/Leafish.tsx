import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name, ProfileLinks, useContacts } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';
import { RichText } from '../../blocks/Text.tsx';
import { useTemplate } from '../../render/contexts.tsx';
import { resolveSection } from '../../resume/sections.ts';
import { summaryInBand } from './summary-band.ts';

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

export const leafish: Template = { id: 'leafish', name: 'Leafish', level: 'marks', Component: Leafish };
