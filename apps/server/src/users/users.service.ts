// The signed-in user's own account: read, change, delete.
import type { FastifyBaseLogger } from 'fastify';
import type { UpdateProfileInput } from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { findClash, updateUser, type UserRow } from '../auth/auth.queries.ts';
import { issueVerification, normalizeEmail } from '../auth/auth.service.ts';
import { removeUserFiles } from '../storage/storage.service.ts';
import { deleteUser } from './users.queries.ts';

/**
 * Applies a profile change. A new email is unverified until its owner opens the link mailed to it;
 * an email or username that another account uses is refused with UserAlreadyExists.
 */
export async function updateProfile(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  user: UserRow,
  input: UpdateProfileInput,
): Promise<UserRow> {
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const emailChanged = email !== undefined && email !== user.email;
  const usernameChanged = input.username !== undefined && input.username !== user.username;
  if (
    (emailChanged || usernameChanged) &&
    (await findClash(
      deps.db,
      { email: emailChanged ? email : undefined, username: usernameChanged ? input.username : undefined },
      user.id,
    ))
  ) {
    throw new AppError('UserAlreadyExists');
  }
  const updated = await updateUser(deps.db, user.id, {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.locale === undefined ? {} : { locale: input.locale }),
    ...(input.username === undefined ? {} : { username: input.username }),
    ...(input.picture === undefined ? {} : { picture: input.picture || null }),
    ...(emailChanged ? { email, emailVerified: false } : {}),
  });
  if (!updated) throw new AppError('UserAlreadyExists');
  if (emailChanged)
    await issueVerification(deps, logger, updated).catch((error) => logger.error({ err: error }));
  return updated;
}

/** Removes the account with everything it owns: resumes, statistics, sessions, secrets and files. */
export async function deleteAccount(deps: AppDeps, user: UserRow): Promise<void> {
  await deleteUser(deps.db, user.id);
  await removeUserFiles(deps, user.id);
}
