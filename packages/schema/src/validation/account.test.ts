import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  deleteAccountConfirmationSchema,
  loginSchema,
  newPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  updateProfileSchema,
  usernameMessage,
  usernameSchema,
} from './account.ts';

/** '' when the input is accepted, else the first issue as "path: message". */
const verdict = (schema: z.ZodType, input: unknown): string => {
  const result = schema.safeParse(input);
  if (result.success) return '';
  const issue = result.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
};

describe('username', () => {
  it.each([
    ['abc', ''],
    ['a.b-c_d9', ''],
    ['x'.repeat(255), ''],
    ['ab', ': Usernames must be at least 3 characters long.'],
    ['x'.repeat(256), ': Usernames must be at most 255 characters long.'],
    ['Upper', `: ${usernameMessage}`],
    ['with space', `: ${usernameMessage}`],
    ['émile', `: ${usernameMessage}`],
  ])('%j → %j', (input, expected) => {
    expect(verdict(usernameSchema, input)).toBe(expected);
  });

  it('states the rule in the product words', () => {
    expect(usernameMessage).toBe(
      'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
    );
  });
});

describe('login', () => {
  it.each([
    [{ identifier: 'someone@example.com', password: 'secret' }, ''],
    [{ identifier: 'someone', password: 'secret' }, ''],
    [{ identifier: 'some@one', password: 'secret' }, 'identifier: enter a valid email'],
    [{ identifier: 'Some One', password: 'secret' }, `identifier: ${usernameMessage}`],
    [{ identifier: 'someone', password: '12345' }, 'password: Passwords must be at least 6 characters long.'],
  ])('%j → %j', (input, expected) => {
    expect(verdict(loginSchema, input)).toBe(expected);
  });
});

describe('registration', () => {
  const valid = { name: 'Ada Byron', email: 'ada@example.com', username: 'ada', password: 'secret' };

  it('defaults the locale to en-US', () => {
    expect(registerSchema.parse(valid).locale).toBe('en-US');
    expect(registerSchema.parse({ ...valid, locale: 'de-DE' }).locale).toBe('de-DE');
  });

  it.each([
    [{ name: 'Al' }, 'name: Names must be at least 3 characters long.'],
    [{ name: 'x'.repeat(256) }, 'name: Names must be at most 255 characters long.'],
    [{ email: 'nope' }, 'email: enter a valid email'],
    [{ username: 'A!' }, 'username: Usernames must be at least 3 characters long.'],
    [{ password: 'short' }, 'password: Passwords must be at least 6 characters long.'],
  ])('%j → %j', (change, expected) => {
    expect(verdict(registerSchema, { ...valid, ...change })).toBe(expected);
  });
});

describe('passwords', () => {
  it.each([
    [{ token: 't', password: 'secret' }, ''],
    [{ token: '', password: 'secret' }, 'token: The reset link is incomplete.'],
    [{ token: 't', password: 'abc' }, 'password: Passwords must be at least 6 characters long.'],
  ])('reset %j → %j', (input, expected) => {
    expect(verdict(resetPasswordSchema, input)).toBe(expected);
  });

  it.each([
    [{ password: 'secret', confirmPassword: 'secret' }, ''],
    [{ password: 'secret', confirmPassword: 'secreT' }, 'confirmPassword: The passwords do not match.'],
    [
      { password: 'secret', confirmPassword: 'abc' },
      'confirmPassword: Passwords must be at least 6 characters long.',
    ],
  ])('new password %j → %j', (input, expected) => {
    expect(verdict(newPasswordSchema, input)).toBe(expected);
  });
});

describe('account deletion and profile', () => {
  it.each([
    ['delete', true],
    ['Delete', false],
    ['delete ', false],
    ['', false],
  ])('confirmation %j accepted: %s', (input, accepted) => {
    expect(deleteAccountConfirmationSchema.safeParse(input).success).toBe(accepted);
  });

  it.each([
    [{}, ''],
    [{ locale: 'fr-FR' }, ''],
    [{ picture: null }, ''],
    [{ picture: '' }, ''],
    [{ picture: 'https://example.com/me.png' }, ''],
    [{ picture: '/api/storage/u1/picture.webp' }, ''],
    [{ picture: 'javascript:alert(1)' }, 'picture: Invalid input'],
    [{ picture: '/\\evil.example/me.png' }, 'picture: Invalid input'],
    [{ picture: '//evil.example/me.png' }, 'picture: Invalid input'],
    [{ username: 'Bad Name' }, `username: ${usernameMessage}`],
    [{ email: 'x' }, 'email: enter a valid email'],
    [{ email: 'new@example.com', currentPassword: 'secret' }, ''],
    [{ email: 'new@example.com', currentPassword: '' }, 'currentPassword: Enter your current password.'],
  ])('profile update %j → %j', (input, expected) => {
    expect(verdict(updateProfileSchema, input)).toBe(expected);
  });
});

describe('password change (PATCH /auth/password)', () => {
  it.each([
    [{ currentPassword: 'old', password: 'new-secret' }, ''],
    [{ password: 'new-secret' }, 'currentPassword: Invalid input: expected string, received undefined'],
    [{ currentPassword: '', password: 'new-secret' }, 'currentPassword: Enter your current password.'],
    [
      { currentPassword: 'old', password: 'short' },
      'password: Passwords must be at least 6 characters long.',
    ],
  ])('%j → %j', (input, expected) => {
    expect(verdict(updatePasswordSchema, input)).toBe(expected);
  });
});
