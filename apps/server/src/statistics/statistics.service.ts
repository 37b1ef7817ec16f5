// Reading a resume's statistics. Counting is counting.service.ts (rules, plain values) and count-request.ts
// (what a route calls with its request).
import type { StatisticsDto } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { findDaily, findLinkCounts, findTotals } from './statistics.queries.ts';

// Kept for links.routes.ts and printer.service.ts, which other changes are editing at the same time; once they
// import from count-request.ts this line goes (docs/architecture.md#services-without-http).
export { countDownload, countView } from './count-request.ts';

/** Days of history the statistics call returns. */
export const dailyHistoryDays = 90;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export async function readStatistics(db: Db, resumeId: string, now = new Date()): Promise<StatisticsDto> {
  const from = new Date(now.getTime() - (dailyHistoryDays - 1) * 86_400_000);
  const [totals, daily, links] = await Promise.all([
    findTotals(db, resumeId),
    findDaily(db, resumeId, utcDay(from)),
    findLinkCounts(db, resumeId),
  ]);
  return { views: totals?.views ?? 0, downloads: totals?.downloads ?? 0, daily, links };
}
