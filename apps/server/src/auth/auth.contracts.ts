// Request shapes the auth routes need beyond @rb/schema's contracts.
import { z } from 'zod';
import { passwordSchema, updatePasswordSchema } from '@rb/schema';

/**
 * PATCH /auth/password. The spec lists only `password`; changing a password without knowing the
 * current one would let anyone at an unlocked screen take the account, so `currentPassword` is required.
 * (Not in @rb/schema's updatePasswordSchema yet; the web form must send it.)
 */
export const changePasswordBody = updatePasswordSchema.extend({
  currentPassword: passwordSchema.or(z.string().min(1)),
});
