// Reading a resume's or a letter's statistics. Counting is counting.service.ts (rules, plain values) and count-request.ts
// (what a route calls with its request).
import type { StatisticsDto } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { findDaily, findLetterTotals, findLinkCounts, findTotals } from './statistics.queries.ts';

/** Days of history the statistics call returns. */
export const dailyHistoryDays = 90;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export async function readStatistics(db: Db, resumeId: string, now = new Date()): Promise<StatisticsDto> {
  const from = new Date(now.getTime() - (dailyHistoryDays - 1) * 86_400_000);
  const [totals, daily, links] = await Promise.all([
    findTotals(db, resumeId),
    findDaily(db, resumeId, utcDay(from)),
    findLinkCounts(db, { kind: 'resume', id: resumeId }),
  ]);
  return { views: totals?.views ?? 0, downloads: totals?.downloads ?? 0, daily, links };
}

/** A letter's totals and each live link's counts; letters keep no daily series. */
export async function readLetterStatistics(db: Db, letterId: string): Promise<StatisticsDto> {
  const [totals, links] = await Promise.all([
    findLetterTotals(db, letterId),
    findLinkCounts(db, { kind: 'letter', id: letterId }),
  ]);
  return { views: totals?.views ?? 0, downloads: totals?.downloads ?? 0, links };
}
