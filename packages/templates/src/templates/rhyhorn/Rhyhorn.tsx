import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/** Single column; header with the picture at the start and contacts split by thin vertical rules. */
function Rhyhorn({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
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
        </header>
      )}
      <Column index={0} sections={[...main, ...sidebar]} fromSidebar={sidebar} className="rb-fill" />
    </div>
  );
}

export const rhyhorn: Template = { id: 'rhyhorn', name: 'Rhyhorn', level: 'marks', Component: Rhyhorn };
