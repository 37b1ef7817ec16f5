// The reads printing needs: a resume with what the PDF's metadata and the access rule ask for, and the same
// without its document, which is enough to serve a file already printed.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resumes, users } from '../db/schema.ts';

const stampColumns = {
  id: resumes.id,
  userId: resumes.userId,
  title: resumes.title,
  slug: resumes.slug,
  visibility: resumes.visibility,
  version: resumes.version,
  updatedAt: resumes.updatedAt,
  ownerLocale: users.locale,
};

export const findPrintableResume = async (db: Db, id: string) =>
  (
    await db
      .select({ ...stampColumns, data: resumes.data })
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(eq(resumes.id, id))
      .limit(1)
  )[0];

/** Everything but the document: who may see the resume and which edit of it is current. */
export const findResumeStamp = async (db: Db, id: string) =>
  (
    await db
      .select(stampColumns)
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(eq(resumes.id, id))
      .limit(1)
  )[0];

export type PrintableResume = NonNullable<Awaited<ReturnType<typeof findPrintableResume>>>;
export type ResumeStamp = NonNullable<Awaited<ReturnType<typeof findResumeStamp>>>;
