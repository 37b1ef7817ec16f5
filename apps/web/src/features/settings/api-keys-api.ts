import { z } from 'zod';
import { apiKeyDto, createdApiKeyDto, type ApiKeyScope } from '@rb/schema';
import { api } from '@/lib/api/client';

// Settings → API keys: the calls of apps/server/src/api-keys/api-keys.routes.ts.

export const apiKeysQueryKey = ['api-keys'] as const;

export const listApiKeys = () => api('/api-keys', { schema: z.array(apiKeyDto) });

export const createApiKey = (body: { name: string; scope: ApiKeyScope; expiresAt?: string }) =>
  api('/api-keys', { method: 'POST', body, schema: createdApiKeyDto });

export const revokeApiKey = (id: string) =>
  api(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.object({ message: z.string() }) });
