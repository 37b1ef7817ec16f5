// The API-key calls (Settings → API keys) and the JSON Patch body that keys and the MCP tools send.
// Kept apart from `contracts` in endpoints.ts: those are the calls of the web app's own spec.
import { z } from 'zod';
import { dateTimeSchema, idParamsSchema } from './common.ts';

export const apiKeyScopes = ['read', 'read-write'] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const apiKeyNameSchema = z.string().trim().min(1, 'enter a name').max(100);

export const createApiKeyBody = z.object({
  name: apiKeyNameSchema,
  scope: apiKeyScopeSchema,
  /** Absent: the key never expires. Must lie in the future. */
  expiresAt: dateTimeSchema.optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const apiKeyDto = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** The start of the key (`rb_xxxxxxxx`), enough to tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  scope: apiKeyScopeSchema,
  expiresAt: dateTimeSchema.nullable(),
  lastUsedAt: dateTimeSchema.nullable(),
  createdAt: dateTimeSchema,
});
export type ApiKeyDto = z.infer<typeof apiKeyDto>;

/** The answer to a creation: the one time the whole key is shown. */
export const createdApiKeyDto = apiKeyDto.extend({ key: z.string().min(1) });
export type CreatedApiKeyDto = z.infer<typeof createdApiKeyDto>;

export const apiKeyListResponse = z.array(apiKeyDto);

export const apiKeyContracts = {
  listApiKeys: { method: 'GET', path: '/api-keys', response: apiKeyListResponse },
  createApiKey: { method: 'POST', path: '/api-keys', body: createApiKeyBody, response: createdApiKeyDto },
  revokeApiKey: { method: 'DELETE', path: '/api-keys/:id', params: idParamsSchema },
} as const;

/** RFC 6902 JSON Pointer: empty, or `/`-separated tokens with `~0` and `~1` as the only escapes. */
export const jsonPointerSchema = z
  .string()
  .regex(/^(\/([^~/]|~[01])*)*$/, 'a JSON Pointer such as /data/basics/name');

/** One RFC 6902 operation. */
export const jsonPatchOperationSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), path: jsonPointerSchema, value: z.unknown() }),
  z.object({ op: z.literal('remove'), path: jsonPointerSchema }),
  z.object({ op: z.literal('replace'), path: jsonPointerSchema, value: z.unknown() }),
  z.object({ op: z.literal('move'), from: jsonPointerSchema, path: jsonPointerSchema }),
  z.object({ op: z.literal('copy'), from: jsonPointerSchema, path: jsonPointerSchema }),
  z.object({ op: z.literal('test'), path: jsonPointerSchema, value: z.unknown() }),
]);
export type JsonPatchOperation = z.infer<typeof jsonPatchOperationSchema>;

/** PATCH /resume/{id} with Content-Type application/json-patch+json: operations on the resume as GET answers it. */
export const jsonPatchSchema = z.array(jsonPatchOperationSchema).max(1000);
export type JsonPatch = z.infer<typeof jsonPatchSchema>;
