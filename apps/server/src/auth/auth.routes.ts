// HTTP for email-and-password accounts, sessions and two-factor (docs/product.md#auth-calls). Rules live in the services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contracts, messageResponseSchema } from '@rb/schema';
import { userOf } from './auth.guard.ts';
import {
  changePassword,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './auth.service.ts';
import { authRateLimits, bodyField } from './rate-limits.ts';
import { endSession, refreshSession } from './session.service.ts';
import { verifyPendingTwoFactor } from './jwt.ts';
import {
  ACCESS_COOKIE,
  clearCookie,
  clearSessionCookies,
  PENDING_TWO_FACTOR_COOKIE,
  REFRESH_COOKIE,
  setSessionCookies,
  setSignInCookies,
} from './auth.cookies.ts';
import { deviceOf } from './device.ts';
import { AppError } from '../http/app-error.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  useBackupCode,
  verifyTwoFactor,
} from './two-factor.service.ts';
import { socialProviders } from './oauth.providers.ts';
import { userResponse } from '../users/user.dto.ts';
import type { FeatureOptions } from '../deps.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { optionalUser, requireUser } = deps.sessions;
  const pendingToken = (request: FastifyRequest) => request.cookies[PENDING_TWO_FACTOR_COOKIE];
  const pendingKey = async (request: FastifyRequest) => {
    const token = pendingToken(request);
    return token ? verifyPendingTwoFactor(deps.config.authSecret, token) : undefined;
  };
  const signedInKey = (request: FastifyRequest) => request.user?.id;

  app.post(
    '/auth/login',
    {
      schema: { tags, body: contracts.login.body, response: { 200: contracts.login.response } },
      preHandler: authRateLimits(app, deps, bodyField('identifier'), { perAccount: 'slow' }),
    },
    async (request, reply) => {
      const outcome = await login(deps, request.body, deviceOf(request));
      const status = setSignInCookies(reply, deps.config, outcome);
      return { status, user: await userResponse(deps.db, outcome.user) };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: { tags, body: contracts.register.body, response: { 200: contracts.register.response } },
      preHandler: authRateLimits(app, deps, bodyField('email')),
    },
    async (request, reply) => {
      const outcome = await register(deps, request.body, deviceOf(request), request.log);
      setSignInCookies(reply, deps.config, outcome);
      return userResponse(deps.db, outcome.user);
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, response: { 200: messageResponseSchema } }, preHandler: optionalUser },
    async (request, reply) => {
      await endSession(deps, {
        sessionId: request.sessionId,
        refreshToken: request.cookies[REFRESH_COOKIE],
      });
      clearSessionCookies(reply, deps.config);
      return { message: 'You have been signed out.' };
    },
  );

  app.post(
    '/auth/refresh',
    { schema: { tags, response: { 200: contracts.refresh.response } } },
    async (request, reply) => {
      const outcome = await refreshSession(deps, request.cookies[REFRESH_COOKIE], request.log);
      if (outcome.kind === 'refused') {
        // Only the session's cookies: a guest's refresh probe (the web app makes one on every page load)
        // must not drop a pending second factor, or a reload of the code screen could never finish.
        clearCookie(reply, deps.config, ACCESS_COOKIE);
        clearCookie(reply, deps.config, REFRESH_COOKIE);
        throw new AppError('Unauthorized');
      }
      setSessionCookies(reply, deps.config, outcome.tokens);
      return userResponse(deps.db, outcome.user);
    },
  );

  app.patch(
    '/auth/password',
    {
      schema: {
        tags,
        body: contracts.updatePassword.body,
        response: { 200: contracts.updatePassword.response },
      },
      preHandler: [requireUser, authRateLimits(app, deps, signedInKey)],
    },
    async (request) => {
      await changePassword(deps, userOf(request), request.sessionId, request.body);
      return { message: 'Your password has been changed.' };
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      schema: { tags, response: { 200: messageResponseSchema } },
      preHandler: [requireUser, authRateLimits(app, deps, signedInKey)],
    },
    async (request) => {
      await resendVerification(deps, request.log, userOf(request));
      return { message: 'A new verification email has been sent.' };
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { tags, querystring: contracts.verifyEmail.query, response: { 200: messageResponseSchema } } },
    async (request) => {
      await verifyEmail(deps, request.query.token);
      return { message: 'Your email address has been verified.' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: { tags, body: contracts.forgotPassword.body, response: { 200: messageResponseSchema } },
      preHandler: authRateLimits(app, deps, bodyField('email')),
    },
    async (request) => {
      forgotPassword(deps, request.log, request.body.email);
      return {
        message: 'If an account uses this email address, a link to reset its password is on its way.',
      };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { tags, body: contracts.resetPassword.body, response: { 200: messageResponseSchema } },
      preHandler: authRateLimits(app, deps, () => undefined),
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: 'Your password has been reset. Please sign in.' };
    },
  );

  app.post(
    '/auth/2fa/setup',
    { schema: { tags, response: { 200: contracts.setupTwoFactor.response } }, preHandler: requireUser },
    async (request) => ({ message: await setupTwoFactor(deps, userOf(request)) }),
  );

  app.post(
    '/auth/2fa/enable',
    {
      schema: {
        tags,
        body: contracts.enableTwoFactor.body,
        response: { 200: contracts.enableTwoFactor.response },
      },
      preHandler: [requireUser, authRateLimits(app, deps, signedInKey)],
    },
    async (request) => ({ backupCodes: await enableTwoFactor(deps, userOf(request), request.body.code) }),
  );

  app.post(
    '/auth/2fa/disable',
    {
      schema: { tags, body: contracts.disableTwoFactor.body, response: { 200: messageResponseSchema } },
      // The password or a code is a guess like any other.
      preHandler: [requireUser, authRateLimits(app, deps, signedInKey)],
    },
    async (request) => {
      await disableTwoFactor(deps, userOf(request), request.body ?? {});
      return { message: 'Two-factor authentication has been turned off.' };
    },
  );

  app.post(
    '/auth/2fa/verify',
    {
      schema: {
        tags,
        body: contracts.verifyTwoFactor.body,
        response: { 200: contracts.verifyTwoFactor.response },
      },
      preHandler: authRateLimits(app, deps, pendingKey),
    },
    async (request, reply) => {
      const outcome = await verifyTwoFactor(
        deps,
        pendingToken(request),
        request.body.code,
        deviceOf(request),
      );
      setSignInCookies(reply, deps.config, outcome);
      return userResponse(deps.db, outcome.user);
    },
  );

  app.post(
    '/auth/2fa/backup',
    {
      schema: {
        tags,
        body: contracts.useBackupCode.body,
        response: { 200: contracts.useBackupCode.response },
      },
      preHandler: authRateLimits(app, deps, pendingKey),
    },
    async (request, reply) => {
      const outcome = await useBackupCode(deps, pendingToken(request), request.body.code, deviceOf(request));
      setSignInCookies(reply, deps.config, outcome);
      return userResponse(deps.db, outcome.user);
    },
  );

  app.get(
    '/auth/providers',
    { schema: { tags, response: { 200: contracts.providers.response } } },
    async () => [
      ...(deps.config.disableEmailAuth ? [] : (['email'] as const)),
      ...socialProviders.filter((provider) => deps.config[provider] !== undefined),
    ],
  );

  // Kept apart from /auth/providers, which docs/product.md#auth-calls fixes as a plain list.
  app.get('/auth/signups', { schema: { tags, response: { 200: contracts.signups.response } } }, async () => ({
    open: !deps.config.disableSignups,
  }));
};
