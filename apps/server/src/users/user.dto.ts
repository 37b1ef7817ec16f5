// The one place a stored user becomes the user every response shows (@rb/schema's userDto):
// fields are picked one by one, so a column added later never leaks by accident.
import { authProviderSchema, type User } from '@rb/schema';
import type { UserRow } from '../auth/auth.queries.ts';

export const toUserDto = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  picture: row.picture,
  username: row.username,
  email: row.email,
  locale: row.locale,
  emailVerified: row.emailVerified,
  twoFactorEnabled: row.twoFactorEnabled,
  provider: authProviderSchema.catch('email').parse(row.provider),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
