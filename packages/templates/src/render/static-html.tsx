import { renderToStaticMarkup } from 'react-dom/server';
import type { ResumeData } from '@rb/schema';
import { completeLayout } from '../resume/sections.ts';
import { ResumeRoot, StaticSheet } from './Document.tsx';

/** Marks the sheets of a page rendered without a browser: their height follows their content. */
export const staticSheetsClass = 'rb-static';

/**
 * A resume as static markup, for a page that must paint before (or without) JavaScript: the same templates the
 * artboard renders, one unclipped sheet per layout page, since cutting pages needs a browser to measure
 * (docs/decisions/0015-pages-that-paint-before-their-javascript.md). The font stylesheets and the resume's own
 * CSS come along, as in the artboard; the page supplies the templates' stylesheet.
 */
export function resumeSheetsHtml(resume: ResumeData, options: { locale?: string } = {}): string {
  const pages = completeLayout(resume);
  return renderToStaticMarkup(
    <ResumeRoot resume={resume} className={staticSheetsClass}>
      {pages.map((_, layoutPage) => (
        <StaticSheet key={layoutPage} resume={resume} layoutPage={layoutPage} locale={options.locale} />
      ))}
    </ResumeRoot>,
  );
}
