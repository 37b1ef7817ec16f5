import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/**
 * Two columns under a primary strip that tops every sheet: main (about two thirds) at the start with the name and
 * headline over it; a lightly tinted sidebar at the end, the full height of every sheet, opened on the first sheet
 * by the picture and the contacts one per line. Section titles are small primary capitals followed by a hairline;
 * levels are slim rounded bars.
 */
function Altaria({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  return (
    <div className="rb-page">
      <div className="altaria-main">
        {isFirstSheet && (
          <header className="rb-header">
            <Name />
            <Headline />
          </header>
        )}
        <Column index={0} sections={main} role="main" className="rb-fill" />
      </div>
      <div className="altaria-side">
        {isFirstSheet && (
          <div className="altaria-identity">
            <Picture />
            <ContactLine />
          </div>
        )}
        <Column index={1} sections={sidebar} role="sidebar" className="rb-fill rb-stacked" />
      </div>
    </div>
  );
}

export const altaria: Template = { id: 'altaria', name: 'Altaria', level: 'bar', Component: Altaria };
