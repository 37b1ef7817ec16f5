// Reads and writes of the resumes table. Ownership is a rule of the service; these functions do
// exactly what their names say.
import { and, desc, eq, like, or } from 'drizzle-orm';
import type { ResumeData } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { resumes, users } from '../db/schema.ts';

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

/** The public resume at /{username}/{slug}, with the owner's display name. */
export const findResumeByUsernameAndSlug = async (db: Db, username: string, slug: string) =>
  (
    await db
      .select({ resume: resumes, user: { name: users.name, username: users.username } })
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(and(eq(users.username, username), eq(resumes.slug, slug)))
      .limit(1)
  )[0];

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
): Promise<ResumeRow | undefined> =>
  (
    await db
      .update(resumes)
      .set({ ...changes, version: baseVersion + 1, updatedAt: new Date() })
      .where(and(eq(resumes.id, id), eq(resumes.version, baseVersion)))
      .returning()
  )[0];

export const setResumeLocked = async (db: Db, id: string, locked: boolean): Promise<ResumeRow | undefined> =>
  (await db.update(resumes).set({ locked, updatedAt: new Date() }).where(eq(resumes.id, id)).returning())[0];

export const deleteResumeById = async (db: Db, id: string): Promise<boolean> =>
  (await db.delete(resumes).where(eq(resumes.id, id)).returning({ id: resumes.id })).length === 1;

/** True when the database refused a write because the (user, slug) pair is taken. */
export const isSlugConflict = (error: unknown): boolean => {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current;) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
};
