// What the server log may hold: no secret from a link (verification and reset tokens, OAuth codes) and no
// user data from a failed database query (its parameters are whole resumes, private notes included).
import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: mailed tokens and the OAuth callback's code and state. */
const secretParameters = /^(?:token|code|state|access_token|id_token)$/i;

/** The URL as the log shows it: every secret parameter's value replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const redacted = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return secretParameters.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, query)}?${redacted}`;
}

/** Fastify's request serializer with the URL redacted. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

type Loggable = { type: string; message: string; stack?: string; code?: unknown; cause?: Loggable };

/**
 * An error as the log may show it. A failed query (Drizzle's error) keeps its SQL but not its parameters, and
 * the database's own error keeps its code and message but not `detail` or `where`, or a value its message
 * quotes.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const withFields = error as Error & {
    params?: unknown;
    query?: unknown;
    code?: unknown;
    severity?: unknown;
  };
  const isQueryError = 'params' in withFields && typeof withFields.query === 'string';
  const isDatabaseError = typeof withFields.severity === 'string' && typeof withFields.code === 'string';
  if (!isQueryError && !isDatabaseError) return error;
  // The database quotes the offending value in its message (`invalid input syntax …: "…"`).
  const message = isQueryError
    ? `Failed query: ${String(withFields.query)}`
    : error.message.replace(/"[\s\S]*"/, '"[redacted]"');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Loggable = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(isDatabaseError ? { code: withFields.code } : {}),
  };
  const cause = loggableError(error.cause, depth + 1);
  if (cause !== undefined) out.cause = cause as Loggable;
  return out;
}
