/**
 * Views and downloads of a resume. Other features count through this module:
 *
 *   import { countDownload, countView } from '../statistics/statistics.service.ts';
 *   await countView(request, resume);         // the public resume was shown
 *   await countDownload(request, resume);     // in a route, after a successful print
 *
 *   await countView(request, resume, link.id); // the same through a share link: its own count as well
 *   await countView(request, { ...letter, kind: 'letter' }); // a letter: its own totals (no daily series)
 *
 * Neither counts the owner (recognised also after their access token expired, auth.guard.ts viewerIdOf)
 * nor the same visitor twice within 30 minutes (visit-window.ts); a share link keeps its own window, so a
 * visitor counts once per link as on the public page (docs/product.md#share-links).
 */
import type { FastifyRequest } from 'fastify';
import type { StatisticsDto } from '@rb/schema';
import { viewerIdOf } from '../auth/auth.guard.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import {
  findDaily,
  findLetterTotals,
  findLinkCounts,
  findTotals,
  incrementCounter,
  incrementLetterCounter,
  type Counter,
} from './statistics.queries.ts';
import { VisitWindow, type Visitor } from './visit-window.ts';

declare module '../deps.ts' {
  interface AppDeps {
    /** Recent visitors; in memory unless buildApp put it in Redis (REDIS_URL). */
    visitWindow?: VisitWindow;
  }
}

/** Days of history the statistics call returns. */
export const dailyHistoryDays = 90;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const visitWindowOf = (deps: Pick<AppDeps, 'visitWindow'>): VisitWindow =>
  (deps.visitWindow ??= new VisitWindow());

/** What identifies a visitor: only what the request carries anyway. */
export const visitorOf = (request: FastifyRequest): Visitor => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

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
  resumeId: string,
  visitor: Visitor,
  now: Date,
  linkId?: string,
  kind: 'resume' | 'letter' = 'resume',
) {
  const window = visitWindowOf(deps);
  const document = kind === 'letter' ? `letter:${resumeId}` : resumeId;
  const door = linkId ? `${document}:link:${linkId}` : document;
  if (!(await window.admit(counter, deps.config.authSecret, visitor, door, now))) return false;
  if (kind === 'letter') await incrementLetterCounter(deps.db, resumeId, counter, linkId);
  else await incrementCounter(deps.db, resumeId, counter, utcDay(now), linkId);
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

/** recordView for the visitor making this request, unless it is the document's owner. */
export async function countView(
  request: FastifyRequest,
  document: CountedDocument,
  now = new Date(),
  linkId?: string,
): Promise<boolean> {
  if ((await viewerIdOf(request)) === document.userId) return false;
  const visitor = visitorOf(request);
  return record(request.server.deps, 'views', document.id, visitor, now, linkId, document.kind);
}

/** recordDownload for the visitor making this request, unless it is the document's owner. */
export async function countDownload(
  request: FastifyRequest,
  document: CountedDocument,
  now = new Date(),
  linkId?: string,
): Promise<boolean> {
  if ((await viewerIdOf(request)) === document.userId) return false;
  const visitor = visitorOf(request);
  return record(request.server.deps, 'downloads', document.id, visitor, now, linkId, document.kind);
}

export async function readStatistics(db: Db, resumeId: string, now = new Date()): Promise<StatisticsDto> {
  const from = new Date(now.getTime() - (dailyHistoryDays - 1) * 86_400_000);
  const [totals, daily, links] = await Promise.all([
    findTotals(db, resumeId),
    findDaily(db, resumeId, utcDay(from)),
    findLinkCounts(db, { kind: 'resume', id: resumeId }),
  ]);
  return { views: totals?.views ?? 0, downloads: totals?.downloads ?? 0, daily, links };
}

/** A letter's totals and each live link's counts; letters keep no daily series. */
export async function readLetterStatistics(db: Db, letterId: string): Promise<StatisticsDto> {
  const [totals, links] = await Promise.all([
    findLetterTotals(db, letterId),
    findLinkCounts(db, { kind: 'letter', id: letterId }),
  ]);
  return { views: totals?.views ?? 0, downloads: totals?.downloads ?? 0, links };
}
