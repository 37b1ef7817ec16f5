import { describe, expect, it } from 'vitest';
import { MemoryVisitStore, VisitWindow } from './visit-window.ts';

const at = (time: string, day = '2026-03-10') => new Date(`${day}T${time}Z`);
const visitor = { ip: '198.51.100.4', userAgent: 'Browser/1.0' };

describe('VisitWindow', () => {
  it('admits a visitor once per 30 minutes, per kind and per resume', async () => {
    const window = new VisitWindow();
    const admit = (kind: string, time: string, resumeId = 'r1') =>
      window.admit(kind, 'secret', visitor, resumeId, at(time));
    expect(await admit('views', '10:00:00')).toBe(true);
    expect(await admit('views', '10:29:59')).toBe(false);
    expect(await admit('downloads', '10:10:00')).toBe(true);
    expect(await admit('views', '10:10:00', 'r2')).toBe(true);
    // A refused visit does not extend the window.
    expect(await admit('views', '10:30:00')).toBe(true);
  });

  it('does not restart the window at midnight UTC: 23:50 and 00:10 count once', async () => {
    const window = new VisitWindow();
    const admit = (time: string, day: string) =>
      window.admit('views', 'secret', visitor, 'r1', at(time, day));
    expect(await admit('23:50:00', '2026-03-10')).toBe(true);
    expect(await admit('00:10:00', '2026-03-11')).toBe(false);
    expect(await admit('00:19:59', '2026-03-11')).toBe(false);
    // 30 minutes after the visit of 23:50 the visitor counts again, and is then remembered under today's key.
    expect(await admit('00:20:00', '2026-03-11')).toBe(true);
    expect(await admit('00:40:00', '2026-03-11')).toBe(false);
  });

  it('looks at the previous day only in the first 30 minutes of a day', async () => {
    const window = new VisitWindow();
    const keys = (time: string) => window.keysOf('secret', visitor, 'r1', at(time, '2026-03-11'));
    expect(await keys('00:29:59')).toHaveLength(2);
    expect(await keys('00:30:00')).toHaveLength(1);
    const [today, yesterday] = await keys('00:00:00');
    expect((await window.keysOf('secret', visitor, 'r1', at('23:00:00', '2026-03-10')))[0]).toBe(yesterday);
    expect(today).not.toBe(yesterday);
  });

  it('derives keys that hide the address and change with the resume, the secret and the day', async () => {
    const window = new VisitWindow();
    const [key] = await window.keysOf('secret', visitor, 'r1', at('09:00:00'));
    expect(key).not.toContain(visitor.ip);
    expect((await window.keysOf('secret', visitor, 'r1', at('18:00:00')))[0]).toBe(key);
    expect((await window.keysOf('secret', visitor, 'r2', at('09:00:00')))[0]).not.toBe(key);
    expect((await window.keysOf('other', visitor, 'r1', at('09:00:00')))[0]).not.toBe(key);
    expect((await window.keysOf('secret', visitor, 'r1', at('09:00:00', '2026-03-11')))[0]).not.toBe(key);
    // Another process (its own random salts) cannot recompute them.
    expect((await new VisitWindow().keysOf('secret', visitor, 'r1', at('09:00:00')))[0]).not.toBe(key);
  });

  it('forgets salts older than yesterday for good', async () => {
    const store = new MemoryVisitStore();
    const first = await store.salt('2026-03-10');
    expect(await store.salt('2026-03-10')).toBe(first);
    await store.salt('2026-03-11');
    await store.salt('2026-03-12');
    expect(await store.salt('2026-03-10')).not.toBe(first);
  });
});
