import { z } from 'zod';
import { api } from '@/lib/api/client';
import { signupsResponse } from '@rb/schema/contracts/user';
import { authProviderSchema, userSchema } from '@/lib/api/user-schema';

// The auth calls of docs/product.md#auth-calls that the screens make. Sign-in steps answer 401 for a wrong code or a
// missing pending cookie: those are answers, not a stale session, so they never trigger a refresh.

const messageSchema = z.object({ message: z.string() });

export type RegisterPayload = {
  name: string;
  username: string;
  email: string;
  password: string;
  locale: string;
};

export const register = (payload: RegisterPayload) =>
  api('/auth/register', { method: 'POST', body: payload, schema: userSchema, auth: 'none' });

export const forgotPassword = (email: string) =>
  api('/auth/forgot-password', { method: 'POST', body: { email }, schema: messageSchema, auth: 'none' });

export const resetPassword = (payload: { token: string; password: string }) =>
  api('/auth/reset-password', { method: 'POST', body: payload, schema: messageSchema, auth: 'none' });

export const verifyEmail = (token: string) =>
  api('/auth/verify-email', { method: 'POST', query: { token }, schema: messageSchema, auth: 'none' });

export const resendVerificationEmail = () =>
  api('/auth/verify-email/resend', { method: 'POST', schema: messageSchema });

export const verifyOtp = (code: string) =>
  api('/auth/2fa/verify', { method: 'POST', body: { code }, schema: userSchema, auth: 'none' });

export const verifyBackupCode = (code: string) =>
  api('/auth/2fa/backup', { method: 'POST', body: { code }, schema: userSchema, auth: 'none' });

export const fetchProviders = () =>
  api('/auth/providers', { schema: z.array(authProviderSchema), auth: 'none' });

export const fetchSignups = () => api('/auth/signups', { schema: signupsResponse, auth: 'none' });
