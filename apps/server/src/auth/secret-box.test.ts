// The sealing of server-readable secrets, without a database.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, open, seal, UnreadableSecretError } from './secret-box.ts';
import { createTotpSecret } from './two-factor.ts';

const authSecret = randomBytes(32).toString('hex');

describe('secret box', () => {
  it('round-trips, with a fresh IV every time', () => {
    const secret = createTotpSecret();
    const a = seal(authSecret, secret, 'user-1');
    const b = seal(authSecret, secret, 'user-1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(isSealed(a)).toBe(true);
    expect(open(authSecret, a, 'user-1')).toBe(secret);
    expect(open(authSecret, b, 'user-1')).toBe(secret);
  });

  it('passes legacy plaintext through (base32 never contains a colon)', () => {
    const secret = createTotpSecret();
    expect(isSealed(secret)).toBe(false);
    expect(open(authSecret, secret, 'user-1')).toBe(secret);
  });

  it('refuses another owner, another AUTH_SECRET, an altered ciphertext and a shortened tag', () => {
    const sealed = seal(authSecret, createTotpSecret(), 'user-1');
    const [version, iv, tag, ciphertext] = sealed.split(':') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    const shortTag = Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url');
    const cases: [string, string, string][] = [
      [authSecret, sealed, 'user-2'],
      [randomBytes(32).toString('hex'), sealed, 'user-1'],
      [authSecret, [version, iv, tag, flipped.toString('base64url')].join(':'), 'user-1'],
      [authSecret, [version, iv, shortTag, ciphertext].join(':'), 'user-1'],
      [authSecret, 'v1:only-two', 'user-1'],
    ];
    for (const [key, value, context] of cases) {
      expect(() => open(key, value, context)).toThrow(UnreadableSecretError);
    }
  });

  it('costs microseconds per verify (printed, not asserted)', () => {
    const secret = createTotpSecret();
    const sealed = seal(authSecret, secret, 'user-1');
    const runs = 20_000;
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) open(authSecret, sealed, 'user-1');
    const openUs = Number(process.hrtime.bigint() - start) / runs / 1000;
    const sealStart = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) seal(authSecret, secret, 'user-1');
    const sealUs = Number(process.hrtime.bigint() - sealStart) / runs / 1000;
    console.log(`secret box: open ${openUs.toFixed(1)} µs, seal ${sealUs.toFixed(1)} µs (mean of ${runs})`);
    expect(open(authSecret, sealed, 'user-1')).toBe(secret);
  });
});
