// Headers that keep the app to itself: everything it needs is served from its own origin (docs/product.md#no-third-party-calls: no
// third-party calls). Remote pictures come through the app (GET /api/pictures/remote). The one exception is
// the optional AI help, which the browser calls directly with the user's own key (docs/product.md#ai-help), at an address
// the user chooses: the app's pages may connect to https hosts and to a model on the user's own machine.
// The artboard (the preview frames and the print page) renders user content and keeps the strict policy.
import type { FastifyInstance } from 'fastify';

const policy = (connect: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
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
/** For the app's own pages: also the AI provider the user configured (https, or a local model). */
export const appPolicy = policy("'self' https: http://localhost:* http://127.0.0.1:* http://[::1]:*");

export const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export const policyFor = (url: string): string =>
  url === '/artboard' || url.startsWith('/artboard/') || url.startsWith('/artboard?')
    ? artboardPolicy
    : appPolicy;

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    // A route may have said otherwise on purpose: a picture has its own policy, and uploaded pictures may be
    // embedded by other sites (cross-origin-resource-policy).
    const headers = { ...securityHeaders, 'content-security-policy': policyFor(request.url) };
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) reply.header(name, value);
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
