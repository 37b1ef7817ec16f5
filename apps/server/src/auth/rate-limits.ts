// Limits on the calls that guess secrets or send mail (docs/product.md#security-baseline): per client address and, separately,
// per account identifier, so neither many addresses against one account nor one address against many
// accounts gets far. In memory per process, or in Redis when REDIS_URL is set so that every instance
// shares the counts (rate-limit-store.ts, with a fall-back to memory while Redis is away).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../http/app-error.ts';

/** The window of the limits; the number of attempts is AUTH_RATE_LIMIT_MAX (default 10). */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

/**
 * One preHandler checking both limits. (The plugin's `app.rateLimit()` handlers run only once per
 * request, so two of them on one route would silently skip the second; `createRateLimit` does not.)
 */
export function authRateLimits(
  app: FastifyInstance,
  accountKey: (request: FastifyRequest) => string | undefined | Promise<string | undefined>,
): preHandlerAsyncHookHandler {
  const limit = { ...AUTH_RATE_LIMIT, max: app.deps.config.authRateLimitMax };
  // Each route counts on its own. In memory every limiter has its own map anyway; in Redis all share one
  // key space, so the route is part of the key.
  const route = (request: FastifyRequest) => `${request.method}:${request.routeOptions.url ?? request.url}`;
  const byAddress = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${route(request)}:ip:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    ...limit,
    keyGenerator: async (request) =>
      `${route(request)}:account:${((await accountKey(request)) ?? `ip:${request.ip}`).toLowerCase()}`,
  });
  return async (request, reply) => {
    for (const check of [byAddress, byAccount]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('TooManyRequests');
      }
    }
  };
}

/** A string field of the parsed JSON body, for keying a limit by the account it names. */
export const bodyField =
  (field: string) =>
  (request: FastifyRequest): string | undefined => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim() : undefined;
  };
