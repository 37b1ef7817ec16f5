import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/**
 * Centred header across the page on the first sheet; below it the sidebar (one third, at the start) with centred
 * items and the main column whose items hang on a primary timeline. Levels are thin bars.
 */
function Azurill({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
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
      <div className="azurill-body rb-fill">
        <Column index={1} sections={sidebar} role="sidebar" className="rb-stacked" />
        <Column index={0} sections={main} role="main" className="rb-stacked" />
      </div>
    </div>
  );
}

export const azurill: Template = { id: 'azurill', name: 'Azurill', level: 'bar', Component: Azurill };
