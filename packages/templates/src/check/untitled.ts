// Sections a template draws without their heading: in its header (profiles as a row of links) or as an untitled
// block (a summary band). A reader of the PDF finds their items but no heading, so the parse-back check and the
// render matrix ask for none. One place, without React, so the server can read it.
import type { ResumeData, TemplateId } from '@rb/schema';
import { summaryInBand } from '../templates/leafish/summary-band.ts';

const untitled: Partial<Record<TemplateId, (resume: ResumeData) => string[]>> = {
  gengar: () => ['summary'],
  joltik: () => ['profiles'],
  unown: () => ['profiles'],
  kakuna: () => ['profiles'],
  onyx: () => ['profiles'],
  leafish: (resume) => (summaryInBand(resume) ? ['profiles', 'summary'] : ['profiles']),
};

export const untitledSections = (resume: ResumeData): string[] =>
  untitled[resume.metadata.template]?.(resume) ?? [];
