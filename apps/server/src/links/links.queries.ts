// Reads and writes of the resume_links table (counting is the statistics feature's, statistics.queries.ts).
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resumeLinks, resumes, users } from '../db/schema.ts';

export type ResumeLinkRow = typeof resumeLinks.$inferSelect;
export type NewResumeLink = typeof resumeLinks.$inferInsert;

export const insertResumeLink = async (db: Db, values: NewResumeLink): Promise<ResumeLinkRow> =>
  (await db.insert(resumeLinks).values(values).returning())[0]!;

export const listLinksOfResume = (db: Db, resumeId: string): Promise<ResumeLinkRow[]> =>
  db
    .select()
    .from(resumeLinks)
    .where(eq(resumeLinks.resumeId, resumeId))
    .orderBy(asc(resumeLinks.createdAt), asc(resumeLinks.id));

export const countLinksOfResume = async (db: Db, resumeId: string): Promise<number> =>
  (await db.select({ n: count() }).from(resumeLinks).where(eq(resumeLinks.resumeId, resumeId)))[0]?.n ?? 0;

/** Deletes the resume's link; false when the resume has no link with that id. */
export const deleteLinkOfResume = async (db: Db, resumeId: string, id: string): Promise<boolean> =>
  (
    await db
      .delete(resumeLinks)
      .where(and(eq(resumeLinks.id, id), eq(resumeLinks.resumeId, resumeId)))
      .returning({ id: resumeLinks.id })
  ).length > 0;

/** The link with this token, its resume and the owner as a shared page shows them, in one query. */
export const findLinkByToken = async (db: Db, token: string) =>
  (
    await db
      .select({
        link: resumeLinks,
        resume: resumes,
        user: { name: users.name, username: users.username, locale: users.locale },
      })
      .from(resumeLinks)
      .innerJoin(resumes, eq(resumes.id, resumeLinks.resumeId))
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(eq(resumeLinks.token, token))
      .limit(1)
  )[0];
