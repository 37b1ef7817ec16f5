import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name, ProfileLinks } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/**
 * Single column. The header is one row: picture, name/headline/contacts, and the profiles stacked at the end,
 * with a primary rule under it. The header lists every profile, so they never repeat as a section, whichever
 * layout page holds them.
 */
function Onyx({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  const sections = [...main, ...sidebar].filter((id) => id !== 'profiles');
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
      <Column index={0} sections={sections} fromSidebar={sidebar} className="rb-fill" />
    </div>
  );
}

export const onyx: Template = { id: 'onyx', name: 'Onyx', level: 'marks', Component: Onyx };
