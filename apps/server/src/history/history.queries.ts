// Reads and writes of the resume_snapshots table, which holds the snapshots of resumes and of letters. Ownership is
// a rule of the service.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resumeSnapshots } from '../db/schema.ts';

export type SnapshotRow = typeof resumeSnapshots.$inferSelect;
export type NewSnapshot = typeof resumeSnapshots.$inferInsert;
export type SnapshotSummaryRow = Pick<SnapshotRow, 'id' | 'createdAt' | 'reason' | 'title'>;

/** Whose snapshots: a resume's or a letter's (exactly one of the two columns is set on each row). */
export interface SnapshotOf {
  kind: 'resume' | 'letter';
  id: string;
}

const ownedBy = (of: SnapshotOf) =>
  eq(of.kind === 'resume' ? resumeSnapshots.resumeId : resumeSnapshots.letterId, of.id);

/** The row's column naming its document. */
export const documentColumn = (of: SnapshotOf): Pick<NewSnapshot, 'resumeId' | 'letterId'> =>
  of.kind === 'resume' ? { resumeId: of.id } : { letterId: of.id };

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
  of: SnapshotOf,
  limit: number,
  after?: SnapshotPosition,
): Promise<SnapshotSummaryRow[]> =>
  db
    .select(summary)
    .from(resumeSnapshots)
    .where(
      and(
        ownedBy(of),
        after
          ? sql`(${resumeSnapshots.createdAt}, ${resumeSnapshots.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(resumeSnapshots.createdAt), desc(resumeSnapshots.id))
    .limit(limit);

export const findSnapshot = async (
  db: Db,
  of: SnapshotOf,
  snapshotId: string,
): Promise<SnapshotRow | undefined> =>
  (
    await db
      .select()
      .from(resumeSnapshots)
      .where(and(ownedBy(of), eq(resumeSnapshots.id, snapshotId)))
      .limit(1)
  )[0];

/** The time of the document's latest snapshot, if it has any. */
export const latestSnapshotTime = async (db: Db, of: SnapshotOf): Promise<Date | undefined> =>
  (
    await db
      .select({ createdAt: resumeSnapshots.createdAt })
      .from(resumeSnapshots)
      .where(ownedBy(of))
      .orderBy(desc(resumeSnapshots.createdAt))
      .limit(1)
  )[0]?.createdAt;

/** Every snapshot's id and time, newest first: what pruning decides on (a few hundred rows at most). */
export const snapshotTimes = (db: Db, of: SnapshotOf): Promise<{ id: string; createdAt: Date }[]> =>
  db
    .select({ id: resumeSnapshots.id, createdAt: resumeSnapshots.createdAt })
    .from(resumeSnapshots)
    .where(ownedBy(of))
    .orderBy(desc(resumeSnapshots.createdAt), desc(resumeSnapshots.id));

export const deleteSnapshots = async (db: Db, ids: string[]): Promise<void> => {
  if (ids.length > 0) await db.delete(resumeSnapshots).where(inArray(resumeSnapshots.id, ids));
};
