// Account-level writes. Deleting the user row cascades to secrets, sessions, social links, resumes
// and their statistics (db/schema.ts foreign keys).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export const deleteUser = async (db: Db, userId: string): Promise<boolean> =>
  (await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id })).length === 1;
