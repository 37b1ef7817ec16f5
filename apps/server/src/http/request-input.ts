// What a request may carry, checked before any route reads it. A NUL character is valid in JSON (`\u0000`) and
// in a URL (`%00`) but PostgreSQL stores it in neither text nor jsonb; refused here it is a 400 for the client
// instead of a failed query (whose log would quote the data). JSON bodies are then parsed by Fastify's own
// parser, prototype-poisoning checks included.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** `\u0000` as an escape, not preceded by an escaping backslash (`\\u0000` is the text "\u0000"). */
const nulEscape = /(?<!\\)(?:\\\\)*\\u0000/i;

/** Deeper than any document of the product (a resume is about ten levels); JSON.parse never sees more. */
export const maxJsonDepth = 64;

/**
 * Whether the JSON text nests deeper than `limit`, read in one pass that stops at the first level too deep:
 * a body of nothing but `[[[[…` costs microseconds instead of a parse of megabytes.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

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
    if (nestsDeeperThan(text, maxJsonDepth))
      return done(
        new AppError('ValidationError', { issues: [{ path: '', message: 'The JSON nests too deeply.' }] }),
        undefined,
      );
    if (nulEscape.test(text)) return done(nulRefused(), undefined);
    return parse(request, text, done);
  });
}
