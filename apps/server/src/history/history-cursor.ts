// The history list's cursor: the position of the last snapshot of a page, opaque to clients.
import type { SnapshotPosition } from './history.queries.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = ({ createdAt, id }: SnapshotPosition): string =>
  Buffer.from(`${createdAt.toISOString()}|${id}`, 'utf8').toString('base64url');

/** The position, or null for anything this server did not hand out. */
export function decodeCursor(cursor: string): SnapshotPosition | null {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !time || !id || !uuidPattern.test(id)) return null;
  const createdAt = new Date(time);
  return Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== time ? null : { createdAt, id };
}
