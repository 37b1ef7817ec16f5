// Taking snapshots: what other features call before they change a document. Kept apart from the history
// service (which answers the routes) so that resumes.service can use it without an import cycle.
import type { ResumeData, SnapshotReason } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { findResumeById, type ResumeRow } from '../resumes/resumes.queries.ts';
import { encodeSnapshot } from './snapshot-codec.ts';
import {
  deleteSnapshots,
  documentColumn,
  insertSnapshots,
  latestSnapshotTime,
  snapshotTimes,
  type SnapshotOf,
  type SnapshotSummaryRow,
} from './history.queries.ts';
import { snapshotsToPrune } from './retention.ts';

/** While a resume is being edited, a snapshot is taken at the first save after this long without one. */
export const editSnapshotInterval = 10 * 60 * 1000;

type Snapshotted = { id: string; title: string; data: unknown };

/** Stores the document and title as a snapshot of `of`, then prunes its history (the same rules for both kinds). */
async function keep(
  db: Db,
  of: SnapshotOf,
  document: Snapshotted,
  reason: SnapshotReason,
  now: Date,
): Promise<SnapshotSummaryRow> {
  const [snapshot] = await insertSnapshots(db, [
    {
      ...documentColumn(of),
      createdAt: now,
      reason,
      title: document.title,
      data: encodeSnapshot(document.data),
    },
  ]);
  await deleteSnapshots(db, snapshotsToPrune(await snapshotTimes(db, of), now));
  return snapshot!;
}

/** Stores `resume`'s current document and title as a snapshot, then prunes its history. */
export const takeSnapshot = (
  db: Db,
  resume: Pick<ResumeRow, 'id' | 'title' | 'data'>,
  reason: SnapshotReason,
  now: Date = new Date(),
): Promise<SnapshotSummaryRow> => keep(db, { kind: 'resume', id: resume.id }, resume, reason, now);

/** The same for a letter (docs/decisions/0024-letters-share-like-resumes.md). */
export const takeLetterSnapshot = (
  db: Db,
  letter: Snapshotted,
  reason: SnapshotReason,
  now: Date = new Date(),
): Promise<SnapshotSummaryRow> => keep(db, { kind: 'letter', id: letter.id }, letter, reason, now);

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
 * The time of a snapshot each recently saved resume is known to have, read from the database. Snapshots only ever
 * get newer (pruning keeps the newest), so a known one within the interval answers "not due" without a query,
 * whichever instance took the later ones; a stale memory only costs one more look
 * (docs/decisions/0025-autosave-under-load.md).
 */
const knownSnapshots = new Map<string, number>();
/** About a megabyte; the resumes saved longest ago are forgotten first. */
const maxKnownSnapshots = 10_000;

function rememberSnapshot(key: string, time: number): void {
  knownSnapshots.delete(key);
  knownSnapshots.set(key, time);
  for (const [oldest] of knownSnapshots) {
    if (knownSnapshots.size <= maxKnownSnapshots) break;
    knownSnapshots.delete(oldest);
  }
}

/**
 * Whether a save of the document at `now` keeps the one before it: none kept yet, or the latest is at least the
 * interval old (snapshotOnSave's and snapshotLetterOnSave's rule).
 */
export async function editSnapshotDue(db: Db, of: SnapshotOf, now: Date = new Date()): Promise<boolean> {
  const key = `${of.kind}:${of.id}`;
  const known = knownSnapshots.get(key);
  if (known !== undefined && now.getTime() - known < editSnapshotInterval) return false;
  const latest = await latestSnapshotTime(db, of);
  if (!latest) return true;
  rememberSnapshot(key, latest.getTime());
  return now.getTime() - latest.getTime() >= editSnapshotInterval;
}

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
  if (await editSnapshotDue(db, { kind: 'resume', id: before.id }, now))
    await takeSnapshot(db, before, 'edit', now);
}

/** After a letter's save that changed its document: keeps `before` when the latest snapshot is old enough. */
export async function snapshotLetterOnSave(
  db: Db,
  before: Snapshotted,
  now: Date = new Date(),
): Promise<void> {
  if (await editSnapshotDue(db, { kind: 'letter', id: before.id }, now)) {
    await takeLetterSnapshot(db, before, 'edit', now);
  }
}
