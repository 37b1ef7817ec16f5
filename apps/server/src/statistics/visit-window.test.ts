import { describe, expect, it } from 'vitest';
import { VisitWindow } from './visit-window.ts';

const at = (time: string) => new Date(`2026-03-10T${time}Z`);
const visitor = { ip: '198.51.100.4', userAgent: 'Browser/1.0' };

describe('VisitWindow', () => {
  it('admits a key once per 30 minutes, per kind', () => {
    const window = new VisitWindow();
    expect(window.admit('views', 'k', at('10:00:00'))).toBe(true);
    expect(window.admit('views', 'k', at('10:29:59'))).toBe(false);
    expect(window.admit('downloads', 'k', at('10:10:00'))).toBe(true);
    expect(window.admit('views', 'k', at('10:30:00'))).toBe(true);
  });

  it('derives keys that hide the address and change with the resume, the secret and the day', () => {
    const window = new VisitWindow();
    const key = window.keyOf('secret', visitor, 'r1', at('09:00:00'));
    expect(key).not.toContain(visitor.ip);
    expect(window.keyOf('secret', visitor, 'r1', at('18:00:00'))).toBe(key);
    expect(window.keyOf('secret', visitor, 'r2', at('09:00:00'))).not.toBe(key);
    expect(window.keyOf('other', visitor, 'r1', at('09:00:00'))).not.toBe(key);
    expect(window.keyOf('secret', visitor, 'r1', new Date('2026-03-11T09:00:00Z'))).not.toBe(key);
  });
});
