// The rules of resumes. Every call that names a resume loads it and checks ownership first; another
// user's resume is answered exactly like a missing one (docs/product.md#permissions).
import type { Logger } from '../logger.ts';
import {
  createDefaultResumeData,
  createSampleResumeData,
  kebabCase,
  type CreateResume,
  type ImportResumeBody,
  type ResumeData,
  type UpdateResumeBody,
} from '@rb/schema';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { editSnapshotDue, snapshotOnSave, takeSnapshot } from '../history/snapshots.ts';
import { AppError } from '../http/app-error.ts';
import { removeResumePrints } from '../printer/printer.service.ts';
import { isResumeId, mayRead, ownedResume } from './resume-access.ts';
import { sanitizeResumeData } from './sanitize-resume.ts';
import {
  deleteResumeById,
  findResumeByUsernameAndSlug,
  insertResume,
  isSlugConflict,
  listResumesOfUser,
  saveOwnResume,
  setResumeLocked,
  slugsLike,
  updateResumeAtVersion,
  type ResumeChanges,
  type ResumeRow,
} from './resumes.queries.ts';

export interface Owner {
  id: string;
  name: string;
  email: string;
  picture: string | null;
}

// Who may see a resume is resume-access.ts's; the other features reach ownedResume through here as before.
export { ownedResume };

/** `base`, or `base-2`, `base-3` … whichever the user does not have yet. */
export async function freeSlug(db: Db, userId: string, base: string): Promise<string> {
  const taken = new Set(await slugsLike(db, userId, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function insertOrConflict(db: Db, values: Parameters<typeof insertResume>[1]): Promise<ResumeRow> {
  try {
    return await insertResume(db, values);
  } catch (error) {
    if (isSlugConflict(error)) throw new AppError('ResumeSlugAlreadyExists');
    throw error;
  }
}

/**
 * A new resume with the owner's name, email and picture filled in; the slug must be free. A sample
 * (`sample: true`) holds the sample document instead and takes the first free slug from the one asked for
 * (`-2`, `-3` …), in the same call, so a failure leaves no empty resume behind.
 */
export async function createResume(
  db: Db,
  owner: Owner,
  { sample, ...input }: CreateResume & { sample?: boolean },
): Promise<ResumeRow> {
  if (sample) {
    const data = createSampleResumeData();
    // Another request may take the free slug between the look-up and the insert; then look again.
    for (let attempt = 1; ; attempt += 1) {
      const slug = await freeSlug(db, owner.id, input.slug);
      try {
        return await insertResume(db, { userId: owner.id, ...input, slug, data });
      } catch (error) {
        if (!isSlugConflict(error)) throw error;
        if (attempt === 3) throw new AppError('ResumeSlugAlreadyExists');
      }
    }
  }
  const data = createDefaultResumeData();
  data.basics.name = owner.name;
  data.basics.email = owner.email;
  if (owner.picture) data.basics.picture.url = owner.picture;
  return insertOrConflict(db, { userId: owner.id, ...input, data });
}

export const listResumes = (db: Db, userId: string) => listResumesOfUser(db, userId);

/**
 * A copy of one of the user's resumes: title + ' (Copy)' and slug + '-copy' unless given, the slug
 * made unique with -2, -3 …; the copy is private and unlocked.
 */
export async function duplicateResume(
  db: Db,
  userId: string,
  id: string,
  input: { title?: string; slug?: string } = {},
): Promise<ResumeRow> {
  const source = await ownedResume(db, userId, id);
  const title = input.title ?? `${source.title} (Copy)`;
  const slug = await freeSlug(db, userId, input.slug ?? `${source.slug}-copy`);
  return insertOrConflict(db, {
    userId,
    title,
    slug,
    visibility: 'private',
    data: source.data as ResumeData,
  });
}

export async function importResume(
  db: Db,
  userId: string,
  input: ImportResumeBody,
  now: Date = new Date(),
): Promise<ResumeRow> {
  const title = input.title ?? (input.data.basics.name.trim() || 'Imported resume');
  const slug = await freeSlug(db, userId, input.slug ?? (kebabCase(title) || 'imported-resume'));
  return db.transaction(async (tx) => {
    const imported = await insertOrConflict(tx, {
      userId,
      title,
      slug,
      // Private unless the file said otherwise (the v3 format records a public flag).
      visibility: input.visibility ?? 'private',
      data: sanitizeResumeData(input.data),
    });
    // The document as it came in stays available however it is edited later.
    await takeSnapshot(tx, imported, 'import', now);
    return imported;
  });
}

/**
 * Applies an edit based on `version`. A locked resume refuses it; a stale version answers 409 with
 * the stored resume so the client can show what changed. Most saves (no snapshot due, the same template) are one
 * conditional statement; anything else takes the careful path (docs/decisions/0025-autosave-under-load.md).
 */
export async function updateResume(
  db: Db,
  userId: string,
  id: string,
  body: UpdateResumeBody,
  present: (row: ResumeRow) => unknown,
  now: Date = new Date(),
): Promise<ResumeRow> {
  if (!isResumeId(id)) throw new AppError('ResumeNotFound');
  const { version, data, ...fields } = body;
  const changes = { ...fields, ...(data ? { data: sanitizeResumeData(data) } : {}) };
  try {
    if (!data || !(await editSnapshotDue(db, { kind: 'resume', id }, now))) {
      const saved = await saveOwnResume(
        db,
        { id, userId, baseVersion: version, template: data?.metadata.template },
        changes,
      );
      if (saved) return saved;
    }
    return await updateWithSnapshot(db, userId, id, version, changes, present, now);
  } catch (error) {
    if (isSlugConflict(error)) throw new AppError('ResumeSlugAlreadyExists');
    throw error;
  }
}

/** The save that reads the row first: says why an edit cannot be saved, or keeps a snapshot with it. */
async function updateWithSnapshot(
  db: Db,
  userId: string,
  id: string,
  version: number,
  changes: ResumeChanges,
  present: (row: ResumeRow) => unknown,
  now: Date,
): Promise<ResumeRow> {
  const resume = await ownedResume(db, userId, id);
  if (resume.locked) throw new AppError('ResumeLocked');
  if (version !== resume.version) throw new AppError('ResumeVersionConflict', { current: present(resume) });
  // The history's snapshot of the document before this save is written with it or not at all.
  const updated = await db.transaction(async (tx) => {
    const row = await updateResumeAtVersion(tx, id, version, changes);
    if (row) await snapshotOnSave(tx, resume, row, changes.data !== undefined, now);
    return row;
  });
  if (updated) return updated;
  // Another edit won between the read and the write.
  const current = await ownedResume(db, userId, id);
  throw new AppError('ResumeVersionConflict', { current: present(current) });
}

export async function lockResume(db: Db, userId: string, id: string, set: boolean): Promise<ResumeRow> {
  await ownedResume(db, userId, id);
  const updated = await setResumeLocked(db, id, set);
  if (!updated) throw new AppError('ResumeNotFound');
  return updated;
}

export async function deleteResume(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  id: string,
  log: Logger,
): Promise<void> {
  const resume = await ownedResume(deps.db, userId, id);
  if (resume.locked) throw new AppError('ResumeLocked');
  if (!(await deleteResumeById(deps.db, id))) throw new AppError('ResumeNotFound');
  // Its printed PDF and preview go too; the resume is gone whatever happens to the files.
  await removeResumePrints(deps, userId, id).catch((error: unknown) =>
    log.error({ err: error, resumeId: id }, 'Could not remove the prints of a deleted resume'),
  );
}

/** A public resume by its address; private ones do not exist for anybody but through the owner's list. */
export async function findPublicResume(db: Db, username: string, slug: string) {
  const found = await findResumeByUsernameAndSlug(db, username, slug);
  // Asked for by address, not by id: a visitor nobody signed in as, so the owner sees a private one here neither.
  if (!found || !mayRead(found.resume, { via: 'visitor', userId: undefined }))
    throw new AppError('ResumeNotFound');
  return found;
}
