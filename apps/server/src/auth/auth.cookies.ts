// The cookies of a signed-in browser. All httpOnly and SameSite=Lax (Lax, not Strict, so the
// redirect back from GitHub or Google arrives with them); Secure when PUBLIC_URL is https.
import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { decodeJwt } from 'jose';
import type { Config } from '../config.ts';
import type { SignInOutcome } from './auth.service.ts';
import { ACCESS_TOKEN_SECONDS, PENDING_TWO_FACTOR_SECONDS } from './jwt.ts';
import type { SessionTokens } from './session.service.ts';

export const ACCESS_COOKIE = 'Authentication';
export const REFRESH_COOKIE = 'Refresh';
export const PENDING_TWO_FACTOR_COOKIE = 'TwoFactor';
export const OAUTH_STATE_COOKIE = 'OAuthState';
export const OAUTH_VERIFIER_COOKIE = 'OAuthVerifier';
export const VIEWER_COOKIE = 'Viewer';

export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const OAUTH_COOKIE_SECONDS = 10 * 60;

const paths = {
  [ACCESS_COOKIE]: '/',
  [REFRESH_COOKIE]: '/api/auth',
  [PENDING_TWO_FACTOR_COOKIE]: '/api/auth/2fa',
  [OAUTH_STATE_COOKIE]: '/api/auth',
  [OAUTH_VERIFIER_COOKIE]: '/api/auth',
  [VIEWER_COOKIE]: '/api/resume',
} as const;

type CookieName = keyof typeof paths;

const optionsFor = (config: Config, name: CookieName, maxAge?: number): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.publicUrl.startsWith('https:'),
  path: paths[name],
  ...(maxAge === undefined ? {} : { maxAge }),
});

export const setCookie = (
  reply: FastifyReply,
  config: Config,
  name: CookieName,
  value: string,
  maxAge: number,
) => reply.setCookie(name, value, optionsFor(config, name, maxAge));

export const clearCookie = (reply: FastifyReply, config: Config, name: CookieName) =>
  reply.clearCookie(name, optionsFor(config, name));

export const setSessionCookies = (reply: FastifyReply, config: Config, tokens: SessionTokens) => {
  setCookie(reply, config, ACCESS_COOKIE, tokens.accessToken, ACCESS_TOKEN_SECONDS);
  setCookie(reply, config, REFRESH_COOKIE, tokens.refreshToken, REFRESH_TOKEN_SECONDS);
  // The resume routes that count visits must know the owner also after the access token expired, and the
  // refresh token never leaves /api/auth; so they get who this session is, signed, for recognition only
  // (auth.guard.ts viewerIdOf). Read back from the token signed a moment ago.
  const { sub, sid } = decodeJwt(tokens.accessToken);
  if (typeof sub === 'string' && typeof sid === 'string') {
    reply.setCookie(VIEWER_COOKIE, `${sub}.${sid}`, {
      ...optionsFor(config, VIEWER_COOKIE, REFRESH_TOKEN_SECONDS),
      signed: true,
    });
  }
  // A finished second factor leaves no pending token behind.
  if (reply.request.cookies[PENDING_TWO_FACTOR_COOKIE] !== undefined) {
    clearCookie(reply, config, PENDING_TWO_FACTOR_COOKIE);
  }
};

export const setPendingTwoFactorCookie = (reply: FastifyReply, config: Config, token: string) =>
  setCookie(reply, config, PENDING_TWO_FACTOR_COOKIE, token, PENDING_TWO_FACTOR_SECONDS);

/** A sign-in's outcome as cookies; answers the status the sign-in calls report (docs/product.md#auth-calls). */
export const setSignInCookies = (reply: FastifyReply, config: Config, outcome: SignInOutcome) => {
  if (outcome.kind === 'second-factor-pending') {
    setPendingTwoFactorCookie(reply, config, outcome.pendingToken);
    return '2fa_required' as const;
  }
  setSessionCookies(reply, config, outcome.tokens);
  return 'authenticated' as const;
};

export const clearSessionCookies = (reply: FastifyReply, config: Config) => {
  clearCookie(reply, config, ACCESS_COOKIE);
  clearCookie(reply, config, REFRESH_COOKIE);
  clearCookie(reply, config, PENDING_TWO_FACTOR_COOKIE);
  clearCookie(reply, config, VIEWER_COOKIE);
};
