// The pure building blocks: token hashing, TOTP, backup codes, signed cookies, password hashing.
import { describe, expect, it } from 'vitest';
import { TOTP, URI } from 'otpauth';
import { hashToken, matchesHash, randomToken, safeEqual } from './tokens.ts';
import {
  BACKUP_CODE_COUNT,
  consumeBackupCode,
  createTotpSecret,
  generateBackupCodes,
  totpStep,
  totpUri,
  verifyTotp,
} from './two-factor.ts';
import { signAccessToken, signPendingTwoFactor, verifyAccessToken, verifyPendingTwoFactor } from './jwt.ts';
import { hashPassword, verifyPassword } from './password.ts';

const secret = 'a'.repeat(48);

describe('tokens', () => {
  it('random tokens are URL-safe and distinct; hashes depend on the key', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
    expect(hashToken(secret, token)).toBe(hashToken(secret, token));
    expect(hashToken('b'.repeat(48), token)).not.toBe(hashToken(secret, token));
    expect(matchesHash(secret, token, hashToken(secret, token))).toBe(true);
    expect(matchesHash(secret, `${token}x`, hashToken(secret, token))).toBe(false);
    expect(matchesHash(secret, token, null)).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});

describe('TOTP', () => {
  it('accepts the current code and one step of drift, refuses others', () => {
    const totpSecret = createTotpSecret();
    const uri = totpUri(totpSecret, 'person@example.com');
    const totp = URI.parse(uri) as TOTP;
    expect(totp).toBeInstanceOf(TOTP);
    expect(totp.issuer).toBe('Resume Builder');
    expect(verifyTotp(totpSecret, totp.generate())).toBe(true);
    expect(verifyTotp(totpSecret, totp.generate({ timestamp: Date.now() - 30_000 }))).toBe(true);
    expect(verifyTotp(totpSecret, totp.generate({ timestamp: Date.now() + 120_000 }))).toBe(false);
    expect(verifyTotp(totpSecret, 'abcdef')).toBe(false);
    const now = Date.now();
    expect(totpStep(totpSecret, totp.generate({ timestamp: now }), now)).toBe(
      TOTP.counter({ timestamp: now }),
    );
    expect(totpStep(totpSecret, totp.generate({ timestamp: now + 30_000 }), now)).toBe(
      TOTP.counter({ timestamp: now }) + 1,
    );
  });
});

describe('backup codes', () => {
  it('generates 8 distinct codes of 10 [a-z0-9] and each hash can be spent once', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);
    const stored = codes.map((code) => hashToken(secret, code));
    const remaining = consumeBackupCode(secret, stored, codes[2]!);
    expect(remaining).toHaveLength(7);
    expect(consumeBackupCode(secret, remaining!, codes[2]!)).toBeUndefined();
    expect(consumeBackupCode(secret, stored, 'zzzzzzzzzz')).toBeUndefined();
  });
});

describe('signed cookies', () => {
  it('access and pending tokens cannot be swapped, and a wrong key is refused', async () => {
    const access = await signAccessToken(secret, { userId: 'u1', sessionId: 's1' });
    expect(await verifyAccessToken(secret, access)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(await verifyAccessToken('c'.repeat(48), access)).toBeUndefined();
    expect(await verifyPendingTwoFactor(secret, access)).toBeUndefined();
    const pending = await signPendingTwoFactor(secret, 'u1');
    expect(await verifyPendingTwoFactor(secret, pending)).toBe('u1');
    expect(await verifyAccessToken(secret, pending)).toBeUndefined();
    expect(await verifyAccessToken(secret, 'not.a.jwt')).toBeUndefined();
  });
});

describe('passwords', () => {
  it('hashes with argon2id and verifies; a damaged hash is a mismatch, not a crash', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
    expect(await verifyPassword('garbage', 'correct horse')).toBe(false);
  });
});
