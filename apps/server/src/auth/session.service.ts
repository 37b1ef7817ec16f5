// Sessions: one row per signed-in device. The refresh token is `<session id>.<secret>`; only an HMAC
// of the secret is stored. Rotation swaps it on every refresh, and a token that no longer matches
// its session (a copy used after the real one moved on) ends that session.
import type { AppDeps } from '../deps.ts';
import type { Logger } from '../logger.ts';
import { REFRESH_TOKEN_SECONDS } from './auth.cookies.ts';
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

/** The device a session is started on, as the request names it. */
export interface Device {
  ip: string;
  userAgent: string | undefined;
}

/** What the browser keeps of a session; the routes put them in cookies (auth.cookies.ts). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export type RefreshOutcome =
  { kind: 'session-refreshed'; user: UserRow; tokens: SessionTokens } | { kind: 'refused' };

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);

const parseRefreshToken = (value: string | undefined) => {
  const match = value && /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,})$/.exec(value);
  return match ? { sessionId: match[1]!, secret: match[2]! } : undefined;
};

/** Starts a session for `user` on this device; the caller hands its tokens to the browser. */
export async function startSession(deps: AppDeps, user: UserRow, device: Device): Promise<SessionTokens> {
  const { config, db } = deps;
  const secret = randomToken(32);
  const session = await insertSession(db, {
    userId: user.id,
    refreshTokenHash: hashToken(config.authSecret, secret),
    expiresAt: refreshExpiry(),
    userAgent: device.userAgent?.slice(0, 512) ?? null,
    ipHash: hashToken(config.authSecret, `ip:${device.ip}`),
  });
  await updateSecrets(db, user.id, { lastSignedIn: new Date() });
  const accessToken = await signAccessToken(config.authSecret, { userId: user.id, sessionId: session.id });
  return { accessToken, refreshToken: `${session.id}.${secret}` };
}

/** Rotates a device's refresh token; refused when it is missing, expired or reused. */
export async function refreshSession(
  deps: AppDeps,
  refreshToken: string | undefined,
  log: Logger,
): Promise<RefreshOutcome> {
  const { config, db } = deps;
  const refused = { kind: 'refused' } as const;
  const presented = parseRefreshToken(refreshToken);
  if (!presented) return refused;
  const session = await findSession(db, presented.sessionId);
  if (!session) return refused;
  const presentedHash = hashToken(config.authSecret, presented.secret);
  if (session.expiresAt.getTime() <= Date.now()) {
    await deleteSession(db, session.id);
    return refused;
  }
  const secret = randomToken(32);
  const rotated = await rotateSession(db, session.id, presentedHash, {
    refreshTokenHash: hashToken(config.authSecret, secret),
    expiresAt: refreshExpiry(),
  });
  if (!rotated) {
    // The presented token is an old one: someone holds a copy. End the session for both holders.
    log.warn({ sessionId: session.id }, 'Refresh token reuse detected; session revoked');
    await deleteSession(db, session.id);
    return refused;
  }
  const user = await findUserById(db, session.userId);
  if (!user) return refused;
  const accessToken = await signAccessToken(config.authSecret, { userId: user.id, sessionId: session.id });
  return {
    kind: 'session-refreshed',
    user,
    tokens: { accessToken, refreshToken: `${session.id}.${secret}` },
  };
}

/**
 * Ends one device's session: the one its access token names (`sessionId`), else the one its refresh token
 * names. Only a holder of this session's current refresh secret or access token may end it.
 */
export async function endSession(
  deps: AppDeps,
  presented: { sessionId: string | null; refreshToken: string | undefined },
): Promise<void> {
  const refresh = parseRefreshToken(presented.refreshToken);
  const sessionId = presented.sessionId ?? refresh?.sessionId;
  if (!sessionId) return;
  const session = await findSession(deps.db, sessionId);
  const ownsByRefresh =
    refresh?.sessionId === sessionId &&
    matchesHash(deps.config.authSecret, refresh.secret, session?.refreshTokenHash);
  if (session && (presented.sessionId === sessionId || ownsByRefresh))
    await deleteSession(deps.db, sessionId);
}
