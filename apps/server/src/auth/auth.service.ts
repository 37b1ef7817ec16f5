// The rules of email-and-password accounts (docs/product.md#sign-in-and-session, #accounts, #auth-calls). Routes hand in parsed bodies; every
// failure is an AppError with a catalogue code.
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logger.ts';
import { sendResetPasswordMail, sendVerificationMail } from '../mail/mail.service.ts';
import {
  consumeResetToken,
  consumeVerificationToken,
  deleteUserSessions,
  findClash,
  findUserWithSecrets,
  insertUserWithSecrets,
  updateSecrets,
  type UserRow,
} from './auth.queries.ts';
import { signPendingTwoFactor } from './jwt.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';
import { startSession, type Device, type SessionTokens } from './session.service.ts';
import { addressToken, hashToken, isTokenForAddress } from './tokens.ts';

export const VERIFICATION_TOKEN_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_SECONDS = 60 * 60;

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Emails are stored lowercased (db/schema.ts), so every lookup lowercases too. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const assertEmailAuthEnabled = (deps: AppDeps) => {
  if (deps.config.disableEmailAuth) throw new AppError('EmailAuthDisabled');
};

/**
 * How a first factor that succeeded ends: a session on this device, or a second factor to ask for, named by a
 * short-lived pending token. The routes turn either into cookies (auth.cookies.ts setSignInCookies).
 */
export type SignInOutcome =
  | { kind: 'session-started'; user: UserRow; tokens: SessionTokens }
  | { kind: 'second-factor-pending'; user: UserRow; pendingToken: string };

export async function login(
  deps: AppDeps,
  input: { identifier: string; password: string },
  device: Device,
): Promise<SignInOutcome> {
  assertEmailAuthEnabled(deps);
  const identifier = input.identifier.trim();
  const found = await findUserWithSecrets(
    deps.db,
    identifier.includes('@') ? { email: normalizeEmail(identifier) } : { username: identifier },
  );
  if (!found) {
    await burnPasswordCheck(input.password);
    throw new AppError('InvalidCredentials');
  }
  if (!found.secrets) throw new AppError('SecretsNotFound');
  if (!found.secrets.password) throw new AppError('OAuthUser');
  if (!(await verifyPassword(found.secrets.password, input.password)))
    throw new AppError('InvalidCredentials');
  return signInOrAskSecondFactor(deps, found.user, device);
}

/** The end of every first-factor success (password or social): a session, or a pending second factor. */
export async function signInOrAskSecondFactor(
  deps: AppDeps,
  user: UserRow,
  device: Device,
): Promise<SignInOutcome> {
  if (user.twoFactorEnabled) {
    const pendingToken = await signPendingTwoFactor(deps.config.authSecret, user.id);
    return { kind: 'second-factor-pending', user, pendingToken };
  }
  return { kind: 'session-started', user, tokens: await startSession(deps, user, device) };
}

/** A new account, signed in on this device (a new account has no second factor yet). */
export async function register(
  deps: AppDeps,
  input: { name: string; username: string; email: string; password: string; locale: string },
  device: Device,
  log: Logger,
): Promise<SignInOutcome> {
  if (deps.config.disableSignups) throw new AppError('SignupsDisabled');
  assertEmailAuthEnabled(deps);
  const email = normalizeEmail(input.email);
  if (await findClash(deps.db, { email, username: input.username })) throw new AppError('UserAlreadyExists');
  const verificationToken = addressToken(deps.config.authSecret, email);
  const user = await insertUserWithSecrets(
    deps.db,
    { name: input.name, username: input.username, email, locale: input.locale, provider: 'email' },
    {
      password: await hashPassword(input.password),
      verificationToken: hashToken(deps.config.authSecret, verificationToken),
      verificationExpiresAt: inSeconds(VERIFICATION_TOKEN_SECONDS),
    },
  );
  // A concurrent registration may have taken the name between the check and the insert.
  if (!user) throw new AppError('UserAlreadyExists');
  await sendVerificationMail(deps, log, user, verificationToken);
  return { kind: 'session-started', user, tokens: await startSession(deps, user, device) };
}

export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  currentSessionId: string | null,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const found = await findUserWithSecrets(deps.db, { id: user.id });
  if (!found?.secrets) throw new AppError('SecretsNotFound');
  if (!found.secrets.password) throw new AppError('OAuthUser');
  if (!(await verifyPassword(found.secrets.password, input.currentPassword)))
    throw new AppError('InvalidCredentials');
  // Links mailed before the change end with it: a reset or verification link sent earlier belongs to the
  // account as it was.
  await updateSecrets(deps.db, user.id, { password: await hashPassword(input.password), ...noMailedTokens });
  // Whoever knew the old password is signed out everywhere else; this device stays signed in.
  await deleteUserSessions(deps.db, user.id, currentSessionId ?? undefined);
}

/** Clears every link mailed for the account (reset and verification), when its email or password changes. */
export const noMailedTokens = {
  resetToken: null,
  resetExpiresAt: null,
  verificationToken: null,
  verificationExpiresAt: null,
} as const;

export async function resendVerification(deps: AppDeps, logger: Logger, user: UserRow): Promise<void> {
  if (user.emailVerified) throw new AppError('EmailAlreadyVerified');
  await issueVerification(deps, logger, user);
}

/** Stores a fresh verification token (replacing any earlier one) and mails its link. */
export async function issueVerification(deps: AppDeps, logger: Logger, user: UserRow): Promise<void> {
  const token = addressToken(deps.config.authSecret, user.email);
  await updateSecrets(deps.db, user.id, {
    verificationToken: hashToken(deps.config.authSecret, token),
    verificationExpiresAt: inSeconds(VERIFICATION_TOKEN_SECONDS),
  });
  if (!(await sendVerificationMail(deps, logger, user, token))) throw new AppError('SomethingWentWrong');
}

export async function verifyEmail(deps: AppDeps, token: string): Promise<void> {
  const { authSecret } = deps.config;
  const userId = await consumeVerificationToken(deps.db, hashToken(authSecret, token), (email) =>
    isTokenForAddress(authSecret, token, email),
  );
  if (!userId) throw new AppError('InvalidVerificationToken');
}

/**
 * Always succeeds from the caller's point of view, so the answer never tells whether an account
 * exists; and it is given before any of the work (lookup, token write, mail), whose length differs
 * between known and unknown addresses, so the response time does not tell either.
 */
export function forgotPassword(deps: AppDeps, logger: Logger, emailInput: string): void {
  assertEmailAuthEnabled(deps);
  const email = normalizeEmail(emailInput);
  // setImmediate, not a bare promise: an in-process database (PGlite) would otherwise run the lookup and
  // the write in the same turn of the event loop as the reply, before it leaves.
  setImmediate(() =>
    issueReset(deps, logger, email).catch((error: unknown) =>
      logger.error({ err: error }, 'Password reset could not be issued'),
    ),
  );
}

async function issueReset(deps: AppDeps, logger: Logger, email: string): Promise<void> {
  const found = await findUserWithSecrets(deps.db, { email });
  if (!found?.secrets) return;
  const token = addressToken(deps.config.authSecret, found.user.email);
  await updateSecrets(deps.db, found.user.id, {
    resetToken: hashToken(deps.config.authSecret, token),
    resetExpiresAt: inSeconds(RESET_TOKEN_SECONDS),
  });
  await sendResetPasswordMail(deps, logger, found.user, token);
}

export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string },
): Promise<void> {
  assertEmailAuthEnabled(deps);
  const passwordHash = await hashPassword(input.password);
  const { authSecret } = deps.config;
  const userId = await consumeResetToken(deps.db, hashToken(authSecret, input.token), passwordHash, (email) =>
    isTokenForAddress(authSecret, input.token, email),
  );
  if (!userId) throw new AppError('InvalidResetToken');
}
