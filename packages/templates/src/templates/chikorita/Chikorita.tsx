import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/**
 * Main (two thirds) at the start with the header on top of the first sheet; the sidebar at the end is filled with
 * the primary colour on every sheet, its text in the background colour.
 */
function Chikorita({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  return (
    <div className="rb-page">
      <div className="chikorita-main">
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
        <Column index={0} sections={main} role="main" className="rb-fill" />
      </div>
      <div className="chikorita-side">
        <Column index={1} sections={sidebar} role="sidebar" className="rb-fill rb-stacked" />
      </div>
    </div>
  );
}

export const chikorita: Template = {
  id: 'chikorita',
  name: 'Chikorita',
  level: 'marks',
  Component: Chikorita,
};
