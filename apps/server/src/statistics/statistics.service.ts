/**
 * Views and downloads of a resume. Other features count through this module:
 *
 *   import { countDownload } from '../statistics/statistics.service.ts';
 *   await countDownload(request, resume.id);              // in a route, after a successful print
 *   // or, with a key computed elsewhere:
 *   await recordDownload(db, resume.id, visitorKeyOf(request, resume.id));
 */
import type { FastifyRequest } from 'fastify';
import type { StatisticsDto } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { findDaily, findTotals, incrementCounter, type Counter } from './statistics.queries.ts';
import { VisitWindow } from './visit-window.ts';

/** Days of history the statistics call returns. */
export const dailyHistoryDays = 90;

// One window per process: a visitor's recent visits are remembered across requests.
const window = new VisitWindow();

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The visitor's key for one resume today (HMAC of address, user agent, resume id, day salt). */
export function visitorKeyOf(request: FastifyRequest, resumeId: string, now = new Date()): string {
  const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
  return window.keyOf(request.server.deps.config.authSecret, visitor, resumeId, now);
}

async function record(db: Db, counter: Counter, resumeId: string, visitorKey: string, now: Date) {
  if (!window.admit(counter, visitorKey, now)) return false;
  await incrementCounter(db, resumeId, counter, utcDay(now));
  return true;
}

/** Counts a view unless this visitor was counted for this resume in the last 30 minutes. */
export const recordView = (db: Db, resumeId: string, visitorKey: string, now = new Date()) =>
  record(db, 'views', resumeId, visitorKey, now);

/** Counts a download unless this visitor was counted for this resume in the last 30 minutes. */
export const recordDownload = (db: Db, resumeId: string, visitorKey: string, now = new Date()) =>
  record(db, 'downloads', resumeId, visitorKey, now);

/** recordDownload for the visitor making this request. */
export const countDownload = (request: FastifyRequest, resumeId: string, now = new Date()) =>
  recordDownload(request.server.deps.db, resumeId, visitorKeyOf(request, resumeId, now), now);

export async function readStatistics(db: Db, resumeId: string, now = new Date()): Promise<StatisticsDto> {
  const from = new Date(now.getTime() - (dailyHistoryDays - 1) * 86_400_000);
  const [totals, daily] = await Promise.all([
    findTotals(db, resumeId),
    findDaily(db, resumeId, utcDay(from)),
  ]);
  return { views: totals?.views ?? 0, downloads: totals?.downloads ?? 0, daily };
}
