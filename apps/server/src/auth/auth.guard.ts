/**
 * Who is signed in, for any route. Usage in a feature's routes file (the guard is `deps.sessions`):
 *
 *   const { requireUser } = deps.sessions;
 *   app.get('/resume', { preHandler: requireUser }, async (request) => list(deps.db, userOf(request).id));
 *
 * `requireUser` answers 401 `Unauthorized` when nobody is signed in (the web client then calls
 * POST /api/auth/refresh and retries). `optionalUser` never refuses; `request.user` is null for guests.
 * `userOf(request)` returns the signed-in user or throws 401, so handlers need no non-null assertions.
 *
 * The access cookie is a 15-minute JWT naming a session; the session row must still exist, so logout,
 * password reset and account deletion take effect on the next request, not when the token expires.
 */
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { findLiveSessionUser, type UserRow } from './auth.queries.ts';
import { ACCESS_COOKIE, VIEWER_COOKIE } from './auth.cookies.ts';
import { verifyAccessToken } from './jwt.ts';

/** The signed-in user as stored (never secrets: those live in another table). */
export type SessionUser = UserRow;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / optionalUser; null for a guest. */
    user: SessionUser | null;
    /** The id of the session the access cookie names; null for a guest. */
    sessionId: string | null;
  }
}

const resolved = new WeakSet<FastifyRequest>();

/**
 * Resolves `Authorization: Bearer <token>` to the user it acts for, or undefined (then the request is a
 * guest's). The api-keys feature installs it (`deps.sessions.acceptBearerTokens`).
 */
export type BearerAuthenticator = (
  request: FastifyRequest,
  token: string,
) => Promise<SessionUser | undefined>;

const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/** The session checks a feature's routes use, made once in buildApp (`deps.sessions`) from the app's database. */
export interface SessionGuard {
  /** Never refuses; `request.user` is null for a guest. */
  optionalUser(request: FastifyRequest): Promise<void>;
  /** 401 `Unauthorized` when nobody is signed in. */
  requireUser(request: FastifyRequest): Promise<void>;
  /**
   * Who is looking, for counting visits only (a view or download by the owner does not count): the
   * signed-in user, or else the user whose live session the signed Viewer cookie names, which outlives the
   * 15-minute access token. It grants no access, reads no refresh token and rotates nothing.
   */
  viewerIdOf(request: FastifyRequest): Promise<string | undefined>;
  /** Installed by the api-keys feature when it is mounted; without it a bearer token is ignored. */
  acceptBearerTokens(authenticator: BearerAuthenticator): void;
}

export function createSessionGuard(deps: Pick<AppDeps, 'config' | 'db'>): SessionGuard {
  let bearerAuth: BearerAuthenticator | undefined;
  const optionalUser = async (request: FastifyRequest): Promise<void> => {
    if (resolved.has(request)) return;
    resolved.add(request);
    request.user = null;
    request.sessionId = null;
    // A request that names a key is that key's alone: the cookie is not consulted.
    const bearer = bearerTokenOf(request);
    if (bearer !== undefined) {
      request.user = (await bearerAuth?.(request, bearer)) ?? null;
      return;
    }
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return;
    const claims = await verifyAccessToken(deps.config.authSecret, token);
    if (!claims) return;
    const user = await findLiveSessionUser(deps.db, claims.sessionId, claims.userId);
    if (!user) return;
    request.user = user;
    request.sessionId = claims.sessionId;
  };

  const requireUser = async (request: FastifyRequest): Promise<void> => {
    await optionalUser(request);
    if (!request.user) throw new AppError('Unauthorized');
  };

  const viewerIdOf = async (request: FastifyRequest): Promise<string | undefined> => {
    await optionalUser(request);
    if (request.user) return request.user.id;
    const raw = request.cookies[VIEWER_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    const [userId, sessionId] = unsigned.value.split('.');
    if (!userId || !sessionId) return undefined;
    return (await findLiveSessionUser(deps.db, sessionId, userId))?.id;
  };

  return {
    optionalUser,
    requireUser,
    viewerIdOf,
    acceptBearerTokens: (authenticator) => {
      bearerAuth = authenticator;
    },
  };
}

export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('Unauthorized');
  return request.user;
}
