// docs/product.md#security-baseline: state-changing requests must come from our own pages. Browsers send Origin on
// cross-site POST/PATCH/PUT/DELETE, so a present Origin that is neither PUBLIC_URL's origin nor the
// request's own host is refused. Requests without Origin (curl, server-to-server) pass: cookies are
// SameSite, so a browser cannot replay them cross-site without sending Origin.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const unsafeMethods = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

export function isAllowedOrigin(origin: string, publicOrigin: string, host: string | undefined): boolean {
  if (origin === publicOrigin) return true;
  try {
    const url = new URL(origin);
    return host !== undefined && url.host === host;
  } catch {
    return false;
  }
}

export function registerSameOriginCheck(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!isAllowedOrigin(origin, publicOrigin, request.headers.host)) throw new AppError('Forbidden');
  });
}
