import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ResumeData } from '@rb/schema';
import { MeasureSheets, PlannedSheets, ResumeRoot, type SheetPlan } from '@rb/templates';
import { fitLines } from './fit-lines.ts';
import { useSheetLayout } from './useSheetLayout.ts';

type Props = {
  resume: ResumeData;
  version: number;
  className?: string;
  overlay?: (plan: SheetPlan, total: number) => ReactNode;
  onSettled?: (plans: SheetPlan[], lastFill: number) => void;
  /** The owner's locale when the view knows it: it decides the language of Han-only text (`documentLanguage`). */
  locale?: string;
};

/** The computed sheets of one resume, with the hidden measuring pass beside them. */
export function ResumeSheets({ resume, version, className, overlay, onSettled, locale }: Props) {
  const { measureRef, plans, linesShrunk } = useSheetLayout(resume, version, onSettled);
  const sheetsRef = useRef<HTMLDivElement>(null);
  const sheetsShrunk = useRef(false);
  // The shown sheets get the same one-line fitting as the measured ones, so both keep the same heights. When the
  // measurement shrank nothing (most resumes) and nothing shown is shrunk, there is nothing to read or undo.
  useLayoutEffect(() => {
    if (!sheetsRef.current || (!linesShrunk.current && !sheetsShrunk.current)) return;
    sheetsShrunk.current = fitLines(sheetsRef.current) > 0;
  });
  return (
    <ResumeRoot resume={resume} className={className}>
      <div ref={measureRef} className="ab-measure" aria-hidden="true">
        <MeasureSheets resume={resume} locale={locale} />
      </div>
      <div ref={sheetsRef} className="ab-sheets">
        {plans && <PlannedSheets resume={resume} plans={plans} overlay={overlay} locale={locale} />}
      </div>
    </ResumeRoot>
  );
}
