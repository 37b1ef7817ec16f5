// The rules of cover letters (docs/product.md#cover-letters), the same as a resume's: every call that names a
// letter loads it and checks ownership first, and another user's letter is answered like a missing one.
import type { Logger } from '../logger.ts';
import {
  createDefaultLetterData,
  metadataSchema,
  resumeDataSchema,
  type CreateLetterBody,
  type LetterData,
  type Metadata,
  type UpdateLetterBody,
} from '@rb/schema';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { removeResumePrints } from '../printer/printer.service.ts';
import { findResumeById } from '../resumes/resumes.queries.ts';
import { ownedResume, type Owner } from '../resumes/resumes.service.ts';
import { sanitizeLetterData } from './sanitize-letter.ts';
import {
  deleteLetterById,
  findLetterById,
  insertLetter,
  listLettersOfUser,
  setLetterLocked,
  updateLetterAtVersion,
  type LetterRow,
} from './letters.queries.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The letter if `userId` owns it; otherwise LetterNotFound, also for ids that cannot exist. */
export async function ownedLetter(db: Db, userId: string, id: string): Promise<LetterRow> {
  const letter = uuidPattern.test(id) ? await findLetterById(db, id) : undefined;
  if (!letter || letter.userId !== userId) throw new AppError('LetterNotFound');
  return letter;
}

export const listLetters = (db: Db, userId: string) => listLettersOfUser(db, userId);

/**
 * A blank letter signed with the owner's name, email and picture; or, from one of the owner's resumes, one whose
 * sender is that resume's header and contacts and whose look follows that resume.
 */
export async function createLetter(db: Db, owner: Owner, input: CreateLetterBody): Promise<LetterRow> {
  const data = createDefaultLetterData();
  if (input.fromResumeId) {
    const resume = resumeDataSchema.parse((await ownedResume(db, owner.id, input.fromResumeId)).data);
    data.sender = resume.basics;
    // The resume's look is kept as the letter's own too, so the letter keeps it if the resume goes.
    data.design = { fromResumeId: input.fromResumeId, metadata: { ...resume.metadata, notes: '' } };
  } else {
    data.sender.name = owner.name;
    data.sender.email = owner.email;
    if (owner.picture) data.sender.picture.url = owner.picture;
  }
  data.signature = data.sender.name;
  return insertLetter(db, { userId: owner.id, title: input.title, data: sanitizeLetterData(data) });
}

/** Applies an edit based on `version`: a locked letter refuses it, a stale version answers 409 with the letter. */
export async function updateLetter(
  db: Db,
  userId: string,
  id: string,
  body: UpdateLetterBody,
  present: (row: LetterRow) => unknown,
): Promise<LetterRow> {
  const letter = await ownedLetter(db, userId, id);
  if (letter.locked) throw new AppError('LetterLocked');
  const { version, data, title } = body;
  if (version !== letter.version) throw new AppError('LetterVersionConflict', { current: present(letter) });
  const updated = await updateLetterAtVersion(db, id, version, {
    ...(title !== undefined ? { title } : {}),
    ...(data ? { data: sanitizeLetterData(data) } : {}),
  });
  if (updated) return updated;
  // Another edit won between the read and the write.
  const current = await ownedLetter(db, userId, id);
  throw new AppError('LetterVersionConflict', { current: present(current) });
}

export async function lockLetter(db: Db, userId: string, id: string, set: boolean): Promise<LetterRow> {
  await ownedLetter(db, userId, id);
  const updated = await setLetterLocked(db, id, set);
  if (!updated) throw new AppError('LetterNotFound');
  return updated;
}

export async function deleteLetter(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  id: string,
  log: Logger,
): Promise<void> {
  const letter = await ownedLetter(deps.db, userId, id);
  if (letter.locked) throw new AppError('LetterLocked');
  if (!(await deleteLetterById(deps.db, id))) throw new AppError('LetterNotFound');
  // Its PDFs are kept in the prints folder under its own id, like a resume's.
  await removeResumePrints(deps, userId, id).catch((error: unknown) =>
    log.error({ err: error, letterId: id }, 'Could not remove the prints of a deleted letter'),
  );
}

/**
 * The metadata a letter is drawn with: the chosen resume's while it still exists and is the same owner's,
 * otherwise the letter's own (docs/product.md#cover-letters).
 */
export async function letterDesign(db: Db, userId: string, data: LetterData): Promise<Metadata> {
  const { fromResumeId, metadata } = data.design;
  if (fromResumeId) {
    const resume = await findResumeById(db, fromResumeId);
    const parsed =
      resume?.userId === userId
        ? metadataSchema.safeParse((resume.data as { metadata?: unknown }).metadata)
        : undefined;
    if (parsed?.success) return parsed.data;
  }
  return metadata;
}
