import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/**
 * Sidebar at the start (one third) tinted with the primary colour on every sheet; the first sheet opens it with a
 * centred header whose contacts sit one per line in an outlined box. Levels are full-width progress bars.
 */
function Glalie({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  return (
    <div className="rb-page">
      <div className="glalie-side">
        {isFirstSheet && (
          <header className="rb-header">
            <Picture />
            <Name />
            <Headline />
            <ContactLine className="glalie-contacts" />
          </header>
        )}
        <Column index={1} sections={sidebar} role="sidebar" className="rb-fill rb-stacked" />
      </div>
      <div className="glalie-main">
        <Column index={0} sections={main} role="main" className="rb-fill" />
      </div>
    </div>
  );
}

export const glalie: Template = { id: 'glalie', name: 'Glalie', level: 'bar', Component: Glalie };
