// The signed-in user's own account: read, change, delete.
import type { Logger } from '../logger.ts';
import type { UpdateProfileInput } from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import {
  findClash,
  findUserWithSecrets,
  updateSecrets,
  updateUser,
  type UserRow,
} from '../auth/auth.queries.ts';
import { issueVerification, noMailedTokens, normalizeEmail } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/password.ts';
import { sendEmailChangedMail } from '../mail/mail.service.ts';
import { removeUserPrints } from '../printer/printer.service.ts';
import { removeUserFiles } from '../storage/storage.service.ts';
import { deleteUser } from './users.queries.ts';

/**
 * A new email needs the current password when the account has one: reset links go to the email, so a
 * session alone (a stolen cookie, an unlocked screen) must not be able to move it (ADR 0003). Accounts
 * without a password have nothing to ask for; their provider vouched for the sign-in.
 */
async function assertMayChangeEmail(deps: AppDeps, user: UserRow, currentPassword: string | undefined) {
  const found = await findUserWithSecrets(deps.db, { id: user.id });
  if (!found?.secrets) throw new AppError('SecretsNotFound');
  if (found.secrets.password === null) return;
  if (currentPassword === undefined || !(await verifyPassword(found.secrets.password, currentPassword)))
    throw new AppError('InvalidCredentials');
}

/**
 * Applies a profile change. A new email is unverified until its owner opens the link mailed to it, and
 * the old address is told of the change; an email or username that another account uses is refused
 * with UserAlreadyExists.
 */
export async function updateProfile(
  deps: AppDeps,
  logger: Logger,
  user: UserRow,
  input: UpdateProfileInput,
): Promise<UserRow> {
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const emailChanged = email !== undefined && email !== user.email;
  const usernameChanged = input.username !== undefined && input.username !== user.username;
  if (emailChanged) await assertMayChangeEmail(deps, user, input.currentPassword);
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
  if (emailChanged) {
    // Links mailed to the old address end here; the new one gets its own verification link below.
    await updateSecrets(deps.db, user.id, noMailedTokens);
    // The notice goes to the address the account had, in the language it had, so its owner hears of a
    // change they did not make.
    await sendEmailChangedMail(
      deps,
      logger,
      { name: user.name, email: user.email, locale: user.locale },
      updated.email,
    );
    await issueVerification(deps, logger, updated).catch((error) => logger.error({ err: error }));
  }
  return updated;
}

/** Removes the account with everything it owns: resumes, statistics, sessions, secrets and files. */
export async function deleteAccount(deps: AppDeps, user: UserRow, log: Logger): Promise<void> {
  await deleteUser(deps.db, user.id);
  // Uploaded pictures, and the printed PDFs and preview images of its resumes. The account is gone whatever
  // happens here; a store that cannot be reached (S3 down) leaves files for the operator, named in the log.
  const removals = await Promise.allSettled([
    removeUserFiles(deps, user.id),
    removeUserPrints(deps, user.id),
  ]);
  for (const [index, outcome] of removals.entries()) {
    if (outcome.status === 'rejected')
      log.error(
        { err: outcome.reason, userId: user.id },
        `Could not remove the deleted account's ${index === 0 ? 'uploaded pictures' : 'prints'}`,
      );
  }
}
