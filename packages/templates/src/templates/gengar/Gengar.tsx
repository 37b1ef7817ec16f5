import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';

const withoutSummary = (ids: string[]) => ids.filter((id) => id !== 'summary');

/**
 * Column at the start (one third): a solid primary header block on the first sheet, then sidebar sections on a
 * tinted background that runs to the bottom of every sheet. Summary is not placed by the layout in this template:
 * it opens the main column of the first layout page in a tinted block without a heading, and flows (onto the next
 * sheet if it must) like any section.
 */
function Gengar({ columns: [main, sidebar], isFirstSheet, layoutPage }: TemplateProps) {
  const mainIds = layoutPage === 0 ? ['summary', ...withoutSummary(main)] : withoutSummary(main);
  return (
    <div className="rb-page">
      <div className="gengar-side">
        {isFirstSheet && (
          <header className="rb-header">
            <Picture />
            <Name />
            <Headline />
            <ContactLine />
          </header>
        )}
        <div className="gengar-side-body rb-fill">
          <Column
            index={1}
            sections={withoutSummary(sidebar)}
            role="sidebar"
            className="rb-fill rb-stacked"
          />
        </div>
      </div>
      <div className="gengar-main">
        <div className="gengar-main-body rb-fill">
          <Column index={0} sections={mainIds} headless={['summary']} role="main" className="rb-fill" />
        </div>
      </div>
    </div>
  );
}

export const gengar: Template = { id: 'gengar', name: 'Gengar', level: 'marks', Component: Gengar };
