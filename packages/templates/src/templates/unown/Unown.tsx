import type { ResumeData } from '@rb/schema';
import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name, ProfileLinks } from '../../blocks/Header.tsx';
import { Column } from '../../blocks/Section.tsx';
import { TemplateProvider, useTemplate } from '../../render/contexts.tsx';

/** The resume as the blocks see it here: icons off whatever the resume asks, since parsers read them as noise. */
const withoutIcons = (resume: ResumeData): ResumeData => ({
  ...resume,
  metadata: {
    ...resume.metadata,
    typography: { ...resume.metadata.typography, hideIcons: true },
  },
});

/**
 * Plain text for applicant tracking systems: one column in reading order, no picture, no icons, no colour but
 * the text colour, headings as plain words. An item's fields run on as one line of text ("Title – Subtitle | Date
 * | Location"), so a parser reading line by line never meets two fields side by side. Levels are not drawn (a
 * parser cannot read a shape); a skill's description says it in words. The profiles join the contacts in the
 * header, each as "Network: username", so they never repeat as a section, whichever layout page holds them.
 */
function Unown({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  const settings = useTemplate();
  const sections = [...main, ...sidebar].filter((id) => id !== 'profiles');
  return (
    <TemplateProvider value={{ ...settings, resume: withoutIcons(settings.resume) }}>
      <div className="rb-page">
        {isFirstSheet && (
          <header className="rb-header">
            <Name />
            <Headline />
            <ContactLine className="rb-dot-separated" />
            <ProfileLinks className="rb-dot-separated" />
          </header>
        )}
        <Column index={0} sections={sections} className="rb-fill rb-stacked" />
      </div>
    </TemplateProvider>
  );
}

export const unown: Template = { id: 'unown', name: 'Unown', level: 'none', Component: Unown };
