// Who may see a resume (docs/product.md#permissions), decided here and nowhere else. Whoever may not is answered
// exactly like a missing resume, and so is an id that cannot name one, without a query.
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { findResumeById, type ResumeRow } from './resumes.queries.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a resume at all (resume ids are uuids). */
export const isResumeId = (id: string): boolean => uuidPattern.test(id);

/**
 * Who asks, and how:
 * - `owner`: a signed-in user, or an API key acting for its owner (which calls a key reaches is
 *   api-keys/api-keys.access.ts's); sees their own resumes only. Every call that reads or changes a resume for
 *   editing.
 * - `visitor`: anybody, signed in or not (`userId` when signed in): the owner, or anybody while the resume is
 *   public. Printing, previews, exports, the public page.
 * - `link`: the holder of a live share link, whose token links/links.service.ts has already turned into its
 *   resume (and whose password the route has checked): sees it whatever its visibility.
 */
export type ResumeReader =
  { via: 'owner'; userId: string } | { via: 'visitor'; userId: string | undefined } | { via: 'link' };

/** The fields of a resume the rule looks at; every lookup (whole row, printable, stamp) has them. */
export interface AccessFields {
  userId: string;
  visibility: string;
}

export function mayRead(resume: AccessFields, reader: ResumeReader): boolean {
  switch (reader.via) {
    case 'owner':
      return resume.userId === reader.userId;
    case 'visitor':
      return resume.userId === reader.userId || resume.visibility === 'public';
    case 'link':
      return true;
  }
}

/**
 * The resume that `find` loads by `id`, if `reader` may see it; ResumeNotFound otherwise. `find` is the caller's
 * own lookup, so each reads only the columns it needs (the printer serves a file from a stamp without the
 * document).
 */
export async function readableResume<R extends AccessFields>(
  id: string,
  reader: ResumeReader,
  find: (id: string) => Promise<R | undefined>,
): Promise<R> {
  const resume = isResumeId(id) ? await find(id) : undefined;
  if (!resume || !mayRead(resume, reader)) throw new AppError('ResumeNotFound');
  return resume;
}

/** The resume if `userId` owns it; ResumeNotFound otherwise. */
export const ownedResume = (db: Db, userId: string, id: string): Promise<ResumeRow> =>
  readableResume(id, { via: 'owner', userId }, (resumeId) => findResumeById(db, resumeId));
