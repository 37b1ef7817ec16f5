// Counters per resume (totals), per resume and day (the series the builder charts) and per share link (its part
// of the totals, docs/product.md#share-links).
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resumeLinks, statistics, statisticsDaily } from '../db/schema.ts';

export type Counter = 'views' | 'downloads';

/**
 * Adds one to the total and to the day's row, creating either when missing, and to the share link's own count
 * when the visit came through one.
 */
export async function incrementCounter(
  db: Db,
  resumeId: string,
  counter: Counter,
  day: string,
  linkId?: string,
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
    if (linkId) {
      await tx
        .update(resumeLinks)
        .set({ [counter]: sql`${resumeLinks[counter]} + 1` })
        .where(and(eq(resumeLinks.id, linkId), eq(resumeLinks.resumeId, resumeId)));
    }
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

/** Each live share link's counts, oldest link first. */
export const findLinkCounts = (db: Db, resumeId: string) =>
  db
    .select({
      id: resumeLinks.id,
      label: resumeLinks.label,
      views: resumeLinks.views,
      downloads: resumeLinks.downloads,
    })
    .from(resumeLinks)
    .where(eq(resumeLinks.resumeId, resumeId))
    .orderBy(asc(resumeLinks.createdAt), asc(resumeLinks.id));
