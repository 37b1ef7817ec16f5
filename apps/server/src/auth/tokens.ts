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

const addressTagLength = 22;
const addressTag = (authSecret: string, random: string, email: string): string =>
  createHmac('sha256', authSecret)
    .update(`address\0${random}\0${email}`)
    .digest('base64url')
    .slice(0, addressTagLength);

/**
 * A mailed token that names the address it was sent to (random part, then a tag over both; base64url only, so
 * links and the pages that read them need no change): opening it can verify that address and no other, even
 * when the account's address changed while the mail was on its way.
 */
export const addressToken = (authSecret: string, email: string): string => {
  const random = randomToken(32);
  return `${random}${addressTag(authSecret, random, email)}`;
};

/** Whether `token` (from addressToken) was made for `email`. */
export const isTokenForAddress = (authSecret: string, token: string, email: string): boolean => {
  const random = token.slice(0, -addressTagLength);
  return (
    random.length > 0 && safeEqual(token.slice(-addressTagLength), addressTag(authSecret, random, email))
  );
};
