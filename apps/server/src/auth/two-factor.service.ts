// Two-factor: setup stores a sealed secret (secret-box.ts), enable proves the authenticator has it and
// hands out backup codes, verify/backup complete a sign-in that stopped at 2fa_required.
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import {
  acceptTotpStep,
  findUserWithSecrets,
  replaceBackupCodes,
  replaceTwoFactorSecret,
  setTwoFactor,
  updateSecrets,
  type UserRow,
} from './auth.queries.ts';
import { verifyPendingTwoFactor } from './jwt.ts';
import { verifyPassword } from './password.ts';
import { startSession, type Device, type SessionTokens } from './session.service.ts';
import { isSealed, open, seal } from './secret-box.ts';
import { hashToken } from './tokens.ts';
import { consumeBackupCode, createTotpSecret, generateBackupCodes, totpStep, totpUri } from './two-factor.ts';

const secretsOf = async (deps: AppDeps, userId: string) => {
  const found = await findUserWithSecrets(deps.db, { id: userId });
  if (!found) throw new AppError('Unauthorized');
  if (!found.secrets) throw new AppError('SecretsNotFound');
  return { user: found.user, secrets: found.secrets };
};

/** The TOTP seed of a secrets row, whether sealed or written in plaintext before sealing existed. */
const totpSecretOf = (deps: AppDeps, userId: string, stored: string): string =>
  open(deps.config.authSecret, stored, userId);

/** Returns the otpauth URI. Calling it again before enabling replaces the secret (a new QR code). */
export async function setupTwoFactor(deps: AppDeps, user: UserRow): Promise<string> {
  const { user: current } = await secretsOf(deps, user.id);
  if (current.twoFactorEnabled) throw new AppError('TwoFactorAlreadyEnabled');
  const secret = createTotpSecret();
  await updateSecrets(deps.db, user.id, { twoFactorSecret: seal(deps.config.authSecret, secret, user.id) });
  return totpUri(secret, current.email);
}

export async function enableTwoFactor(deps: AppDeps, user: UserRow, code: string): Promise<string[]> {
  const { user: current, secrets } = await secretsOf(deps, user.id);
  if (current.twoFactorEnabled) throw new AppError('TwoFactorAlreadyEnabled');
  if (!secrets.twoFactorSecret) throw new AppError('TwoFactorNotEnabled');
  const secret = totpSecretOf(deps, user.id, secrets.twoFactorSecret);
  const step = totpStep(secret, code);
  if (step === undefined) throw new AppError('InvalidTwoFactorCode');
  const backupCodes = generateBackupCodes();
  await setTwoFactor(deps.db, user.id, true, {
    secret: seal(deps.config.authSecret, secret, user.id),
    backupCodes: backupCodes.map((backupCode) => hashToken(deps.config.authSecret, backupCode)),
    lastStep: step,
  });
  return backupCodes;
}

/**
 * For what a session alone must not do (turn two-factor off, delete the account): the current password, or
 * a current authenticator code (used once, like any code). An account with neither has nothing to ask for.
 */
export async function confirmIdentity(
  deps: AppDeps,
  user: UserRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  const { user: current, secrets } = await secretsOf(deps, user.id);
  if (proof.code !== undefined && current.twoFactorEnabled && secrets.twoFactorSecret) {
    const step = totpStep(totpSecretOf(deps, user.id, secrets.twoFactorSecret), proof.code);
    if (step === undefined || !(await acceptTotpStep(deps.db, user.id, step)))
      throw new AppError('InvalidTwoFactorCode');
    return;
  }
  if (secrets.password !== null) {
    if (proof.password === undefined || !(await verifyPassword(secrets.password, proof.password)))
      throw new AppError('InvalidCredentials');
    return;
  }
  if (current.twoFactorEnabled) throw new AppError('InvalidTwoFactorCode');
}

export async function disableTwoFactor(
  deps: AppDeps,
  user: UserRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  const { user: current } = await secretsOf(deps, user.id);
  if (!current.twoFactorEnabled) throw new AppError('TwoFactorNotEnabled');
  await confirmIdentity(deps, user, proof);
  await setTwoFactor(deps.db, user.id, false, { secret: null, backupCodes: [], lastStep: null });
}

/** The user waiting for a second factor, named by the pending token that a first factor handed out. */
async function pendingUserId(deps: AppDeps, pendingToken: string | undefined): Promise<string> {
  const userId = pendingToken && (await verifyPendingTwoFactor(deps.config.authSecret, pendingToken));
  if (!userId) throw new AppError('Unauthorized');
  return userId;
}

/** A second factor that completes a sign-in: the session it starts on this device. */
export interface SecondFactorSession {
  kind: 'session-started';
  user: UserRow;
  tokens: SessionTokens;
}

export async function verifyTwoFactor(
  deps: AppDeps,
  pendingToken: string | undefined,
  code: string,
  device: Device,
): Promise<SecondFactorSession> {
  const { user, secrets } = await secretsOf(deps, await pendingUserId(deps, pendingToken));
  if (!user.twoFactorEnabled || !secrets.twoFactorSecret) throw new AppError('TwoFactorNotEnabled');
  const secret = totpSecretOf(deps, user.id, secrets.twoFactorSecret);
  const step = totpStep(secret, code);
  // A code seen before (or older than the last one used) is refused: someone may have watched it typed.
  if (step === undefined || !(await acceptTotpStep(deps.db, user.id, step))) {
    throw new AppError('InvalidTwoFactorCode');
  }
  // A row from before sealing is sealed on its first successful use; conditional, so a disable that raced
  // this request is not undone.
  if (!isSealed(secrets.twoFactorSecret)) {
    await replaceTwoFactorSecret(
      deps.db,
      user.id,
      secrets.twoFactorSecret,
      seal(deps.config.authSecret, secret, user.id),
    );
  }
  return { kind: 'session-started', user, tokens: await startSession(deps, user, device) };
}

export async function useBackupCode(
  deps: AppDeps,
  pendingToken: string | undefined,
  code: string,
  device: Device,
): Promise<SecondFactorSession> {
  const { user, secrets } = await secretsOf(deps, await pendingUserId(deps, pendingToken));
  if (!user.twoFactorEnabled) throw new AppError('TwoFactorNotEnabled');
  const remaining = consumeBackupCode(deps.config.authSecret, secrets.twoFactorBackupCodes, code);
  if (!remaining) throw new AppError('InvalidTwoFactorBackupCode');
  // Lost the race to a parallel request with the same code: that request spent it.
  if (!(await replaceBackupCodes(deps.db, user.id, secrets.twoFactorBackupCodes, remaining))) {
    throw new AppError('InvalidTwoFactorBackupCode');
  }
  return { kind: 'session-started', user, tokens: await startSession(deps, user, device) };
}
