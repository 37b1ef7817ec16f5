// What an API key looks like and how it is kept. The key is `rb_<8 characters>_<43 characters>`: the first
// part (the prefix) is stored as it is to find the row and to name the key in the list; the whole key is
// stored only as an HMAC-SHA-256 under a key derived from AUTH_SECRET (as auth/secret-box.ts derives its
// own), so a leaked database holds no working key and the hash cannot be checked without AUTH_SECRET.
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { safeEqual } from '../auth/tokens.ts';

// Changing the label (or the salt) derives another key and makes every stored key fail.
const KEY_INFO = 'rb/api-key/hmac-sha256/v1';
const KEY_SALT = 'rb-api-keys';

const keys = new Map<string, Buffer>();
const hmacKey = (authSecret: string): Buffer => {
  let key = keys.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', authSecret, KEY_SALT, KEY_INFO, 32));
    keys.set(authSecret, key);
  }
  return key;
};

const keyPattern = /^(rb_[A-Za-z0-9]{8})_[A-Za-z0-9_-]{43}$/;
const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh key and its prefix. The prefix is random too, so it gives nothing of the rest away. */
export function generateApiKey(): { key: string; prefix: string } {
  // 62 alphanumerics from bytes below 248 (4 × 62) stay uniform.
  let prefix = 'rb_';
  while (prefix.length < 11) {
    const byte = randomBytes(1)[0]!;
    if (byte < 248) prefix += alphanumeric[byte % 62];
  }
  return { key: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

/** The prefix of something shaped like a key; undefined for anything else (no database look-up then). */
export const prefixOf = (candidate: string): string | undefined => keyPattern.exec(candidate)?.[1];

export const hashApiKey = (authSecret: string, key: string): string =>
  createHmac('sha256', hmacKey(authSecret)).update(key).digest('base64url');

export const apiKeyMatches = (authSecret: string, key: string, storedHash: string): boolean =>
  safeEqual(hashApiKey(authSecret, key), storedHash);
