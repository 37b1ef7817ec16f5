// Counters per resume (totals), per resume and day (the series the builder charts), per letter (totals) and per
// share link (its part of its document's totals, docs/product.md#share-links).
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { letterStatistics, shareLinks, statistics, statisticsDaily } from '../db/schema.ts';

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
        .update(shareLinks)
        .set({ [counter]: sql`${shareLinks[counter]} + 1` })
        .where(and(eq(shareLinks.id, linkId), eq(shareLinks.resumeId, resumeId)));
    }
  });
}

/** A letter's counterpart of incrementCounter: its totals, and the share link's own count. */
export async function incrementLetterCounter(
  db: Db,
  letterId: string,
  counter: Counter,
  linkId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(letterStatistics)
      .values({ letterId, [counter]: 1 })
      .onConflictDoUpdate({
        target: letterStatistics.letterId,
        set: { [counter]: sql`${letterStatistics[counter]} + 1` },
      });
    if (linkId) {
      await tx
        .update(shareLinks)
        .set({ [counter]: sql`${shareLinks[counter]} + 1` })
        .where(and(eq(shareLinks.id, linkId), eq(shareLinks.letterId, letterId)));
    }
  });
}

export const findLetterTotals = async (db: Db, letterId: string) =>
  (
    await db
      .select({ views: letterStatistics.views, downloads: letterStatistics.downloads })
      .from(letterStatistics)
      .where(eq(letterStatistics.letterId, letterId))
      .limit(1)
  )[0];

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

/** Each live share link's counts of a resume or a letter, oldest link first. */
export const findLinkCounts = (db: Db, document: { kind: 'resume' | 'letter'; id: string }) =>
  db
    .select({
      id: shareLinks.id,
      label: shareLinks.label,
      views: shareLinks.views,
      downloads: shareLinks.downloads,
    })
    .from(shareLinks)
    .where(eq(document.kind === 'resume' ? shareLinks.resumeId : shareLinks.letterId, document.id))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
