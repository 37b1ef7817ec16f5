import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';
import { RichText } from '../../blocks/Text.tsx';
import { useTemplate } from '../../render/contexts.tsx';
import { resolveSection } from '../../resume/sections.ts';

/** The summary opens the main column of the first sheet in a tinted block, without a heading. */
function SummaryBlock() {
  const { resume } = useTemplate();
  const summary = resolveSection(resume, 'summary');
  if (!summary || summary.kind !== 'summary') return null;
  return (
    <div className="gengar-summary">
      <RichText html={summary.content} />
    </div>
  );
}

/**
 * Column at the start (one third): a solid primary header block on the first sheet, then sidebar sections on a
 * tinted background that runs to the bottom of every sheet. Summary is not placed by the layout in this template.
 */
function Gengar({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  const withoutSummary = (ids: string[]) => ids.filter((id) => id !== 'summary');
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
        {isFirstSheet && <SummaryBlock />}
        <div className="gengar-main-body rb-fill">
          <Column index={0} sections={withoutSummary(main)} role="main" className="rb-fill" />
        </div>
      </div>
    </div>
  );
}

export const gengar: Template = { id: 'gengar', name: 'Gengar', level: 'marks', Component: Gengar };
