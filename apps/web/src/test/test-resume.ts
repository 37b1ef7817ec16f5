import { createDefaultResumeData, type ResumeData, type ResumeDto } from '@rb/schema';

/** A resume record as the server answers it, around a fresh default document. */
export const testResume = (
  data: ResumeData = createDefaultResumeData(),
  patch: Partial<ResumeDto> = {},
): ResumeDto => ({
  id: 'resume-1',
  title: 'My resume',
  slug: 'my-resume',
  data,
  visibility: 'private',
  locked: false,
  version: 1,
  userId: 'user-1',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...patch,
});
