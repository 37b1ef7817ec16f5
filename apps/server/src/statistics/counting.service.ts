/**
 * Counting views and downloads of a resume or a letter, from plain values: who looks (a Visit, which the routes
 * read from the request with count-request.ts) and which document; a letter keeps totals only, no daily series. The owner is never counted (recognised also after their
 * access token expired, auth.guard.ts viewerIdOf), nor the same visitor twice within 30 minutes
 * (visit-window.ts); a share link keeps its own window, so a visitor counts once per link as on the public page
 * (docs/product.md#share-links).
 */
import type { AppDeps } from '../deps.ts';
import { incrementCounter, incrementLetterCounter, type Counter } from './statistics.queries.ts';
import type { Visitor } from './visit-window.ts';

/** Who is looking: the user it is, when recognised, and what identifies a visitor. */
export interface Visit {
  viewerId: string | undefined;
  visitor: Visitor;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

type Deps = Pick<AppDeps, 'db' | 'config' | 'visitWindow'>;

/** What is counted: a resume (the default) or a letter, and whose it is. */
export interface CountedDocument {
  id: string;
  userId: string;
  kind?: 'resume' | 'letter';
}

async function record(
  deps: Deps,
  counter: Counter,
  id: string,
  visitor: Visitor,
  now: Date,
  linkId?: string,
  kind: 'resume' | 'letter' = 'resume',
) {
  const document = kind === 'letter' ? `letter:${id}` : id;
  const door = linkId ? `${document}:link:${linkId}` : document;
  if (!(await deps.visitWindow.admit(counter, deps.config.authSecret, visitor, door, now))) return false;
  if (kind === 'letter') await incrementLetterCounter(deps.db, id, counter, linkId);
  else await incrementCounter(deps.db, id, counter, utcDay(now), linkId);
  return true;
}

/** Counts a view unless this visitor was counted for this resume (or this link of it) in the last 30 minutes. */
export const recordView = (
  deps: Deps,
  resumeId: string,
  visitor: Visitor,
  now = new Date(),
  linkId?: string,
) => record(deps, 'views', resumeId, visitor, now, linkId);

/** Counts a download unless this visitor was counted for this resume (or link) in the last 30 minutes. */
export const recordDownload = (
  deps: Deps,
  resumeId: string,
  visitor: Visitor,
  now = new Date(),
  linkId?: string,
) => record(deps, 'downloads', resumeId, visitor, now, linkId);

/** recordView or recordDownload for this visit, unless the viewer is the document's owner. */
export async function countVisit(
  deps: Deps,
  counter: Counter,
  visit: Visit,
  document: CountedDocument,
  now = new Date(),
  linkId?: string,
): Promise<boolean> {
  if (visit.viewerId === document.userId) return false;
  return record(deps, counter, document.id, visit.visitor, now, linkId, document.kind);
}
