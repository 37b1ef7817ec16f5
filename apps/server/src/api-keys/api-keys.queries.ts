// Reads and writes of the api_keys table.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiKeys, users } from '../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

export const insertApiKey = async (db: Db, values: NewApiKey): Promise<ApiKeyRow> =>
  (await db.insert(apiKeys).values(values).returning())[0]!;

export const listApiKeysOfUser = (db: Db, userId: string): Promise<ApiKeyRow[]> =>
  db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt));

export const countApiKeysOfUser = async (db: Db, userId: string): Promise<number> =>
  (await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId)))[0]?.n ?? 0;

/** Deletes the user's key; false when the user has no key with that id. */
export const deleteApiKeyOfUser = async (db: Db, userId: string, id: string): Promise<boolean> =>
  (
    await db
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .returning({ id: apiKeys.id })
  ).length > 0;

/** The key with this prefix and its owner, in one query. */
export const findApiKeyWithUser = async (db: Db, prefix: string) =>
  (
    await db
      .select({ key: apiKeys, user: users })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(eq(apiKeys.prefix, prefix))
      .limit(1)
  )[0];

export const touchApiKey = async (db: Db, id: string, at: Date): Promise<void> => {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
};
