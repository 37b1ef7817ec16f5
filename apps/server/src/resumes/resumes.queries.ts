// Reads and writes of the resumes table. Ownership is a rule of the service; these functions do
// exactly what their names say.
import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { ResumeData } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { resumes, users } from '../db/schema.ts';
import { resumeChanged } from './resume-changes.ts';

export type ResumeRow = typeof resumes.$inferSelect;

export interface NewResume {
  userId: string;
  title: string;
  slug: string;
  visibility: 'public' | 'private';
  data: ResumeData;
}

export const findResumeById = async (db: Db, id: string): Promise<ResumeRow | undefined> =>
  (await db.select().from(resumes).where(eq(resumes.id, id)).limit(1))[0];

export const listResumesOfUser = (db: Db, userId: string): Promise<ResumeRow[]> =>
  db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.updatedAt));

const resumeByUsernameAndSlug = preparedPerDb((db) =>
  db
    .select({ resume: resumes, user: { name: users.name, username: users.username } })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(and(eq(users.username, sql.placeholder('username')), eq(resumes.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('rb_resume_by_username_and_slug'),
);

/** The public resume at /{username}/{slug}, with the owner's display name; every view asks, so it is prepared. */
export const findResumeByUsernameAndSlug = async (db: Db, username: string, slug: string) =>
  (await resumeByUsernameAndSlug(db).execute({ username, slug }))[0];

/** Slugs of the user's resumes equal to `base` or starting with `base-`, to pick a free one. */
export const slugsLike = async (db: Db, userId: string, base: string): Promise<string[]> => {
  const escaped = base.replace(/[\\%_]/g, (character) => `\\${character}`);
  const rows = await db
    .select({ slug: resumes.slug })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), or(eq(resumes.slug, base), like(resumes.slug, `${escaped}-%`))));
  return rows.map((row) => row.slug);
};

export const insertResume = async (db: Db, resume: NewResume): Promise<ResumeRow> =>
  (await db.insert(resumes).values(resume).returning())[0]!;

export interface ResumeChanges {
  title?: string;
  slug?: string;
  visibility?: 'public' | 'private';
  data?: ResumeData;
}

/**
 * Applies the changes only if the stored version is still `baseVersion`, bumping it; a stale edit
 * updates nothing and answers undefined. The check and the write are one statement, so two edits
 * from the same base can never both win.
 */
export const updateResumeAtVersion = async (
  db: Db,
  id: string,
  baseVersion: number,
  changes: ResumeChanges,
): Promise<ResumeRow | undefined> => {
  const [row] = await db
    .update(resumes)
    .set({ ...changes, version: baseVersion + 1, updatedAt: new Date() })
    .where(and(eq(resumes.id, id), eq(resumes.version, baseVersion)))
    .returning();
  if (row) resumeChanged(id);
  return row;
};

/** What a save names: the resume, its owner, the version the edit was based on. */
export interface SaveTarget {
  id: string;
  userId: string;
  baseVersion: number;
  /** The template the saved document uses: the stored one must use it too (a change takes a snapshot first). */
  template?: string;
}

/** Every column but the document, which a save that wrote it need not read back. */
const resumeHead = {
  id: resumes.id,
  userId: resumes.userId,
  title: resumes.title,
  slug: resumes.slug,
  visibility: resumes.visibility,
  locked: resumes.locked,
  version: resumes.version,
  createdAt: resumes.createdAt,
  updatedAt: resumes.updatedAt,
};

/** saveOwnResume's statement for a save of the document alone, the builder's autosave. */
const saveOwnDocument = preparedPerDb((db) =>
  db
    .update(resumes)
    .set({
      data: sql`${sql.placeholder('data')}::jsonb`,
      version: sql`${sql.placeholder('nextVersion')}`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(
      and(
        eq(resumes.id, sql.placeholder('id')),
        eq(resumes.userId, sql.placeholder('userId')),
        eq(resumes.version, sql.placeholder('baseVersion')),
        eq(resumes.locked, false),
        sql`${resumes.data}->'metadata'->>'template' = ${sql.placeholder('template')}`,
      ),
    )
    .returning(resumeHead)
    .prepare('rb_save_own_document'),
);

/**
 * A save as one statement, for the common case: applies the changes only if `userId` owns the resume, it is
 * unlocked, still at `baseVersion` and (with `template`) still uses that template, bumping the version. Anything
 * else updates nothing and answers undefined; the caller then reads the row to say why.
 */
export async function saveOwnResume(
  db: Db,
  { id, userId, baseVersion, template }: SaveTarget,
  changes: ResumeChanges,
): Promise<ResumeRow | undefined> {
  if (changes.data && template !== undefined && Object.keys(changes).length === 1) {
    // An autosave: the document alone, as one prepared statement.
    const [head] = await saveOwnDocument(db).execute({
      id,
      userId,
      baseVersion,
      nextVersion: baseVersion + 1,
      template,
      data: JSON.stringify(changes.data),
      now: new Date().toISOString(),
    });
    if (!head) return undefined;
    resumeChanged(id);
    return { ...head, data: changes.data };
  }
  const update = db
    .update(resumes)
    .set({ ...changes, version: baseVersion + 1, updatedAt: new Date() })
    .where(
      and(
        eq(resumes.id, id),
        eq(resumes.userId, userId),
        eq(resumes.version, baseVersion),
        eq(resumes.locked, false),
        template === undefined ? undefined : sql`${resumes.data}->'metadata'->>'template' = ${template}`,
      ),
    );
  if (!changes.data) {
    const [row] = await update.returning();
    if (row) resumeChanged(id);
    return row;
  }
  const [head] = await update.returning(resumeHead);
  if (!head) return undefined;
  resumeChanged(id);
  return { ...head, data: changes.data };
}

export const setResumeLocked = async (
  db: Db,
  id: string,
  locked: boolean,
): Promise<ResumeRow | undefined> => {
  const [row] = await db
    .update(resumes)
    .set({ locked, updatedAt: new Date() })
    .where(eq(resumes.id, id))
    .returning();
  resumeChanged(id);
  return row;
};

export const deleteResumeById = async (db: Db, id: string): Promise<boolean> => {
  const deleted = await db.delete(resumes).where(eq(resumes.id, id)).returning({ id: resumes.id });
  resumeChanged(id);
  return deleted.length === 1;
};

/** True when the database refused a write because the (user, slug) pair is taken. */
export const isSlugConflict = (error: unknown): boolean => {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current;) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
};
