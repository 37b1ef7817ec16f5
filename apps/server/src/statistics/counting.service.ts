/**
 * Counting views and downloads of a resume, from plain values: who looks (a Visit, which the routes read from
 * the request with count-request.ts) and which resume. The owner is never counted (recognised also after their
 * access token expired, auth.guard.ts viewerIdOf), nor the same visitor twice within 30 minutes
 * (visit-window.ts); a share link keeps its own window, so a visitor counts once per link as on the public page
 * (docs/product.md#share-links).
 */
import type { AppDeps } from '../deps.ts';
import { incrementCounter, type Counter } from './statistics.queries.ts';
import type { Visitor } from './visit-window.ts';

/** Who is looking: the user it is, when recognised, and what identifies a visitor. */
export interface Visit {
  viewerId: string | undefined;
  visitor: Visitor;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

type Deps = Pick<AppDeps, 'db' | 'config' | 'visitWindow'>;

async function record(
  deps: Deps,
  counter: Counter,
  resumeId: string,
  visitor: Visitor,
  now: Date,
  linkId?: string,
) {
  const door = linkId ? `${resumeId}:link:${linkId}` : resumeId;
  if (!(await deps.visitWindow.admit(counter, deps.config.authSecret, visitor, door, now))) return false;
  await incrementCounter(deps.db, resumeId, counter, utcDay(now), linkId);
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

/** recordView or recordDownload for this visit, unless the viewer is the resume's owner. */
export async function countVisit(
  deps: Deps,
  counter: Counter,
  visit: Visit,
  resume: { id: string; userId: string },
  now = new Date(),
  linkId?: string,
): Promise<boolean> {
  if (visit.viewerId === resume.userId) return false;
  return record(deps, counter, resume.id, visit.visitor, now, linkId);
}
