// Signed tokens for cookies (jose, HS256 with AUTH_SECRET). Two kinds, told apart by `typ`, so a
// pending two-factor token can never be used as an access token and the other way round.
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const PENDING_TWO_FACTOR_SECONDS = 10 * 60;

type Kind = 'access' | '2fa';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const keyOf = (authSecret: string) => new TextEncoder().encode(authSecret);

const sign = (
  authSecret: string,
  kind: Kind,
  subject: string,
  seconds: number,
  extra: Record<string, string> = {},
) =>
  new SignJWT({ typ: kind, ...extra })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(keyOf(authSecret));

const verify = async (authSecret: string, kind: Kind, token: string) => {
  try {
    const { payload } = await jwtVerify(token, keyOf(authSecret), { algorithms: ['HS256'] });
    return payload.typ === kind && typeof payload.sub === 'string' ? payload : undefined;
  } catch {
    return undefined;
  }
};

export const signAccessToken = (authSecret: string, claims: AccessClaims): Promise<string> =>
  sign(authSecret, 'access', claims.userId, ACCESS_TOKEN_SECONDS, { sid: claims.sessionId });

/**
 * Access tokens already verified, until they expire: a token's signature and claims never change, and every
 * autosave sends the same one (docs/decisions/0025-autosave-under-load.md). Whether its session still lives is
 * asked on every request all the same.
 */
const verifiedAccess = new Map<string, { authSecret: string; claims: AccessClaims; expiresAt: number }>();
/** A few megabytes at most; the tokens verified longest ago are forgotten first. */
const maxVerifiedAccess = 10_000;

export const verifyAccessToken = async (
  authSecret: string,
  token: string,
): Promise<AccessClaims | undefined> => {
  const known = verifiedAccess.get(token);
  if (known && known.authSecret === authSecret && Date.now() < known.expiresAt) return known.claims;
  const payload = await verify(authSecret, 'access', token);
  if (!payload || typeof payload.sid !== 'string') return undefined;
  const claims = { userId: payload.sub!, sessionId: payload.sid };
  verifiedAccess.delete(token);
  verifiedAccess.set(token, { authSecret, claims, expiresAt: payload.exp! * 1000 });
  for (const [oldest] of verifiedAccess) {
    if (verifiedAccess.size <= maxVerifiedAccess) break;
    verifiedAccess.delete(oldest);
  }
  return claims;
};

export const signPendingTwoFactor = (authSecret: string, userId: string): Promise<string> =>
  sign(authSecret, '2fa', userId, PENDING_TWO_FACTOR_SECONDS);

/** The user id waiting for a second factor, or undefined. */
export const verifyPendingTwoFactor = async (
  authSecret: string,
  token: string,
): Promise<string | undefined> => (await verify(authSecret, '2fa', token))?.sub;
