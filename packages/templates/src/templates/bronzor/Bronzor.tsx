import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/** Single column, centered header; every section is a row with its name in a narrow label column. */
function Bronzor({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  return (
    <div className="rb-page">
      {isFirstSheet && (
        <header className="rb-header">
          <Picture />
          <Name />
          <Headline />
          <ContactLine />
        </header>
      )}
      <Column index={0} sections={[...main, ...sidebar]} fromSidebar={sidebar} className="rb-fill" />
    </div>
  );
}

export const bronzor: Template = { id: 'bronzor', name: 'Bronzor', level: 'marks', Component: Bronzor };
