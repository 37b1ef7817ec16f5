/**
 * Counting from a route: the visit is read from the request here, the rules are counting.service.ts's.
 *
 *   import { countDownload, countView } from '../statistics/count-request.ts';
 *   await countView(deps, request, resume);          // the public resume was shown
 *   await countDownload(deps, request, resume);      // after a successful print
 *   await countView(deps, request, resume, now, link.id); // through a share link: its own count as well
 *   await countView(deps, request, { ...letter, kind: 'letter' }); // a letter: its own totals (no daily series)
 */
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { countVisit, type CountedDocument, type Visit } from './counting.service.ts';

type CountingDeps = Pick<AppDeps, 'config' | 'db' | 'sessions' | 'visitWindow'>;

/** Who is looking: the recognised user, and only what the request carries anyway. */
export const visitOf = async (deps: CountingDeps, request: FastifyRequest): Promise<Visit> => ({
  viewerId: await deps.sessions.viewerIdOf(request),
  visitor: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
});

export const countView = async (
  deps: CountingDeps,
  request: FastifyRequest,
  document: CountedDocument,
  now = new Date(),
  linkId?: string,
): Promise<boolean> => countVisit(deps, 'views', await visitOf(deps, request), document, now, linkId);

export const countDownload = async (
  deps: CountingDeps,
  request: FastifyRequest,
  document: CountedDocument,
  now = new Date(),
  linkId?: string,
): Promise<boolean> => countVisit(deps, 'downloads', await visitOf(deps, request), document, now, linkId);
