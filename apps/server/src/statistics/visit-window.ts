// Repeated visits by the same visitor within a window count once. Visitors are known only by a keyed
// hash of what their request carries anyway (address, user agent) plus the resume and a random salt that is
// replaced every UTC day, so no cookie is set, no raw address is kept, and old keys cannot be recomputed once
// their day's salt is gone. A visit just after midnight is also checked against the previous day's key, so
// the window does not restart at 00:00 (ADR 0005).
//
// Where the window lives is a store: this process's memory, or Redis when REDIS_URL is set, so that every
// instance shares the salts and the recent visits (and falls back to memory while Redis does not answer).
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '../redis.ts';

export const visitWindowMs = 30 * 60 * 1000;

const dayMs = 24 * 60 * 60 * 1000;

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

export interface Visitor {
  ip: string;
  userAgent: string;
}

export interface VisitStore {
  /** The random salt of one UTC day (`YYYY-MM-DD`); the same for everybody sharing the store. */
  salt(day: string): Promise<string>;
  /**
   * Records `ids[0]` as seen until `until` and answers true, unless one of `ids` is already seen past `now`
   * (then nothing changes: a refused visit does not extend the window).
   */
  admit(ids: string[], now: number, until: number): Promise<boolean>;
}

const newSalt = () => randomBytes(16).toString('hex');

export class MemoryVisitStore implements VisitStore {
  private readonly seen = new Map<string, number>();
  private readonly salts = new Map<string, string>();

  async salt(day: string): Promise<string> {
    let value = this.salts.get(day);
    if (!value) {
      value = newSalt();
      this.salts.set(day, value);
      // Only today's and yesterday's salts are ever asked for; older ones are forgotten for good.
      for (const known of [...this.salts.keys()].sort().slice(0, -2)) this.salts.delete(known);
    }
    return value;
  }

  async admit(ids: string[], now: number, until: number): Promise<boolean> {
    if (ids.some((id) => (this.seen.get(id) ?? 0) > now)) return false;
    this.seen.set(ids[0]!, until);
    if (this.seen.size > 10_000) for (const [id, end] of this.seen) if (end <= now) this.seen.delete(id);
    return true;
  }
}

// The stored value is the window's end by the caller's clock, so a visit is compared with the same clock that
// recorded it; the key's own expiry only cleans up.
const admitScript = `
for i = 1, #KEYS do
  local until_ = redis.call('GET', KEYS[i])
  if until_ and tonumber(until_) > tonumber(ARGV[1]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

/**
 * The window in Redis under `prefix` (salts for two days, visits for their window). While Redis cannot
 * answer, `fallback` (this process's memory) takes over and the log says so once.
 */
export class RedisVisitStore implements VisitStore {
  private readonly salts = new Map<string, string>();
  private fallingBack = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
    private readonly fallback: VisitStore = new MemoryVisitStore(),
  ) {}

  private async attempt<T>(work: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      if (this.fallingBack) this.log.info('Resume visits are counted in Redis again');
      this.fallingBack = false;
      return result;
    } catch (error) {
      if (!this.fallingBack) {
        this.log.warn({ err: error }, 'Redis did not answer: resume visits are remembered in this process');
      }
      this.fallingBack = true;
      return instead();
    }
  }

  async salt(day: string): Promise<string> {
    const cached = this.salts.get(day);
    if (cached) return cached;
    return this.attempt(
      async () => {
        const key = `${this.prefix}salt:${day}`;
        // The first instance to ask sets it; everybody then reads the same one.
        await this.redis.set(key, newSalt(), 'PX', 2 * dayMs, 'NX');
        const value = await this.redis.get(key);
        if (!value) throw new Error(`the visit salt ${key} vanished`);
        this.salts.set(day, value);
        for (const known of [...this.salts.keys()].sort().slice(0, -2)) this.salts.delete(known);
        return value;
      },
      () => this.fallback.salt(day),
    );
  }

  async admit(ids: string[], now: number, until: number): Promise<boolean> {
    return this.attempt(
      async () => {
        const keys = ids.map((id) => `${this.prefix}${id}`);
        const ttl = Math.max(1, until - now);
        return (await this.redis.eval(admitScript, keys.length, ...keys, now, until, ttl)) === 1;
      },
      () => this.fallback.admit(ids, now, until),
    );
  }
}

export class VisitWindow {
  constructor(
    readonly store: VisitStore = new MemoryVisitStore(),
    private readonly windowMs = visitWindowMs,
  ) {}

  private async keyOn(day: string, secret: string, visitor: Visitor, resumeId: string): Promise<string> {
    const salt = await this.store.salt(day);
    return createHmac('sha256', secret)
      .update(`${visitor.ip}\n${visitor.userAgent}\n${resumeId}\n${salt}`)
      .digest('base64url');
  }

  /**
   * The visitor's keys for one resume: today's, and within a window's length after midnight also
   * yesterday's, under which a visit shortly before midnight was recorded.
   */
  async keysOf(secret: string, visitor: Visitor, resumeId: string, now: Date): Promise<string[]> {
    const at = now.getTime();
    const today = utcDay(at);
    const keys = [await this.keyOn(today, secret, visitor, resumeId)];
    if (at - Date.parse(today) < this.windowMs) {
      keys.push(await this.keyOn(utcDay(at - dayMs), secret, visitor, resumeId));
    }
    return keys;
  }

  /** True when this visit counts: the first of this kind by this visitor and resume in the window. */
  async admit(kind: string, secret: string, visitor: Visitor, resumeId: string, now: Date): Promise<boolean> {
    const keys = await this.keysOf(secret, visitor, resumeId, now);
    const at = now.getTime();
    return this.store.admit(
      keys.map((key) => `${kind}:${key}`),
      at,
      at + this.windowMs,
    );
  }
}
