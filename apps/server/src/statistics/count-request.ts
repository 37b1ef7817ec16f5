/**
 * Counting from a route: the visit is read from the request here, the rules are counting.service.ts's.
 *
 *   import { countDownload, countView } from '../statistics/count-request.ts';
 *   await countView(request, resume);          // the public resume was shown
 *   await countDownload(request, resume);      // after a successful print
 *   await countView(request, resume, now, link.id); // through a share link: its own count as well
 *   await countView(request, { ...letter, kind: 'letter' }); // a letter: its own totals (no daily series)
 */
import type { FastifyRequest } from 'fastify';
import { viewerIdOf } from '../auth/auth.guard.ts';
import { countVisit, type CountedDocument, type Visit } from './counting.service.ts';

/** Who is looking: the recognised user, and only what the request carries anyway. */
export const visitOf = async (request: FastifyRequest): Promise<Visit> => ({
  viewerId: await viewerIdOf(request),
  visitor: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
});

export const countView = async (
  request: FastifyRequest,
  document: CountedDocument,
  now = new Date(),
  linkId?: string,
): Promise<boolean> =>
  countVisit(request.server.deps, 'views', await visitOf(request), document, now, linkId);

export const countDownload = async (
  request: FastifyRequest,
  document: CountedDocument,
  now = new Date(),
  linkId?: string,
): Promise<boolean> =>
  countVisit(request.server.deps, 'downloads', await visitOf(request), document, now, linkId);
