import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name, useContacts } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';
import { useTemplate } from '../../render/contexts.tsx';

/** The header box follows the picture's corner radius, capped so a round photo does not make a pill of it. */
const MAX_BOX_RADIUS = 16;

function HeaderBox() {
  const { resume } = useTemplate();
  const contacts = useContacts();
  const { name, headline } = resume.basics;
  if (name.trim() === '' && headline.trim() === '' && contacts.length === 0) return null;
  const radius = Math.min(Math.max(0, resume.basics.picture.borderRadius), MAX_BOX_RADIUS);
  return (
    <header className="rb-header" style={{ borderRadius: radius }}>
      <Name />
      <Headline />
      <ContactLine className="rb-dot-separated" />
    </header>
  );
}

/**
 * Sidebar at the start (one third) opened by a full-width picture; main opened by a solid primary box with the
 * name, headline and contacts. No fills in the body; levels are diamonds.
 */
function Pikachu({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  return (
    <div className="rb-page">
      <div className="pikachu-side">
        {isFirstSheet && <Picture fill />}
        <Column index={1} sections={sidebar} role="sidebar" className="rb-fill rb-stacked" />
      </div>
      <div className="pikachu-main">
        {isFirstSheet && <HeaderBox />}
        <Column index={0} sections={main} role="main" className="rb-fill" />
      </div>
    </div>
  );
}

export const pikachu: Template = { id: 'pikachu', name: 'Pikachu', level: 'marks', Component: Pikachu };
