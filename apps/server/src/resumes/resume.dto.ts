// Rows as the API shows them: the owner gets everything, anyone else the public shape without notes.
import { publicResumeDto, resumeDto, type PublicResumeDto, type ResumeDto } from '@rb/schema';
import type { ResumeRow } from './resumes.queries.ts';

export const toResumeDto = (row: ResumeRow): ResumeDto =>
  resumeDto.parse({ ...row, visibility: row.visibility === 'public' ? 'public' : 'private' });

/** Parsing with the public schema drops `metadata.notes`, whatever the stored document holds. */
export const toPublicResumeDto = (
  row: ResumeRow,
  user: { name: string; username: string },
): PublicResumeDto => publicResumeDto.parse({ ...toResumeDto(row), user });
