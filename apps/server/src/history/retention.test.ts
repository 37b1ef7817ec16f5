// The retention rule and the list cursor, without a database.
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './history-cursor.ts';
import { snapshotsToPrune } from './retention.ts';

const now = new Date('2026-06-30T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
const snapshots = (times: Date[]) => times.map((createdAt, index) => ({ id: `s${index}`, createdAt }));

describe('snapshotsToPrune', () => {
  it('keeps everything up to 100 snapshots, however old', () => {
    const list = snapshots(Array.from({ length: 100 }, (_, index) => hoursAgo(index * 24 * 30)));
    expect(snapshotsToPrune(list, now)).toEqual([]);
  });

  it('beyond the last 100 keeps only the newest of each UTC day, and none older than 90 days', () => {
    const recent = Array.from({ length: 100 }, (_, index) => hoursAgo(index * 0.1));
    // Beyond them: three on a day 10 days back, two 89 days back, one 91 days back.
    const tenDays = [hoursAgo(240), hoursAgo(241), hoursAgo(242)];
    const list = snapshots([
      ...recent,
      ...tenDays,
      hoursAgo(89 * 24),
      hoursAgo(89 * 24 + 1),
      hoursAgo(91 * 24),
    ]);
    expect(snapshotsToPrune(list, now).sort()).toEqual(['s101', 's102', 's104', 's105']);
  });

  it('counts a day already kept among the last 100 as kept', () => {
    const list = snapshots([...Array.from({ length: 101 }, (_, index) => hoursAgo(index * 0.01))]);
    expect(snapshotsToPrune(list, now)).toEqual(['s100']);
  });

  it('decides by time, not by the order it is given', () => {
    const list = snapshots(Array.from({ length: 101 }, (_, index) => hoursAgo(index * 0.01)));
    expect(snapshotsToPrune([...list].reverse(), now)).toEqual(['s100']);
  });
});

describe('history cursor', () => {
  it('carries a position exactly and refuses anything else', () => {
    const position = {
      createdAt: new Date('2026-06-30T12:00:00.123Z'),
      id: '0b7a3c1e-5f2d-4c8b-9a6e-1d2f3a4b5c6d',
    };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    for (const bad of ['', 'bm9wZQ', Buffer.from('2026-06-30|x').toString('base64url')]) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });
});
