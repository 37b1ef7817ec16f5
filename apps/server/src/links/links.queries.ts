// Reads and writes of the share links table, whose rows belong to a resume or to a letter (counting is the
// statistics feature's, statistics.queries.ts).
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { letters, resumes, shareLinks, users } from '../db/schema.ts';

export type LinkRow = typeof shareLinks.$inferSelect;
export type NewLink = typeof shareLinks.$inferInsert;

/** The document a link opens: a resume or a letter, by id. */
export interface LinkedDocument {
  kind: 'resume' | 'letter';
  id: string;
}

const linksOf = (document: LinkedDocument) =>
  eq(document.kind === 'resume' ? shareLinks.resumeId : shareLinks.letterId, document.id);

/** The row's column naming its document. */
export const documentColumn = (document: LinkedDocument): Pick<NewLink, 'resumeId' | 'letterId'> =>
  document.kind === 'resume' ? { resumeId: document.id } : { letterId: document.id };

export const insertLink = async (db: Db, values: NewLink): Promise<LinkRow> =>
  (await db.insert(shareLinks).values(values).returning())[0]!;

export const listLinksOf = (db: Db, document: LinkedDocument): Promise<LinkRow[]> =>
  db
    .select()
    .from(shareLinks)
    .where(linksOf(document))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));

export const countLinksOf = async (db: Db, document: LinkedDocument): Promise<number> =>
  (await db.select({ n: count() }).from(shareLinks).where(linksOf(document)))[0]?.n ?? 0;

/** Deletes the document's link; false when the document has no link with that id. */
export const deleteLinkOf = async (db: Db, document: LinkedDocument, id: string): Promise<boolean> =>
  (
    await db
      .delete(shareLinks)
      .where(and(eq(shareLinks.id, id), linksOf(document)))
      .returning({ id: shareLinks.id })
  ).length > 0;

const owner = { name: users.name, username: users.username, locale: users.locale };

/** The link with this token, the resume or letter it opens and its owner as a shared page shows them. */
export async function findLinkByToken(db: Db, token: string) {
  const link = (await db.select().from(shareLinks).where(eq(shareLinks.token, token)).limit(1))[0];
  if (!link) return undefined;
  if (link.resumeId) {
    const found = (
      await db
        .select({ resume: resumes, user: owner })
        .from(resumes)
        .innerJoin(users, eq(users.id, resumes.userId))
        .where(eq(resumes.id, link.resumeId))
        .limit(1)
    )[0];
    return found && { kind: 'resume' as const, link, ...found };
  }
  const found = (
    await db
      .select({ letter: letters, user: owner })
      .from(letters)
      .innerJoin(users, eq(users.id, letters.userId))
      .where(eq(letters.id, link.letterId!))
      .limit(1)
  )[0];
  return found && { kind: 'letter' as const, link, ...found };
}
