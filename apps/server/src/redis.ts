// The Redis connection of REDIS_URL (docs/product.md#scaling-out): state that several app instances must share.
// Commands fail at once while Redis is unreachable instead of queueing, so a request never waits on it;
// callers decide what to do without it. The client keeps reconnecting in the background.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type { Redis };

export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A Redis that accepts the connection but does not answer must not hold a sign-in for long.
    commandTimeout: 500,
  });
  // One line per outage, not one per reconnection attempt (every ~2 s). A lost connection is an outage even when
  // Redis is back before a reconnection attempt has failed (no error then), so its return is still told.
  let down = false;
  let warned = false;
  redis.on('close', () => {
    down = true;
  });
  redis.on('error', (error: Error) => {
    down = true;
    if (warned) return;
    warned = true;
    log.warn({ err: error }, 'Redis at REDIS_URL is unreachable; retrying in the background');
  });
  redis.on('ready', () => {
    if (down) log.info('Redis at REDIS_URL is reachable again');
    down = false;
    warned = false;
  });
  // Starting without Redis is allowed: the rate limits fall back to memory until it answers.
  await redis.connect().catch(() => {});
  return redis;
}

/** Ends the connection: politely when it is up, at once when it is not (QUIT would wait for a reconnect). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
