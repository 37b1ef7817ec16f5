// The rules of cover letters (docs/product.md#cover-letters), the same as a resume's: every call that names a
// letter loads it and checks ownership first, and another user's letter is answered like a missing one.
import type { Logger } from '../logger.ts';
import {
  createDefaultLetterData,
  kebabCase,
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
import { snapshotLetterOnSave, takeLetterSnapshot } from '../history/snapshots.ts';
import { removeResumePrints } from '../printer/printer.service.ts';
import { findResumeById, isSlugConflict } from '../resumes/resumes.queries.ts';
import { ownedResume, type Owner } from '../resumes/resumes.service.ts';
import { sanitizeLetterData } from './sanitize-letter.ts';
import {
  deleteLetterById,
  findLetterById,
  findLetterByUsernameAndSlug,
  insertLetter,
  letterSlugsLike,
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

/** The letter if the viewer owns it or it is public; LetterNotFound for everything else. */
export async function accessibleLetter(db: Db, viewerId: string | undefined, id: string): Promise<LetterRow> {
  const letter = uuidPattern.test(id) ? await findLetterById(db, id) : undefined;
  if (!letter || (letter.userId !== viewerId && letter.visibility !== 'public'))
    throw new AppError('LetterNotFound');
  return letter;
}

export const listLetters = (db: Db, userId: string) => listLettersOfUser(db, userId);

/** `base`, or `base-2`, `base-3` … whichever the user's letters do not have yet. */
async function freeLetterSlug(db: Db, userId: string, base: string): Promise<string> {
  const taken = new Set(await letterSlugsLike(db, userId, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A blank letter signed with the owner's name, email and picture; or, from one of the owner's resumes, one whose
 * sender is that resume's header and contacts and whose look follows that resume (kept as the letter's first
 * snapshot). A slug asked for must be free; without one, the title's is made free with a number.
 */
export async function createLetter(
  db: Db,
  owner: Owner,
  input: CreateLetterBody,
  now: Date = new Date(),
): Promise<LetterRow> {
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
  const values = { userId: owner.id, title: input.title, data: sanitizeLetterData(data) };
  // Another request may take a free slug between the look-up and the insert; then look again.
  for (let attempt = 1; ; attempt += 1) {
    const slug = input.slug ?? (await freeLetterSlug(db, owner.id, kebabCase(input.title) || 'cover-letter'));
    try {
      return await db.transaction(async (tx) => {
        const letter = await insertLetter(tx, { ...values, slug });
        if (input.fromResumeId) await takeLetterSnapshot(tx, letter, 'create', now);
        return letter;
      });
    } catch (error) {
      if (!isSlugConflict(error)) throw error;
      if (input.slug !== undefined || attempt === 3) throw new AppError('LetterSlugAlreadyExists');
    }
  }
}

/**
 * Applies an edit based on `version`: a locked letter refuses it, a stale version answers 409 with the letter, a
 * slug another of the owner's letters has answers LetterSlugAlreadyExists. A save that changes the document keeps
 * the one before as a snapshot when the latest is ten minutes old, in the save's transaction.
 */
export async function updateLetter(
  db: Db,
  userId: string,
  id: string,
  body: UpdateLetterBody,
  present: (row: LetterRow) => unknown,
  now: Date = new Date(),
): Promise<LetterRow> {
  const letter = await ownedLetter(db, userId, id);
  if (letter.locked) throw new AppError('LetterLocked');
  const { version, data, title, slug, visibility } = body;
  if (version !== letter.version) throw new AppError('LetterVersionConflict', { current: present(letter) });
  let updated: LetterRow | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      const row = await updateLetterAtVersion(tx, id, version, {
        ...(title !== undefined ? { title } : {}),
        ...(slug !== undefined ? { slug } : {}),
        ...(visibility !== undefined ? { visibility } : {}),
        ...(data ? { data: sanitizeLetterData(data) } : {}),
      });
      if (row && data) await snapshotLetterOnSave(tx, letter, now);
      return row;
    });
  } catch (error) {
    if (isSlugConflict(error)) throw new AppError('LetterSlugAlreadyExists');
    throw error;
  }
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

/** The public letter at /{username}/letter/{slug} and its owner; a private or missing one is LetterNotFound. */
export async function findPublicLetter(db: Db, username: string, slug: string) {
  const found = await findLetterByUsernameAndSlug(db, username, slug);
  if (!found || found.letter.visibility !== 'public') throw new AppError('LetterNotFound');
  return found;
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
