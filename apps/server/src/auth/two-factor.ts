// TOTP (RFC 6238, 6 digits, 30 s, SHA-1 — what authenticator apps expect) and backup codes.
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken, safeEqual } from './tokens.ts';

const ISSUER = 'Resume Builder';

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit TOTP secret, base32 encoded. */
export const createTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, label: string): string => totpFor(secret, label).toString();

/**
 * The 30-second time step a code belongs to, accepting the current step and one either side for clock
 * drift; undefined for a wrong code. Callers store the step so that the same code cannot be replayed.
 */
export const totpStep = (secret: string, code: string, timestamp = Date.now()): number | undefined => {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(secret, 'check').validate({ token: code, window: 1, timestamp });
  return delta === null ? undefined : TOTP.counter({ period: 30, timestamp }) + delta;
};

export const verifyTotp = (secret: string, code: string): boolean => totpStep(secret, code) !== undefined;

const BACKUP_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const BACKUP_CODE_COUNT = 8;
export const BACKUP_CODE_LENGTH = 10;

/** 8 codes of 10 characters [a-z0-9] (about 51 bits each), drawn without modulo bias. */
export const generateBackupCodes = (): string[] =>
  Array.from({ length: BACKUP_CODE_COUNT }, () =>
    Array.from({ length: BACKUP_CODE_LENGTH }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join(
      '',
    ),
  );

/**
 * Finds the stored hash that `code` matches. Every hash is compared (no early exit) so the time taken
 * does not tell which position matched. Returns the remaining hashes, or undefined when none matched.
 */
export const consumeBackupCode = (
  authSecret: string,
  storedHashes: string[],
  code: string,
): string[] | undefined => {
  const candidate = hashToken(authSecret, code.trim().toLowerCase());
  let matchedIndex = -1;
  storedHashes.forEach((stored, index) => {
    if (safeEqual(candidate, stored) && matchedIndex === -1) matchedIndex = index;
  });
  return matchedIndex === -1 ? undefined : storedHashes.filter((_, index) => index !== matchedIndex);
};
