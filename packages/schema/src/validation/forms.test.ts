import { describe, expect, it } from 'vitest';
import { createResumeSchema, updateResumeSchema } from './resume.ts';
import { createOpenAiKeySchema, pictureInputSchema, settingsSchema } from './settings.ts';
import {
  backupCodeSchema,
  twoFactorCodeSchema,
  twoFactorDialogSchema,
  twoFactorEnableBodySchema,
} from './two-factor.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('two-factor', () => {
  it.each([
    ['123456', []],
    [' 123456 ', []],
    ['12345', ['code must be a 6 digit number']],
    ['1234567', ['code must be a 6 digit number']],
    ['12a456', ['code must be a 6 digit number']],
    ['', ['code must be a 6 digit number']],
  ])('code %j → %j', (code, expected) => {
    expect(messages(twoFactorCodeSchema.safeParse(code))).toEqual(expected);
  });

  it('lets the dialog code stay empty but not be wrong', () => {
    expect(twoFactorDialogSchema.parse({}).code).toBe('');
    expect(twoFactorDialogSchema.parse({ code: '' }).code).toBe('');
    expect(twoFactorDialogSchema.parse({ code: '654321' }).code).toBe('654321');
    expect(twoFactorDialogSchema.safeParse({ code: '65432' }).success).toBe(false);
  });

  it('lets the enable call take an empty or malformed code, which the server answers as a wrong one', () => {
    for (const code of ['', '12a', '654321'])
      expect(twoFactorEnableBodySchema.safeParse({ code }).success).toBe(true);
    expect(twoFactorEnableBodySchema.safeParse({ code: 'x'.repeat(65) }).success).toBe(false);
    expect(twoFactorEnableBodySchema.safeParse({}).success).toBe(false);
  });

  it.each([
    ['abcde12345', true],
    ['ABCDE12345', false],
    ['abcde1234', false],
    ['abcde123456', false],
    ['abcde-1234', false],
  ])('backup code %j accepted: %s', (code, accepted) => {
    expect(backupCodeSchema.safeParse(code).success).toBe(accepted);
  });
});

describe('resume forms', () => {
  it.each([
    [
      { title: 'My CV', slug: 'My CV' },
      { title: 'My CV', slug: 'my-cv', visibility: 'private' },
    ],
    [
      { title: 'X', slug: 'x', visibility: 'public' },
      { title: 'X', slug: 'x', visibility: 'public' },
    ],
  ])('creates %j as %j', (input, expected) => {
    expect(createResumeSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{ title: '', slug: 'x' }, ['Title is required']],
    [{ title: 'x', slug: '' }, ['Slug is required']],
    [{ title: 'x', slug: '???' }, ['Slug must contain letters or digits']],
    [{ title: 'x', slug: 'x', visibility: 'hidden' }, ['Invalid option: expected one of "public"|"private"']],
  ])('refuses %j', (input, expected) => {
    expect(messages(createResumeSchema.safeParse(input))).toEqual(expected);
  });

  it('takes any part of an update, and converts its slug', () => {
    expect(updateResumeSchema.parse({})).toEqual({});
    expect(updateResumeSchema.parse({ slug: 'New Name' })).toEqual({ slug: 'new-name' });
    expect(updateResumeSchema.safeParse({ data: { metadata: { template: 'nope' } } }).success).toBe(false);
  });
});

describe('settings', () => {
  it('defaults theme and locale', () => {
    expect(settingsSchema.parse({})).toEqual({ theme: 'system', locale: 'en-US' });
    expect(settingsSchema.safeParse({ theme: 'sepia' }).success).toBe(false);
  });

  it.each([
    ['sk-abc123XYZ', []],
    ['sk-', ['key looks wrong']],
    ['sk-abc_123', ['key looks wrong']],
    ['pk-abc123', ['key looks wrong']],
  ])('OpenAI key %j → %j', (key, expected) => {
    expect(messages(createOpenAiKeySchema('key looks wrong').safeParse(key))).toEqual(expected);
  });

  it.each([
    [{ size: 128, aspectRatio: 0.1, borderRadius: 0 }, true],
    [{ size: -5, aspectRatio: 2, borderRadius: 9999 }, true],
    [{ size: 64, aspectRatio: 0.05, borderRadius: 0 }, false],
    [{ size: 64, aspectRatio: 2.05, borderRadius: 0 }, false],
    [{ size: 64, aspectRatio: 1, borderRadius: -1 }, false],
    [{ size: 64, aspectRatio: 1, borderRadius: 10000 }, false],
  ])('picture %j accepted: %s', (input, accepted) => {
    expect(pictureInputSchema.safeParse(input).success).toBe(accepted);
  });
});
