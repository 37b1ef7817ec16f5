// Headers that keep the app to itself: everything it needs is served from its own origin
// (design.md §3: no third-party calls), so the policy allows only 'self'.
import type { FastifyInstance } from 'fastify';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Templates and the editor set inline styles; user CSS is injected as a <style> element.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
