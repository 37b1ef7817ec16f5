import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name, ProfileLinks } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/** The header shows the profiles, so they never repeat as a section on any sheet. */
const withoutProfiles = (ids: string[]) => ids.filter((id) => id !== 'profiles');

/** Single column, everything in the header centered, a row of profile links under the contacts. */
function Kakuna({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  return (
    <div className="rb-page">
      {isFirstSheet && (
        <header className="rb-header">
          <Picture />
          <Name />
          <Headline />
          <ContactLine />
          <ProfileLinks />
        </header>
      )}
      <Column
        index={0}
        sections={withoutProfiles([...main, ...sidebar])}
        fromSidebar={sidebar}
        className="rb-fill rb-stacked"
      />
    </div>
  );
}

export const kakuna: Template = { id: 'kakuna', name: 'Kakuna', level: 'marks', Component: Kakuna };
