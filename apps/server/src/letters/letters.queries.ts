// Reads and writes of the letters table. Ownership is a rule of the service; these functions do exactly what
// their names say.
import { and, desc, eq, like, or } from 'drizzle-orm';
import type { LetterData } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { letters, users } from '../db/schema.ts';

export type LetterRow = typeof letters.$inferSelect;

export const findLetterById = async (db: Db, id: string): Promise<LetterRow | undefined> =>
  (await db.select().from(letters).where(eq(letters.id, id)).limit(1))[0];

export const listLettersOfUser = (db: Db, userId: string): Promise<LetterRow[]> =>
  db.select().from(letters).where(eq(letters.userId, userId)).orderBy(desc(letters.updatedAt));

export const insertLetter = async (
  db: Db,
  letter: { userId: string; title: string; slug: string; data: LetterData },
): Promise<LetterRow> => (await db.insert(letters).values(letter).returning())[0]!;

/** The letter at /{username}/letter/{slug}, with what its page shows of the owner. */
export const findLetterByUsernameAndSlug = async (db: Db, username: string, slug: string) =>
  (
    await db
      .select({ letter: letters, user: { name: users.name, username: users.username, locale: users.locale } })
      .from(letters)
      .innerJoin(users, eq(users.id, letters.userId))
      .where(and(eq(users.username, username), eq(letters.slug, slug)))
      .limit(1)
  )[0];

/** Slugs of the user's letters equal to `base` or starting with `base-`, to pick a free one. */
export const letterSlugsLike = async (db: Db, userId: string, base: string): Promise<string[]> => {
  const escaped = base.replace(/[\\%_]/g, (character) => `\\${character}`);
  const rows = await db
    .select({ slug: letters.slug })
    .from(letters)
    .where(and(eq(letters.userId, userId), or(eq(letters.slug, base), like(letters.slug, `${escaped}-%`))));
  return rows.map((row) => row.slug);
};

/** Applies the changes only if the stored version is still `baseVersion`, bumping it, in one statement. */
export const updateLetterAtVersion = async (
  db: Db,
  id: string,
  baseVersion: number,
  changes: { title?: string; slug?: string; visibility?: 'public' | 'private'; data?: LetterData },
): Promise<LetterRow | undefined> =>
  (
    await db
      .update(letters)
      .set({ ...changes, version: baseVersion + 1, updatedAt: new Date() })
      .where(and(eq(letters.id, id), eq(letters.version, baseVersion)))
      .returning()
  )[0];

export const setLetterLocked = async (db: Db, id: string, locked: boolean): Promise<LetterRow | undefined> =>
  (await db.update(letters).set({ locked, updatedAt: new Date() }).where(eq(letters.id, id)).returning())[0];

export const deleteLetterById = async (db: Db, id: string): Promise<boolean> =>
  (await db.delete(letters).where(eq(letters.id, id)).returning({ id: letters.id })).length === 1;

/** The owner's locale: it decides the language a printed letter is tagged with, as for resumes. */
export const ownerLocale = async (db: Db, userId: string): Promise<string> =>
  (await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1))[0]?.locale ??
  'en-US';
