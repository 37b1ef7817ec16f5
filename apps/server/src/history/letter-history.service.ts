// A letter's version history, the resume's rules (docs/decisions/0009-resume-history.md) on the letter's
// snapshots: only its owner lists, reads and restores them; a locked letter refuses a restore.
import { letterDataSchema, type HistoryPageDto, type LetterSnapshotDto } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { toLetterDto } from '../letters/letter.dto.ts';
import { updateLetterAtVersion, type LetterRow } from '../letters/letters.queries.ts';
import { ownedLetter } from '../letters/letters.service.ts';
import { sanitizeLetterData } from '../letters/sanitize-letter.ts';
import type { SnapshotRow } from './history.queries.ts';
import { historyPage, snapshotOf, toSummary } from './history.service.ts';
import { decodeSnapshot } from './snapshot-codec.ts';
import { takeLetterSnapshot } from './snapshots.ts';

const of = (letter: LetterRow) => ({ kind: 'letter' as const, id: letter.id });

/** Reading a snapshot fills in what later versions of the letter's schema added. */
const documentOf = (snapshot: SnapshotRow) => letterDataSchema.parse(decodeSnapshot(snapshot.data));

export async function listLetterHistory(
  db: Db,
  userId: string,
  letterId: string,
  cursor?: string,
): Promise<HistoryPageDto> {
  return historyPage(db, of(await ownedLetter(db, userId, letterId)), cursor);
}

export async function readLetterSnapshot(
  db: Db,
  userId: string,
  letterId: string,
  snapshotId: string,
): Promise<LetterSnapshotDto> {
  const snapshot = await snapshotOf(db, of(await ownedLetter(db, userId, letterId)), snapshotId);
  return { ...toSummary(snapshot), data: documentOf(snapshot) };
}

/**
 * Makes the snapshot the letter's current document as a new version; the document it replaces becomes a
 * snapshot in the same transaction. The title, slug and visibility stay.
 */
export async function restoreLetterSnapshot(
  db: Db,
  userId: string,
  letterId: string,
  snapshotId: string,
  now: Date = new Date(),
): Promise<LetterRow> {
  const letter = await ownedLetter(db, userId, letterId);
  const snapshot = await snapshotOf(db, of(letter), snapshotId);
  if (letter.locked) throw new AppError('LetterLocked');
  const data = sanitizeLetterData(documentOf(snapshot));
  const restored = await db.transaction(async (tx) => {
    const row = await updateLetterAtVersion(tx, letter.id, letter.version, { data });
    if (row) await takeLetterSnapshot(tx, letter, 'restore', now);
    return row;
  });
  if (restored) return restored;
  const current = await ownedLetter(db, userId, letterId);
  throw new AppError('LetterVersionConflict', { current: toLetterDto(current) });
}
