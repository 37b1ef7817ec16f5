// The one read printing needs: a resume with what the PDF's metadata and the access rule ask for.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resumes, users } from '../db/schema.ts';

export const findPrintableResume = async (db: Db, id: string) =>
  (
    await db
      .select({
        id: resumes.id,
        userId: resumes.userId,
        title: resumes.title,
        slug: resumes.slug,
        data: resumes.data,
        visibility: resumes.visibility,
        updatedAt: resumes.updatedAt,
        ownerLocale: users.locale,
      })
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(eq(resumes.id, id))
      .limit(1)
  )[0];

export type PrintableResume = NonNullable<Awaited<ReturnType<typeof findPrintableResume>>>;
