// GET /api/auth/github|google starts a social sign-in; the provider sends the browser back to
// /api/auth/<provider>/callback, which ends at the web app's /auth/callback?status=… page.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isErrorCode } from '@rb/schema';
import { generateCodeVerifier, generateState } from 'arctic';
import { AppError, isAppError } from '../http/app-error.ts';
import {
  clearCookie,
  OAUTH_COOKIE_SECONDS,
  OAUTH_STATE_COOKIE,
  OAUTH_VERIFIER_COOKIE,
  setCookie,
  setSignInCookies,
} from './auth.cookies.ts';
import { deviceOf } from './device.ts';
import {
  authorizationUrl,
  fetchSocialProfile,
  providerConfig,
  socialProviders,
  type SocialProvider,
} from './oauth.providers.ts';
import { signInWithProvider } from './oauth.service.ts';
import { safeEqual } from './tokens.ts';
import type { FeatureOptions } from '../deps.ts';

export const oauthRoutes: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  const { config } = deps;

  const finish = (reply: FastifyReply, status: string, code?: string) => {
    clearCookie(reply, config, OAUTH_STATE_COOKIE);
    clearCookie(reply, config, OAUTH_VERIFIER_COOKIE);
    const target = new URL(`${config.publicUrl}/auth/callback`);
    target.searchParams.set('status', status);
    if (code) target.searchParams.set('code', code);
    return reply.redirect(target.toString());
  };

  for (const provider of socialProviders) {
    const settingsOf = () => {
      const settings = providerConfig(config, provider as SocialProvider);
      if (!settings) throw new AppError('NotFound');
      return settings;
    };

    app.get(`/auth/${provider}`, { schema: { tags: ['auth'] } }, async (_request, reply) => {
      const settings = settingsOf();
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      setCookie(reply, config, OAUTH_STATE_COOKIE, state, OAUTH_COOKIE_SECONDS);
      setCookie(reply, config, OAUTH_VERIFIER_COOKIE, codeVerifier, OAUTH_COOKIE_SECONDS);
      return reply.redirect(authorizationUrl(config, provider, settings, state, codeVerifier).toString());
    });

    app.get(`/auth/${provider}/callback`, { schema: { tags: ['auth'] } }, async (request, reply) => {
      const settings = settingsOf();
      const query = request.query as Record<string, unknown>;
      const code = typeof query.code === 'string' ? query.code : undefined;
      const state = typeof query.state === 'string' ? query.state : undefined;
      const expectedState = request.cookies[OAUTH_STATE_COOKIE];
      const codeVerifier = request.cookies[OAUTH_VERIFIER_COOKIE];
      // The user declined at the provider, or the request did not start in this browser.
      if (!code || !state || !expectedState || !codeVerifier || !safeEqual(state, expectedState)) {
        return finish(reply, 'error', 'InvalidBrowserConnection');
      }
      try {
        const profile = await fetchSocialProfile(config, provider, settings, code, codeVerifier);
        const outcome = await signInWithProvider(deps, provider, profile, deviceOf(request));
        return finish(reply, setSignInCookies(reply, config, outcome));
      } catch (error) {
        if (isAppError(error) && isErrorCode(error.code)) return finish(reply, 'error', error.code);
        request.log.warn({ err: error, provider }, 'Social sign-in failed');
        return finish(reply, 'error', 'SomethingWentWrong');
      }
    });
  }
};
