// What a request may carry, checked before any route reads it. A NUL character is valid in JSON (`\u0000`) and
// in a URL (`%00`) but PostgreSQL stores it in neither text nor jsonb; refused here it is a 400 for the client
// instead of a failed query (whose log would quote the data). JSON bodies are then parsed by Fastify's own
// parser, prototype-poisoning checks included.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** `\u0000` as an escape, not preceded by an escaping backslash (`\\u0000` is the text "\u0000"). */
const nulEscape = /(?<!\\)(?:\\\\)*\\u0000/i;

const nulRefused = () =>
  new AppError('ValidationError', {
    issues: [{ path: '', message: 'Text may not contain NUL characters.' }],
  });

export function registerRequestInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00')) throw nulRefused();
  });
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nulEscape.test(text)) return done(nulRefused(), undefined);
    return parse(request, text, done);
  });
}
