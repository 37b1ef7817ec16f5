import { z } from 'zod';
import type {
  ConfirmIdentityInput,
  UpdatePasswordInput,
  UpdateProfileInput,
} from '@rb/schema/validation/account';
import { api } from '@/lib/api/client';
import { userSchema } from '@/lib/api/user-schema';

// The account calls of docs/product.md#api that the settings page makes.

const messageSchema = z.object({ message: z.string() });

export const updateProfile = (patch: UpdateProfileInput) =>
  api('/user/me', { method: 'PATCH', body: patch, schema: userSchema });

export const uploadImage = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api('/storage/image', { method: 'PUT', body, schema: z.object({ url: z.string().min(1) }) });
};

/** The contract asks for the current password too: an unlocked screen must not be enough to take the account. */
export const changePassword = (payload: UpdatePasswordInput) =>
  api('/auth/password', { method: 'PATCH', body: payload, schema: messageSchema });

export const setupTwoFactor = () => api('/auth/2fa/setup', { method: 'POST', schema: messageSchema });

export const enableTwoFactor = (code: string) =>
  api('/auth/2fa/enable', {
    method: 'POST',
    body: { code },
    schema: z.object({ backupCodes: z.array(z.string()) }),
  });

/** Both ask for the password or a current code besides the session (ADR 0010). */
export const disableTwoFactor = (proof: ConfirmIdentityInput) =>
  api('/auth/2fa/disable', { method: 'POST', body: proof, schema: messageSchema });

export const deleteAccount = (proof: ConfirmIdentityInput) =>
  api('/user/me', { method: 'DELETE', body: proof, schema: messageSchema });

/** GET /api/user/me/export: the ZIP of all of the account's data (docs/product.md#data-export). */
export const dataExportUrl = '/api/user/me/export';

/** Any signed-in call refreshes an expired access token, so that a plain download that follows carries a good one. */
export const ensureFreshSession = () => api('/user/me', { schema: userSchema });
