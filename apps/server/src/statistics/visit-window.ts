// Repeated visits by the same visitor within a window count once. Visitors are known only by a keyed
// hash of what their request carries anyway (address, user agent) plus the resume and a salt that is
// replaced every day, so no cookie is set, no raw address is kept, and yesterday's keys cannot be
// recomputed. Kept in memory: one instance's view of recent visitors is enough for a counter.
import { createHmac, randomBytes } from 'node:crypto';

export const visitWindowMs = 30 * 60 * 1000;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export class VisitWindow {
  private readonly seen = new Map<string, number>();
  private salt = { day: '', value: '' };

  constructor(private readonly windowMs = visitWindowMs) {}

  private saltFor(now: Date): string {
    const day = utcDay(now);
    if (this.salt.day !== day) this.salt = { day, value: randomBytes(16).toString('hex') };
    return this.salt.value;
  }

  /** The visitor's key for one resume on the current day. */
  keyOf(secret: string, visitor: { ip: string; userAgent: string }, resumeId: string, now: Date): string {
    return createHmac('sha256', secret)
      .update(`${visitor.ip}\n${visitor.userAgent}\n${resumeId}\n${this.saltFor(now)}`)
      .digest('base64url');
  }

  /** True when this visit counts: the first by this key (and kind) in the window. */
  admit(kind: string, key: string, now: Date): boolean {
    const at = now.getTime();
    const id = `${kind}:${key}`;
    const until = this.seen.get(id);
    if (until !== undefined && until > at) return false;
    this.seen.set(id, at + this.windowMs);
    if (this.seen.size > 10_000) this.prune(at);
    return true;
  }

  private prune(at: number): void {
    for (const [id, until] of this.seen) if (until <= at) this.seen.delete(id);
  }
}
