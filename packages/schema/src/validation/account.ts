/** Rules of the account forms: names, usernames, emails, passwords. */
import { z } from 'zod';
import {
  accountDeletionConfirmation,
  defaultLocale,
  nameLength,
  passwordMinLength,
  usernameLength,
} from '../constants/limits.ts';
import { isSameOriginPath } from '../resume/url.ts';

export const usernamePattern = /^[a-z0-9._-]+$/;
export const usernameMessage =
  'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.';

export const usernameSchema = z
  .string()
  .min(usernameLength.min, `Usernames must be at least ${usernameLength.min} characters long.`)
  .max(usernameLength.max, `Usernames must be at most ${usernameLength.max} characters long.`)
  .regex(usernamePattern, usernameMessage);

export const nameSchema = z
  .string()
  .trim()
  .min(nameLength.min, `Names must be at least ${nameLength.min} characters long.`)
  .max(nameLength.max, `Names must be at most ${nameLength.max} characters long.`);

export const emailSchema = z.email('enter a valid email');

export const passwordSchema = z
  .string()
  .min(passwordMinLength, `Passwords must be at least ${passwordMinLength} characters long.`);

export const localeSchema = z.string().min(1).default(defaultLocale);

export const loginSchema = z.object({
  /** An email when it contains @, otherwise a username. */
  identifier: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const rule = value.includes('@') ? emailSchema : usernameSchema;
      const result = rule.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      }
    }),
  password: passwordSchema,
});

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  username: usernameSchema,
  locale: localeSchema,
  password: passwordSchema,
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'The reset link is incomplete.'),
  password: passwordSchema,
});

export const passwordMismatchMessage = 'The passwords do not match.';

/** The settings form: the mismatch is reported under the confirm field. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: passwordSchema })
  .refine((value) => value.password === value.confirmPassword, {
    message: passwordMismatchMessage,
    path: ['confirmPassword'],
  });

export const currentPasswordMessage = 'Enter your current password.';

/** The password the account has now, for changes a stolen session alone must not make. */
export const currentPasswordSchema = z.string().min(1, currentPasswordMessage);

/**
 * PATCH /auth/password. docs/product.md#auth-calls lists only `password`; the current one is required too, so that an
 * unlocked screen or a stolen session is not enough to take the account (ADR 0003).
 */
export const updatePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  password: passwordSchema,
});

export const deleteAccountConfirmationSchema = z
  .string()
  .refine((value) => value === accountDeletionConfirmation, {
    message: `Type "${accountDeletionConfirmation}" to confirm.`,
  });

/**
 * What turning two-factor off and deleting the account ask for besides the session (ADR 0010): the current
 * password, or a current code from the authenticator app. An account with neither has nothing to ask for.
 */
export const confirmIdentitySchema = z.object({
  password: z.string().max(1024).optional(),
  code: z.string().max(32).optional(),
});
export type ConfirmIdentityInput = z.infer<typeof confirmIdentitySchema>;

export const updateProfileSchema = z
  .object({
    name: nameSchema,
    locale: z.string().min(1),
    username: usernameSchema,
    email: emailSchema,
    /** '' or null removes the picture. */
    picture: z.union([
      z.literal(''),
      z.null(),
      z.url({ protocol: /^https?$/ }),
      z.string().refine(isSameOriginPath, { message: 'enter a valid url' }),
    ]),
    /**
     * Required with a new email when the account has a password (otherwise InvalidCredentials): the
     * email is where reset links go, so changing it re-authenticates (ADR 0003).
     */
    currentPassword: currentPasswordSchema,
  })
  .partial();

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;
