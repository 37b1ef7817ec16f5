import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name, ProfileLinks } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/**
 * Single column. The header is one row: picture, name/headline/contacts, and the profiles stacked at the end,
 * with a primary rule under it. Profiles therefore do not repeat as a section on the first layout page.
 */
function Onyx({ columns: [main, sidebar], isFirstSheet, layoutPage }: TemplateProps) {
  const sections = [...main, ...sidebar].filter((id) => !(layoutPage === 0 && id === 'profiles'));
  return (
    <div className="rb-page">
      {isFirstSheet && (
        <header className="rb-header">
          <Picture />
          <div className="rb-header-text">
            <Name />
            <Headline />
            <ContactLine />
          </div>
          <ProfileLinks />
        </header>
      )}
      <Column index={0} sections={sections} className="rb-fill" />
    </div>
  );
}

export const onyx: Template = { id: 'onyx', name: 'Onyx', level: 'marks', Component: Onyx };
