import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

/**
 * A primary band across the top of the first sheet carries the name; the picture hangs over its lower edge.
 * Body: plain sidebar at the start (one third), main at the end, whose items wear a primary "bookmark" rule.
 */
function Ditto({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  return (
    <div className="rb-page">
      {isFirstSheet && (
        <header className="rb-header">
          <div className="ditto-band" aria-hidden="true" />
          <div className="ditto-picture">
            <Picture />
          </div>
          <div className="ditto-title">
            <Name />
            <Headline />
          </div>
          <ContactLine className="ditto-contacts rb-dot-separated" />
        </header>
      )}
      <div className="ditto-body rb-fill">
        <Column index={0} sections={main} role="main" className="ditto-main" />
        <Column index={1} sections={sidebar} role="sidebar" className="ditto-sidebar rb-stacked" />
      </div>
    </div>
  );
}

export const ditto: Template = { id: 'ditto', name: 'Ditto', level: 'marks', Component: Ditto };
