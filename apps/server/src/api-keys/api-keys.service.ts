// The rules of API keys: a user creates, lists and revokes their own; a request carrying one acts as its
// owner on the resume and letter calls its scope allows (api-keys.access.ts), and nowhere else.
import type { ApiKeyDto, ApiKeyScope, CreatedApiKeyDto } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { apiKeyMatches, generateApiKey, hashApiKey, prefixOf } from './api-key-secret.ts';
import {
  countApiKeysOfUser,
  deleteApiKeyOfUser,
  findApiKeyWithUser,
  insertApiKey,
  listApiKeysOfUser,
  touchApiKey,
  type ApiKeyRow,
} from './api-keys.queries.ts';

/** Enough for every script and assistant a person runs; a bound so that one account cannot fill the table. */
export const maxApiKeysPerUser = 25;

/** `lastUsedAt` is written at most this often per key, so that a busy key does not write on every call. */
const touchIntervalMs = 60_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toApiKeyDto = (row: ApiKeyRow): ApiKeyDto => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scope: row.scope as ApiKeyScope,
  expiresAt: row.expiresAt,
  lastUsedAt: row.lastUsedAt,
  createdAt: row.createdAt,
});

export async function createApiKey(
  db: Db,
  authSecret: string,
  userId: string,
  input: { name: string; scope: ApiKeyScope; expiresAt?: Date },
  now: Date,
): Promise<CreatedApiKeyDto> {
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('ValidationError', {
      issues: [{ path: 'expiresAt', message: 'the expiry must lie in the future' }],
    });
  }
  if ((await countApiKeysOfUser(db, userId)) >= maxApiKeysPerUser) {
    throw new AppError('ValidationError', {
      issues: [{ path: 'name', message: `at most ${maxApiKeysPerUser} keys; revoke one first` }],
    });
  }
  const { key, prefix } = generateApiKey();
  const row = await insertApiKey(db, {
    userId,
    name: input.name,
    prefix,
    hash: hashApiKey(authSecret, key),
    scope: input.scope,
    expiresAt: input.expiresAt ?? null,
  });
  return { ...toApiKeyDto(row), key };
}

export const listApiKeys = async (db: Db, userId: string): Promise<ApiKeyDto[]> =>
  (await listApiKeysOfUser(db, userId)).map(toApiKeyDto);

/** Revocation deletes the key: the next request with it is a stranger's. Another user's key is not found. */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id) || !(await deleteApiKeyOfUser(db, userId, id))) throw new AppError('NotFound');
}

/**
 * The key and its owner when `candidate` is a live key (right hash, not expired); undefined otherwise, so
 * that a wrong, revoked or expired key is answered exactly like a missing one.
 */
export async function findLiveApiKey(db: Db, authSecret: string, candidate: string, now: Date) {
  const prefix = prefixOf(candidate);
  if (!prefix) return undefined;
  const found = await findApiKeyWithUser(db, prefix);
  if (!found || !apiKeyMatches(authSecret, candidate, found.key.hash)) return undefined;
  if (found.key.expiresAt && found.key.expiresAt.getTime() <= now.getTime()) return undefined;
  if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() >= touchIntervalMs) {
    await touchApiKey(db, found.key.id, now);
  }
  return found;
}
