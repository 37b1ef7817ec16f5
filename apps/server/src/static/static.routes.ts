// Serves the built front ends: apps/web/dist at / and apps/artboard/dist at /artboard/.
// Client-side routes (no file extension) fall back to the app's index.html. Hashed assets are cached
// for a year; index.html is revalidated every time so a deploy is picked up at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { StaticPaths } from '../deps.ts';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** Vite puts content-hashed files under assets/; everything else may change between deploys. */
function cacheControlFor(file: string): string {
  return file.split(path.sep).includes('assets') ? immutable : revalidate;
}

const hasIndex = (dir: string) => existsSync(path.join(dir, 'index.html'));

function notBuiltPage(what: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The ${what} has not been built yet</h1>
<p>Run <code>npm run build</code> (or simply <code>npm start</code>, which builds first), then reload this page.</p>
<p>The API is running: <a href="/api/health">/api/health</a>.</p>
</body></html>`;
}

export async function staticRoutes(app: FastifyInstance, paths: StaticPaths): Promise<void> {
  const serve = (root: string, prefix: string, decorateReply: boolean) =>
    app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply,
      wildcard: true,
      // A directory URL (/ and /artboard/) is the app itself.
      index: 'index.html',
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
    });
  // The artboard first: its prefix is the more specific one. Only one registration may add
  // reply.sendFile, which the fallback below uses for both.
  const artboard = hasIndex(paths.artboardDist);
  if (artboard) await serve(paths.artboardDist, '/artboard/', true);
  if (hasIndex(paths.webDist)) await serve(paths.webDist, '/', !artboard);
}

const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0]!.split('/').pop() ?? '');

/**
 * For a GET that matched no route: answers the SPA's index.html (or a page saying to build it) and
 * returns true, or returns false when the request should get the JSON NotFound.
 */
export function spaFallback(paths: StaticPaths, request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || looksLikeFile(url))
    return false;

  const artboard = url === '/artboard' || url.startsWith('/artboard/') || url.startsWith('/artboard?');
  const dir = artboard ? paths.artboardDist : paths.webDist;
  if (!hasIndex(dir)) {
    void reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(notBuiltPage(artboard ? 'artboard' : 'web app'));
    return true;
  }
  void reply
    .code(200)
    .header('cache-control', revalidate)
    .sendFile('index.html', dir, { cacheControl: false });
  return true;
}
