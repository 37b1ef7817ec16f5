// The rules of a resume's history: only its owner lists, reads and restores snapshots; a snapshot of another
// resume, or of a resume the user does not own, is answered like a missing one.
import {
  historyPageSize,
  resumeDataSchema,
  snapshotReasonSchema,
  type HistoryPageDto,
  type SnapshotDto,
} from '@rb/schema';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { toResumeDto } from '../resumes/resume.dto.ts';
import { updateResumeAtVersion, type ResumeRow } from '../resumes/resumes.queries.ts';
import { ownedResume } from '../resumes/resumes.service.ts';
import { sanitizeResumeData } from '../resumes/sanitize-resume.ts';
import {
  findSnapshot,
  listSnapshots,
  type SnapshotOf,
  type SnapshotRow,
  type SnapshotSummaryRow,
} from './history.queries.ts';
import { decodeCursor, encodeCursor } from './history-cursor.ts';
import { decodeSnapshot } from './snapshot-codec.ts';
import { takeSnapshot } from './snapshots.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toSummary = (row: SnapshotSummaryRow) => ({
  id: row.id,
  createdAt: row.createdAt,
  // A reason this version does not know (written by a newer one) still lists.
  reason: snapshotReasonSchema.catch('edit').parse(row.reason),
  title: row.title,
});

/** One page of a document's snapshots, newest first; the caller has checked ownership. */
export async function historyPage(db: Db, of: SnapshotOf, cursor?: string): Promise<HistoryPageDto> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (after === null) throw new AppError('ValidationError');
  // One more than a page tells whether another page follows.
  const rows = await listSnapshots(db, of, historyPageSize + 1, after);
  const items = rows.slice(0, historyPageSize);
  const last = items.at(-1);
  return {
    items: items.map(toSummary),
    nextCursor: rows.length > historyPageSize && last ? encodeCursor(last) : null,
  };
}

/** The document's snapshot with this id; another document's or a malformed id is NotFound. */
export async function snapshotOf(db: Db, of: SnapshotOf, snapshotId: string): Promise<SnapshotRow> {
  const snapshot = uuidPattern.test(snapshotId) ? await findSnapshot(db, of, snapshotId) : undefined;
  if (!snapshot) throw new AppError('NotFound');
  return snapshot;
}

export async function listHistory(
  db: Db,
  userId: string,
  resumeId: string,
  cursor?: string,
): Promise<HistoryPageDto> {
  const resume = await ownedResume(db, userId, resumeId);
  return historyPage(db, { kind: 'resume', id: resume.id }, cursor);
}

/**
 * Keeps the owner's stored document before the builder rewrites it in one go (a fit to pages, an AI edit);
 * the builder saves its pending edits first, so the snapshot is the document as the user last saw it.
 */
export async function keepSnapshot(
  db: Db,
  userId: string,
  resumeId: string,
  reason: 'fit' | 'ai',
  now: Date = new Date(),
): Promise<SnapshotSummaryRow> {
  const resume = await ownedResume(db, userId, resumeId);
  return takeSnapshot(db, resume, reason, now);
}

async function ownedSnapshot(
  db: Db,
  userId: string,
  resumeId: string,
  snapshotId: string,
): Promise<{ resume: ResumeRow; snapshot: SnapshotRow }> {
  const resume = await ownedResume(db, userId, resumeId);
  return { resume, snapshot: await snapshotOf(db, { kind: 'resume', id: resume.id }, snapshotId) };
}

/** Snapshots keep the document as it was stored; reading one fills in what later versions of the schema added. */
const documentOf = (snapshot: SnapshotRow) => resumeDataSchema.parse(decodeSnapshot(snapshot.data));

export async function readSnapshot(
  db: Db,
  userId: string,
  resumeId: string,
  snapshotId: string,
): Promise<SnapshotDto> {
  const { snapshot } = await ownedSnapshot(db, userId, resumeId, snapshotId);
  return { ...toSummary(snapshot), data: documentOf(snapshot) };
}

/**
 * Makes the snapshot's document the resume's current one as a new version. The document it replaces becomes a
 * snapshot in the same transaction, so a restore can itself be undone. The title, slug and visibility stay.
 */
export async function restoreSnapshot(
  db: Db,
  userId: string,
  resumeId: string,
  snapshotId: string,
  now: Date = new Date(),
): Promise<ResumeRow> {
  const { resume, snapshot } = await ownedSnapshot(db, userId, resumeId, snapshotId);
  if (resume.locked) throw new AppError('ResumeLocked');
  const data = sanitizeResumeData(documentOf(snapshot));
  const restored = await db.transaction(async (tx) => {
    const row = await updateResumeAtVersion(tx, resume.id, resume.version, { data });
    if (row) await takeSnapshot(tx, resume, 'restore', now);
    return row;
  });
  if (restored) return restored;
  // An edit was saved between the read and the write: nothing was restored, the builder shows what is there.
  const current = await ownedResume(db, userId, resumeId);
  throw new AppError('ResumeVersionConflict', { current: toResumeDto(current) });
}
