import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';
import { useTemplate } from '../../render/contexts.tsx';

/** The template's own neutral mark: a sheet with a folded corner and lines of text. */
function Mark() {
  return (
    <svg className="nosepass-mark" viewBox="0 0 36 42" aria-hidden="true" focusable="false">
      <path
        d="M4 2.5h19l9.5 9.5v27.5H4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M23 2.5V12h9.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M10 20h16M10 26h16M10 32h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Repeats on every sheet: the mark, the document's title and the person's name. */
function TopStrip() {
  const { resume } = useTemplate();
  const name = resume.basics.name.trim();
  return (
    <div className="nosepass-strip">
      <Mark />
      <span className="nosepass-doc-title">Curriculum Vitae</span>
      {name !== '' && <span className="nosepass-strip-name">{name}</span>}
    </div>
  );
}

/**
 * Single column with a label gutter: section titles and dates sit in the first quarter, content in the rest.
 * A strip with a mark, "Curriculum Vitae" and the name opens every sheet. No level indicators.
 */
function Nosepass({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  return (
    <div className="rb-page">
      <TopStrip />
      {isFirstSheet && (
        <header className="rb-header">
          <div className="nosepass-picture">
            <Picture />
          </div>
          <div className="nosepass-identity">
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

export const nosepass: Template = { id: 'nosepass', name: 'Nosepass', level: 'none', Component: Nosepass };
