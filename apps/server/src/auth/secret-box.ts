// Secrets the server must read back (the TOTP seed) cannot be hashed like tokens, so they are sealed:
// AES-256-GCM with a key derived from AUTH_SECRET, bound to the owner's id. A leaked database or backup then
// holds nothing an attacker can turn into codes without also holding AUTH_SECRET.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
// Changing the label (or the salt) derives a different key and makes every sealed value unreadable.
const KEY_INFO = 'rb/two-factor-secret/aes-256-gcm/v1';
const KEY_SALT = 'rb-secret-box';
const IV_BYTES = 12;
// Fixed, so that a shortened tag (which GCM would otherwise accept) is refused.
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

const keyFor = (authSecret: string): Buffer => {
  let key = keys.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', authSecret, KEY_SALT, KEY_INFO, 32));
    keys.set(authSecret, key);
  }
  return key;
};

/** Whether a stored value is sealed; anything else is a plaintext value written before sealing existed. */
export const isSealed = (stored: string): boolean => stored.startsWith(`${VERSION}:`);

/** `v1:<iv>:<tag>:<ciphertext>`, each part base64url. `context` (the owner's id) must match on open. */
export function seal(authSecret: string, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(authSecret), iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join(':');
}

export class UnreadableSecretError extends Error {
  override name = 'UnreadableSecretError';
}

/**
 * The plaintext of a sealed value; a legacy plaintext value is returned as it is. Throws
 * UnreadableSecretError when the value was sealed under another AUTH_SECRET or for another owner, or was
 * altered: that is a server fault to log, not a wrong code to blame on the user.
 */
export function open(authSecret: string, stored: string, context: string): string {
  if (!isSealed(stored)) return stored;
  const [, iv, tag, ciphertext, ...rest] = stored.split(':');
  if (!iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new UnreadableSecretError('malformed sealed secret');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(authSecret), Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new UnreadableSecretError(
      'sealed secret does not open: AUTH_SECRET changed or the row was altered',
    );
  }
}
