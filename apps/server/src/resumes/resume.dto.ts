// Rows as the API shows them: the owner gets everything, anyone else the public shape without notes.
import {
  publicResumeDto,
  resumeDto,
  type PublicResumeDto,
  type ResumeData,
  type ResumeDto,
} from '@rb/schema';
import type { ResumeRow } from './resumes.queries.ts';

const visibilityOf = (row: ResumeRow) => (row.visibility === 'public' ? 'public' : 'private');

export const toResumeDto = (row: ResumeRow): ResumeDto =>
  resumeDto.parse({ ...row, visibility: visibilityOf(row) });

/**
 * A row whose document this request validated and wrote (a save's own answer): the same DTO without parsing the
 * document a second time, which cost an autosave as much as validating it (docs/decisions/0025-autosave-under-load.md).
 */
export const toSavedResumeDto = (row: ResumeRow, data: ResumeData): ResumeDto => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  data,
  visibility: visibilityOf(row),
  locked: row.locked,
  version: row.version,
  userId: row.userId,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * Answers a DTO that the handler built with the schema's own shape (toResumeDto, toSavedResumeDto) as it is: the
 * route's response schema then documents the answer without parsing it once more.
 */
export const builtDtoSerializer = () => (dto: unknown) => JSON.stringify(dto);

/** Parsing with the public schema drops `metadata.notes`, whatever the stored document holds. */
export const toPublicResumeDto = (
  row: ResumeRow,
  user: { name: string; username: string },
): PublicResumeDto => publicResumeDto.parse({ id: row.id, title: row.title, data: row.data, user });
