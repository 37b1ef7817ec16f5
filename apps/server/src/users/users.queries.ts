// Account-level writes. Deleting the user row cascades to secrets, sessions, social links, resumes
// and their statistics (db/schema.ts foreign keys).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { resumeChanged } from '../resumes/resume-changes.ts';

/** Deletes the account; its resumes go with it (the foreign key cascades), so every memory of resumes forgets. */
export const deleteUser = async (db: Db, userId: string): Promise<boolean> => {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  resumeChanged(undefined);
  return deleted.length === 1;
};
