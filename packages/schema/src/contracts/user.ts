import { z } from 'zod';
import { authProviders, defaultLocale } from '../constants/limits.ts';
import { usernameSchema } from '../validation/account.ts';
import { dateTimeSchema } from './common.ts';

export const authProviderSchema = z.enum(authProviders);

/** Whether the server accepts new accounts (DISABLE_SIGNUPS), so the register screen can say so up front. */
export const signupsResponse = z.object({ open: z.boolean() });
export type SignupsResponse = z.infer<typeof signupsResponse>;

/** A user as every response shows it: never a password, token, secret or backup code. */
export const userSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** null or '' when there is none. */
  picture: z.string().nullable().default(null),
  username: usernameSchema,
  email: z.email(),
  locale: z.string().default(defaultLocale),
  emailVerified: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
  provider: authProviderSchema.default('email'),
  /**
   * Whether the account has a password: email accounts do, social ones do once their owner set one
   * through "forgot password" (ADR 0003). Only the fact, never the hash.
   */
  hasPassword: z.boolean().default(false),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});

export const userDto = userSchema;
export type User = z.infer<typeof userSchema>;
export type UserDto = User;

export const loginStatuses = ['authenticated', '2fa_required'] as const;
export const loginResponse = z.object({ status: z.enum(loginStatuses), user: userDto });
export type LoginResponse = z.infer<typeof loginResponse>;
export type LoginStatus = LoginResponse['status'];
