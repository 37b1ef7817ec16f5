// Taking snapshots: what other features call before they change a document. Kept apart from the history
// service (which answers the routes) so that resumes.service can use it without an import cycle.
import type { ResumeData, SnapshotReason } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { findResumeById, type ResumeRow } from '../resumes/resumes.queries.ts';
import { encodeSnapshot } from './snapshot-codec.ts';
import {
  deleteSnapshots,
  insertSnapshots,
  latestSnapshotTime,
  snapshotTimes,
  type SnapshotSummaryRow,
} from './history.queries.ts';
import { snapshotsToPrune } from './retention.ts';

/** While a resume is being edited, a snapshot is taken at the first save after this long without one. */
export const editSnapshotInterval = 10 * 60 * 1000;

/** Stores `resume`'s current document and title as a snapshot, then prunes its history. */
export async function takeSnapshot(
  db: Db,
  resume: Pick<ResumeRow, 'id' | 'title' | 'data'>,
  reason: SnapshotReason,
  now: Date = new Date(),
): Promise<SnapshotSummaryRow> {
  const [snapshot] = await insertSnapshots(db, [
    { resumeId: resume.id, createdAt: now, reason, title: resume.title, data: encodeSnapshot(resume.data) },
  ]);
  await deleteSnapshots(db, snapshotsToPrune(await snapshotTimes(db, resume.id), now));
  return snapshot!;
}

/**
 * Keeps the resume's document as it is now, before a feature rewrites it (fit to pages, AI edits). The caller
 * has checked access; a resume that does not exist answers ResumeNotFound.
 */
export async function snapshotResume(
  db: Db,
  resumeId: string,
  reason: SnapshotReason,
  now: Date = new Date(),
): Promise<SnapshotSummaryRow> {
  const resume = await findResumeById(db, resumeId);
  if (!resume) throw new AppError('ResumeNotFound');
  return takeSnapshot(db, resume, reason, now);
}

const templateOf = (row: Pick<ResumeRow, 'data'>) => (row.data as ResumeData).metadata.template;

/**
 * After a save from `before` to `after`: keeps `before` when the template changed, or when the document changed
 * and the latest snapshot is older than the interval. At most one snapshot per save.
 */
export async function snapshotOnSave(
  db: Db,
  before: ResumeRow,
  after: ResumeRow,
  dataChanged: boolean,
  now: Date = new Date(),
): Promise<void> {
  if (templateOf(before) !== templateOf(after)) {
    await takeSnapshot(db, before, 'template', now);
    return;
  }
  if (!dataChanged) return;
  const latest = await latestSnapshotTime(db, before.id);
  if (!latest || now.getTime() - latest.getTime() >= editSnapshotInterval) {
    await takeSnapshot(db, before, 'edit', now);
  }
}
