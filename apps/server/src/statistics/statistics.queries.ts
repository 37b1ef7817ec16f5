// Counters per resume (totals) and per resume and day (the series the builder charts).
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { statistics, statisticsDaily } from '../db/schema.ts';

export type Counter = 'views' | 'downloads';

/** Adds one to the total and to the day's row, creating either when missing. */
export async function incrementCounter(
  db: Db,
  resumeId: string,
  counter: Counter,
  day: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(statistics)
      .values({ resumeId, [counter]: 1 })
      .onConflictDoUpdate({
        target: statistics.resumeId,
        set: { [counter]: sql`${statistics[counter]} + 1` },
      });
    await tx
      .insert(statisticsDaily)
      .values({ resumeId, day, [counter]: 1 })
      .onConflictDoUpdate({
        target: [statisticsDaily.resumeId, statisticsDaily.day],
        set: { [counter]: sql`${statisticsDaily[counter]} + 1` },
      });
  });
}

export const findTotals = async (db: Db, resumeId: string) =>
  (
    await db
      .select({ views: statistics.views, downloads: statistics.downloads })
      .from(statistics)
      .where(eq(statistics.resumeId, resumeId))
      .limit(1)
  )[0];

export const findDaily = (db: Db, resumeId: string, fromDay: string) =>
  db
    .select({ date: statisticsDaily.day, views: statisticsDaily.views, downloads: statisticsDaily.downloads })
    .from(statisticsDaily)
    .where(and(eq(statisticsDaily.resumeId, resumeId), gte(statisticsDaily.day, fromDay)))
    .orderBy(asc(statisticsDaily.day));
