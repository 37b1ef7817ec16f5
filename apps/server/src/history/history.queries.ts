// Reads and writes of the resume_snapshots table. Ownership is a rule of the service.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resumeSnapshots } from '../db/schema.ts';

export type SnapshotRow = typeof resumeSnapshots.$inferSelect;
export type NewSnapshot = typeof resumeSnapshots.$inferInsert;
export type SnapshotSummaryRow = Pick<SnapshotRow, 'id' | 'createdAt' | 'reason' | 'title'>;

const summary = {
  id: resumeSnapshots.id,
  createdAt: resumeSnapshots.createdAt,
  reason: resumeSnapshots.reason,
  title: resumeSnapshots.title,
};

export const insertSnapshots = async (db: Db, rows: NewSnapshot[]): Promise<SnapshotSummaryRow[]> =>
  rows.length === 0 ? [] : db.insert(resumeSnapshots).values(rows).returning(summary);

/** Where a page starts: after the snapshot taken at `createdAt` with `id` in newest-first order. */
export interface SnapshotPosition {
  createdAt: Date;
  id: string;
}

/** Newest first, `limit` of them, after `after` when given; ties in time are ordered by id. */
export const listSnapshots = (
  db: Db,
  resumeId: string,
  limit: number,
  after?: SnapshotPosition,
): Promise<SnapshotSummaryRow[]> =>
  db
    .select(summary)
    .from(resumeSnapshots)
    .where(
      and(
        eq(resumeSnapshots.resumeId, resumeId),
        after
          ? sql`(${resumeSnapshots.createdAt}, ${resumeSnapshots.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(resumeSnapshots.createdAt), desc(resumeSnapshots.id))
    .limit(limit);

export const findSnapshot = async (
  db: Db,
  resumeId: string,
  snapshotId: string,
): Promise<SnapshotRow | undefined> =>
  (
    await db
      .select()
      .from(resumeSnapshots)
      .where(and(eq(resumeSnapshots.resumeId, resumeId), eq(resumeSnapshots.id, snapshotId)))
      .limit(1)
  )[0];

/** The time of the resume's latest snapshot, if it has any. */
export const latestSnapshotTime = async (db: Db, resumeId: string): Promise<Date | undefined> =>
  (
    await db
      .select({ createdAt: resumeSnapshots.createdAt })
      .from(resumeSnapshots)
      .where(eq(resumeSnapshots.resumeId, resumeId))
      .orderBy(desc(resumeSnapshots.createdAt))
      .limit(1)
  )[0]?.createdAt;

/** Every snapshot's id and time, newest first: what pruning decides on (a few hundred rows at most). */
export const snapshotTimes = (db: Db, resumeId: string): Promise<{ id: string; createdAt: Date }[]> =>
  db
    .select({ id: resumeSnapshots.id, createdAt: resumeSnapshots.createdAt })
    .from(resumeSnapshots)
    .where(eq(resumeSnapshots.resumeId, resumeId))
    .orderBy(desc(resumeSnapshots.createdAt), desc(resumeSnapshots.id));

export const deleteSnapshots = async (db: Db, ids: string[]): Promise<void> => {
  if (ids.length > 0) await db.delete(resumeSnapshots).where(inArray(resumeSnapshots.id, ids));
};
