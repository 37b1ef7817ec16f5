// The one place a stored user becomes the user every response shows (@rb/schema's userDto):
// fields are picked one by one, so a column added later never leaks by accident.
import { authProviderSchema, type User } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { userHasPassword, type UserRow } from '../auth/auth.queries.ts';

export const toUserDto = (row: UserRow, hasPassword: boolean): User => ({
  id: row.id,
  name: row.name,
  picture: row.picture,
  username: row.username,
  email: row.email,
  locale: row.locale,
  emailVerified: row.emailVerified,
  twoFactorEnabled: row.twoFactorEnabled,
  provider: authProviderSchema.catch('email').parse(row.provider),
  hasPassword,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The DTO with `hasPassword` read from the user's secrets (one indexed lookup). */
export const userResponse = async (db: Db, row: UserRow): Promise<User> =>
  toUserDto(row, await userHasPassword(db, row.id));
