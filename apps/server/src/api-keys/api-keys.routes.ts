// Settings → API keys: GET /api-keys, POST /api-keys (the whole key is answered once), DELETE /api-keys/:id.
// Registering this feature also installs the bearer authenticator that the auth guard calls for
// `Authorization: Bearer <key>` (auth/auth.guard.ts), with a rate limit per key.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyContracts, messageResponseSchema, type ApiKeyScope } from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import { userOf } from '../auth/auth.guard.ts';
import { AppError } from '../http/app-error.ts';
import { keyReachesRoute, scopeAllows } from './api-keys.access.ts';
import { createApiKey, findLiveApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const tags = ['api-keys'];

/** Calls per key and window; a script that needs more makes a second key or waits. */
export const API_KEY_RATE_LIMIT = { max: 120, timeWindow: 60 * 1000 } as const;

export interface ApiKeysFeatureOptions {
  rateLimit?: { max: number; timeWindow: number };
  /** The clock for expiry and last use (tests move it). */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key a request authenticated with; undefined for cookie sessions and guests. */
    apiKey?: { id: string; scope: ApiKeyScope };
  }
}

export const createApiKeysRoutes =
  ({
    rateLimit = API_KEY_RATE_LIMIT,
    now = () => new Date(),
  }: ApiKeysFeatureOptions = {}): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { deps }) => {
    const { db, config } = deps;
    const { requireUser } = deps.sessions;
    const limit = app.createRateLimit({
      ...rateLimit,
      keyGenerator: (request: FastifyRequest) => `api-key:${request.apiKey?.id ?? `ip:${request.ip}`}`,
    });

    deps.sessions.acceptBearerTokens(async (request, token) => {
      const url = request.routeOptions.url;
      if (!keyReachesRoute(url)) return undefined;
      const found = await findLiveApiKey(db, config.authSecret, token, now());
      if (!found) return undefined;
      const scope = found.key.scope as ApiKeyScope;
      request.apiKey = { id: found.key.id, scope };
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError('TooManyRequests');
      if (!scopeAllows(scope, request.method, url)) throw new AppError('Forbidden');
      return found.user;
    });

    const auth = { preHandler: requireUser };

    app.get(
      apiKeyContracts.listApiKeys.path,
      { ...auth, schema: { tags, response: { 200: apiKeyContracts.listApiKeys.response } } },
      async (request) => listApiKeys(db, userOf(request).id),
    );

    app.post(
      apiKeyContracts.createApiKey.path,
      {
        ...auth,
        schema: {
          tags,
          body: apiKeyContracts.createApiKey.body,
          response: { 200: apiKeyContracts.createApiKey.response },
        },
      },
      async (request) => createApiKey(db, config.authSecret, userOf(request).id, request.body, now()),
    );

    app.delete(
      apiKeyContracts.revokeApiKey.path,
      {
        ...auth,
        schema: {
          tags,
          params: apiKeyContracts.revokeApiKey.params,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await revokeApiKey(db, userOf(request).id, request.params.id);
        return { message: 'The key has been revoked.' };
      },
    );
  };

export const apiKeysRoutes = createApiKeysRoutes();
