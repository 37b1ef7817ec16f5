import type { ResumeData } from '@rb/schema';
import { sheetSize } from '@rb/templates';
import { ResumeSheets } from '../layout/ResumeSheets.tsx';
import { postToParent } from '../source/resume-source.ts';

/** Plain sheets for the builder's preview frame and the public page; reports the sheet size when laid out. */
export function PreviewView({ resume, version }: { resume: ResumeData; version: number }) {
  const onSettled = () => {
    const { width, height } = sheetSize(resume.metadata.page.format);
    postToParent({ type: 'PAGE_LOADED', width, height });
  };
  return <ResumeSheets resume={resume} version={version} className="ab-preview" onSettled={onSettled} />;
}
