// Random secrets and how they are kept: only a keyed hash is stored, and comparisons take constant time,
// so a database leak does not hand out working tokens and response timing does not leak prefixes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token with `bytes` bytes of entropy. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** HMAC-SHA-256 keyed with AUTH_SECRET, as base64url. Deterministic, so a hash can be looked up. */
export const hashToken = (authSecret: string, token: string): string =>
  createHmac('sha256', authSecret).update(token).digest('base64url');

/** Constant-time string equality (length is not secret for our fixed-length hashes). */
export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Whether `token` hashes to `storedHash`; false when nothing is stored. */
export const matchesHash = (
  authSecret: string,
  token: string,
  storedHash: string | null | undefined,
): boolean =>
  typeof storedHash === 'string' &&
  storedHash.length > 0 &&
  safeEqual(hashToken(authSecret, token), storedHash);
