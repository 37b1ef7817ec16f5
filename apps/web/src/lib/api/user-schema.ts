import { z } from 'zod';

// The user as /api/user/me answers it (spec §3). Kept loose on purpose until the HTTP contracts
// of @rb/schema land; then this schema should be replaced by the shared one.
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  picture: z.string().nullish(),
  locale: z.string().default('en-US'),
  emailVerified: z.boolean().default(false),
  twoFactorEnabled: z.boolean().default(false),
  provider: z.enum(['email', 'github', 'google']).default('email'),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  status: z.enum(['authenticated', '2fa_required']),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
