// Limits on the calls that guess secrets or send mail (docs/product.md#security-baseline): per client address and, separately,
// per account identifier, so neither many addresses against one account nor one address against many
// accounts gets far. Signing in counts per address and account instead, and only slows an account that is
// tried from everywhere, so that strangers cannot lock its owner out (ADR 0010). In memory per process, or in Redis when REDIS_URL is set so that every instance
// shares the counts (rate-limit-store.ts, with a fall-back to memory while Redis is away).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';

/** The window of the limits; the number of attempts is AUTH_RATE_LIMIT_MAX (default 10). */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

/**
 * Past this many attempts on one account from all addresses together (within the window), each further
 * sign-in attempt on it waits `accountSlowdownMs` instead of being refused: nobody can lock an owner out.
 */
export const ACCOUNT_CEILING_FACTOR = 2;
export const accountSlowdownMs = 1000;

export interface AuthRateLimitOptions {
  /**
   * `refuse` (the default): past the limit the account's key is refused from everywhere, right for calls that
   * send mail or need a session. `slow`: for signing in, where refusing would let anyone lock the owner out;
   * the limit counts per address and account, and the account as a whole only slows down past a ceiling.
   */
  perAccount?: 'refuse' | 'slow';
}

/**
 * One preHandler checking every limit. (The plugin's `app.rateLimit()` handlers run only once per
 * request, so two of them on one route would silently skip the second; `createRateLimit` does not.)
 */
export function authRateLimits(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config'>,
  accountKey: (request: FastifyRequest) => string | undefined | Promise<string | undefined>,
  { perAccount = 'refuse' }: AuthRateLimitOptions = {},
): preHandlerAsyncHookHandler {
  const limit = { ...AUTH_RATE_LIMIT, max: deps.config.authRateLimitMax };
  // Each route counts on its own. In memory every limiter has its own map anyway; in Redis all share one
  // key space, so the route is part of the key.
  const route = (request: FastifyRequest) => `${request.method}:${request.routeOptions.url ?? request.url}`;
  const account = async (request: FastifyRequest) =>
    ((await accountKey(request)) ?? `ip:${request.ip}`).toLowerCase();
  const byAddress = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${route(request)}:ip:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    ...limit,
    keyGenerator: async (request) =>
      perAccount === 'slow'
        ? `${route(request)}:ip-account:${request.ip}:${await account(request)}`
        : `${route(request)}:account:${await account(request)}`,
  });
  const accountCeiling =
    perAccount === 'slow'
      ? app.createRateLimit({
          ...limit,
          max: limit.max * ACCOUNT_CEILING_FACTOR,
          keyGenerator: async (request) => `${route(request)}:account:${await account(request)}`,
        })
      : undefined;
  return async (request, reply) => {
    for (const check of [byAddress, byAccount]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('TooManyRequests');
      }
    }
    if (accountCeiling) {
      const result = await accountCeiling(request);
      if (!result.isAllowed && result.isExceeded)
        await new Promise((resolve) => setTimeout(resolve, accountSlowdownMs));
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
