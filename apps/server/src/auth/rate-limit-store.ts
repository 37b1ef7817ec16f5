// The store behind the auth rate limits when REDIS_URL is set: counts live in Redis, so every instance sees
// the same numbers. While Redis cannot answer, each instance counts in its own memory (what a deployment
// without Redis does) and says so in the log, so sign-in neither stops nor goes unlimited.
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from '../redis.ts';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted | null) => void;

/** The store contract as @fastify/rate-limit 11 uses it (its typings differ: `child` gets the merged settings). */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: StoreParams & { routeInfo: object }): Store;
}

interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

// The plugin's own two stores, reused rather than copied: the Redis one is an atomic INCR+PEXPIRE script,
// the memory one an LRU of windows.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  namespace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/** The `store` option of @fastify/rate-limit: a class the plugin constructs with its settings. */
export function redisStoreWithFallback(
  redis: Redis,
  namespace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  let fallingBack = false;

  const run = (method: 'incr' | 'read', primary: Store, fallback: Store) =>
    function (key: string, done: Done, timeWindow: number, max: number) {
      primary[method](
        key,
        (error, result) => {
          if (!error) {
            if (fallingBack) log.info('Auth rate limits are counted in Redis again');
            fallingBack = false;
            done(null, result);
            return;
          }
          if (!fallingBack) {
            log.warn(
              { err: error },
              'Redis did not answer: auth rate limits are counted in this process until it does',
            );
          }
          fallingBack = true;
          fallback[method](key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    };

  const wrap = (params: StoreParams, fallback: Store): Store => {
    const primary = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, namespace);
    return {
      incr: run('incr', primary, fallback),
      read: run('read', primary, fallback),
      // The Redis store's own child prefixes keys with the route, which `createRateLimit` leaves undefined;
      // the auth limits put the route into their keys themselves (rate-limits.ts).
      child: (routeOptions) => wrap(routeOptions, fallback.child(routeOptions)),
    };
  };

  return class {
    constructor(params: StoreParams) {
      return wrap(params, new LocalStore(params.continueExceeding, params.exponentialBackoff));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
