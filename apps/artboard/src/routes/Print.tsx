import type { ResumeData } from '@rb/schema';
import { sheetSize } from '@rb/templates';
import { ResumeSheets } from '../layout/ResumeSheets.tsx';

/** Name of the event dispatched on `window` when a document is ready to print. */
export const readyEvent = 'artboard:ready';

/**
 * The page Chromium prints: each sheet is exactly one printed page. Page numbers and break lines are builder aids
 * and are not printed.
 */
export function PrintView({ resume, version }: { resume: ResumeData; version: number }) {
  const { widthMm, heightMm } = sheetSize(resume.metadata.page.format);
  const onSettled = () => {
    window.__ARTBOARD_READY__ = true;
    window.dispatchEvent(new CustomEvent(readyEvent, { detail: { version } }));
  };
  return (
    <>
      <style>{`@page { size: ${widthMm}mm ${heightMm}mm; margin: 0; }`}</style>
      {/* The printer sets <html lang> to the document's language (from the owner's locale) before it hands the
          document over; the sheets take the same language from it. */}
      <ResumeSheets
        resume={resume}
        version={version}
        className="ab-print"
        onSettled={onSettled}
        locale={document.documentElement.lang}
      />
    </>
  );
}
