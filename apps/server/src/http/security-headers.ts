// Headers that keep the app to itself: everything it needs is served from its own origin (docs/product.md#no-third-party-calls: no
// third-party calls). Remote pictures come through the app (GET /api/pictures/remote). The one exception is
// the optional AI help, which the browser calls directly with the user's own key (docs/product.md#ai-help), at an address
// the user chooses: the app's pages may connect to https hosts and to a model on the user's own machine.
// The artboard (the preview frames and the print page) renders user content and keeps the strict policy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const policy = (connect: string, scriptHashes: string[] = []) =>
  [
    "default-src 'self'",
    // The app's own inline scripts (the theme script in index.html) by their hash; nothing else inline.
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // Templates and the editor set inline styles; user CSS is injected as a <style> element.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/** For everything the artboard serves: it renders what resume authors wrote and talks to nobody. */
export const artboardPolicy = policy("'self'");
const appConnect = "'self' https: http://localhost:* http://127.0.0.1:* http://[::1]:*";
/** For the app's own pages: also the AI provider the user configured (https, or a local model). */
export const appPolicy = policy(appConnect);
/** The app's page policy allowing the inline scripts of its built index.html. */
export const appPolicyWith = (scriptHashes: string[]) => policy(appConnect, scriptHashes);

/** `sha256-…` of every inline `<script>` (one without `src`) of a page, as a policy names them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `sha256-${createHash('sha256')
          .update(body ?? '', 'utf8')
          .digest('base64')}`,
    );
}

/** The hashes of the built web page, read again only when a build replaced it. */
function shellScriptHashes(indexFile: string): () => string[] {
  let cache: { stamp: number; hashes: string[] } | undefined;
  return () => {
    if (!existsSync(indexFile)) return [];
    const stamp = statSync(indexFile).mtimeMs;
    if (cache?.stamp !== stamp)
      cache = { stamp, hashes: inlineScriptHashes(readFileSync(indexFile, 'utf8')) };
    return cache.hashes;
  };
}

export const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export const policyFor = (url: string, scriptHashes: string[] = []): string =>
  url === '/artboard' || url.startsWith('/artboard/') || url.startsWith('/artboard?')
    ? artboardPolicy
    : appPolicyWith(scriptHashes);

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; webIndex?: string },
): void {
  const scriptHashes = options.webIndex ? shellScriptHashes(options.webIndex) : () => [];
  app.addHook('onSend', async (request, reply) => {
    // A route may have said otherwise on purpose: a picture has its own policy, and uploaded pictures may be
    // embedded by other sites (cross-origin-resource-policy).
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const headers = {
      ...securityHeaders,
      'content-security-policy': policyFor(request.url, isPage ? scriptHashes() : []),
    };
    // API answers are personal (a resume, an account): no cache keeps them unless the route says so.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) reply.header(name, value);
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
