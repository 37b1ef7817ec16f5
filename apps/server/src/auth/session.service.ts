// Sessions: one row per signed-in device. The refresh token is `<session id>.<secret>`; only an HMAC
// of the secret is stored. Rotation swaps it on every refresh, and a token that no longer matches
// its session (a copy used after the real one moved on) ends that session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import {
  ACCESS_COOKIE,
  clearCookie,
  clearSessionCookies,
  REFRESH_COOKIE,
  REFRESH_TOKEN_SECONDS,
  setSessionCookies,
} from './auth.cookies.ts';
import {
  deleteSession,
  findSession,
  findUserById,
  insertSession,
  rotateSession,
  updateSecrets,
  type UserRow,
} from './auth.queries.ts';
import { signAccessToken } from './jwt.ts';
import { hashToken, matchesHash, randomToken } from './tokens.ts';

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);

const parseRefreshToken = (value: string | undefined) => {
  const match = value && /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,})$/.exec(value);
  return match ? { sessionId: match[1]!, secret: match[2]! } : undefined;
};

/** Starts a session for `user` on this device and sets its cookies. */
export async function startSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
) {
  const { config, db } = deps;
  const secret = randomToken(32);
  const session = await insertSession(db, {
    userId: user.id,
    refreshTokenHash: hashToken(config.authSecret, secret),
    expiresAt: refreshExpiry(),
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    ipHash: hashToken(config.authSecret, `ip:${request.ip}`),
  });
  await updateSecrets(db, user.id, { lastSignedIn: new Date() });
  const accessToken = await signAccessToken(config.authSecret, { userId: user.id, sessionId: session.id });
  setSessionCookies(reply, config, { accessToken, refreshToken: `${session.id}.${secret}` });
}

/** Rotates this device's refresh token; 401 (and cookies cleared) when it is missing, expired or reused. */
export async function refreshSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow> {
  const { config, db } = deps;
  const refuse = () => {
    // Only the session's cookies: a guest's refresh probe (the web app makes one on every page load)
    // must not drop a pending second factor, or a reload of the code screen could never finish.
    clearCookie(reply, config, ACCESS_COOKIE);
    clearCookie(reply, config, REFRESH_COOKIE);
    return new AppError('Unauthorized');
  };
  const presented = parseRefreshToken(request.cookies[REFRESH_COOKIE]);
  if (!presented) throw refuse();
  const session = await findSession(db, presented.sessionId);
  if (!session) throw refuse();
  const presentedHash = hashToken(config.authSecret, presented.secret);
  if (session.expiresAt.getTime() <= Date.now()) {
    await deleteSession(db, session.id);
    throw refuse();
  }
  const secret = randomToken(32);
  const rotated = await rotateSession(db, session.id, presentedHash, {
    refreshTokenHash: hashToken(config.authSecret, secret),
    expiresAt: refreshExpiry(),
  });
  if (!rotated) {
    // The presented token is an old one: someone holds a copy. End the session for both holders.
    request.log.warn({ sessionId: session.id }, 'Refresh token reuse detected; session revoked');
    await deleteSession(db, session.id);
    throw refuse();
  }
  const user = await findUserById(db, session.userId);
  if (!user) throw refuse();
  const accessToken = await signAccessToken(config.authSecret, { userId: user.id, sessionId: session.id });
  setSessionCookies(reply, config, { accessToken, refreshToken: `${session.id}.${secret}` });
  return user;
}

/** Ends this device's session only (named by the access cookie, else by the refresh cookie). */
export async function endSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sessionId = request.sessionId ?? parseRefreshToken(request.cookies[REFRESH_COOKIE])?.sessionId;
  if (sessionId) {
    // Only a holder of this session's current refresh secret or access token may end it.
    const session = await findSession(deps.db, sessionId);
    const presented = parseRefreshToken(request.cookies[REFRESH_COOKIE]);
    const ownsByRefresh =
      presented?.sessionId === sessionId &&
      matchesHash(deps.config.authSecret, presented.secret, session?.refreshTokenHash);
    if (session && (request.sessionId === sessionId || ownsByRefresh))
      await deleteSession(deps.db, sessionId);
  }
  clearSessionCookies(reply, deps.config);
}
