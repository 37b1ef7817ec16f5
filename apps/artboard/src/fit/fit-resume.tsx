/**
 * Fit to pages in the renderer that prints: each candidate is laid out on hidden measuring sheets, exactly as the
 * preview and the print page measure, and paginated. The builder's frame and the printer both run this.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ResumeData } from '@rb/schema';
import { MeasureSheets, ResumeRoot, fitToPages, overflowPast, paginate, type FitResult } from '@rb/templates';
import { fitLines } from '../layout/fit-lines.ts';
import { measurePages } from '../layout/measure.ts';
import { fontStylesheetsLoaded } from '../layout/useSheetLayout.ts';

export async function fitResume(resume: ResumeData, pages: number, locale?: string): Promise<FitResult> {
  const host = document.createElement('div');
  host.className = 'ab-measure';
  host.setAttribute('aria-hidden', 'true');
  document.body.append(host);
  const root = createRoot(host);
  const layOut = (candidate: ResumeData) => {
    flushSync(() =>
      root.render(
        <ResumeRoot resume={candidate}>
          <MeasureSheets resume={candidate} locale={locale} />
        </ResumeRoot>,
      ),
    );
    fitLines(host);
    const measured = measurePages(host);
    const plans = paginate(measured);
    return { sheets: plans.length, over: overflowPast(measured, plans, pages) };
  };
  try {
    // The first layout asks for the fonts; every later one is measured with them in.
    layOut(resume);
    await fontStylesheetsLoaded();
    await (document.fonts as FontFaceSet | undefined)?.ready;
    return await fitToPages(resume, pages, layOut);
  } finally {
    root.unmount();
    host.remove();
  }
}
