// Limits on the calls that guess secrets or send mail (design.md §8): per client address and, separately,
// per account identifier, so neither many addresses against one account nor one address against many
// accounts gets far. In memory per process; the plugin's Redis store is the path to several instances.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';

export const AUTH_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

/** Two preHandlers: one keyed by the client address, one by what `accountKey` names (when it names one). */
export function authRateLimits(
  app: FastifyInstance,
  accountKey: (request: FastifyRequest) => string | undefined | Promise<string | undefined>,
): preHandlerHookHandler[] {
  return [
    app.rateLimit({ ...AUTH_RATE_LIMIT, keyGenerator: (request) => `ip:${request.ip}` }),
    app.rateLimit({
      ...AUTH_RATE_LIMIT,
      keyGenerator: async (request) =>
        `account:${((await accountKey(request)) ?? `ip:${request.ip}`).toLowerCase()}`,
    }),
  ];
}

/** A string field of the parsed JSON body, for keying a limit by the account it names. */
export const bodyField =
  (field: string) =>
  (request: FastifyRequest): string | undefined => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim() : undefined;
  };
