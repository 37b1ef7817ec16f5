// GET, PATCH and DELETE /api/user/me (docs/product.md#user-calls).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../deps.ts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { contracts, messageResponseSchema } from '@rb/schema';
import { userOf } from '../auth/auth.guard.ts';
import { clearSessionCookies } from '../auth/auth.cookies.ts';
import { authRateLimits } from '../auth/rate-limits.ts';
import { confirmIdentity } from '../auth/two-factor.service.ts';
import { deleteAccount, updateProfile } from './users.service.ts';
import { userResponse } from './user.dto.ts';
import { exportUserData } from './data-export.ts';

/** A ZIP of everything is a heavy answer; a person needs it rarely (docs/product.md#data-export). */
const dataExportRateLimit = { max: 5, timeWindow: 60 * 1000 };

const tags = ['user'];

export const usersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { requireUser } = deps.sessions;
  // A change that carries the current password is a password guess too: it counts against the limits
  // of the other guessing calls, while name, picture or language changes stay unlimited.
  const passwordGuesses = authRateLimits(app, deps, (request) => request.user?.id);
  const limitPasswordGuesses: preHandlerAsyncHookHandler = async function (request, reply) {
    if ((request.body as { currentPassword?: unknown } | undefined)?.currentPassword !== undefined)
      await passwordGuesses.call(this, request, reply);
  };

  app.get(
    '/user/me',
    { schema: { tags, response: { 200: contracts.me.response } }, preHandler: requireUser },
    async (request) => userResponse(deps.db, userOf(request)),
  );

  app.get(
    '/user/me/export',
    {
      schema: {
        tags,
        summary:
          'Download all of my data: a ZIP of the account, every resume as native JSON, and their pictures',
        produces: ['application/zip'],
      },
      preHandler: requireUser,
      config: { rateLimit: dataExportRateLimit },
    },
    async (request, reply) => {
      const { name, zip } = await exportUserData(deps, userOf(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );

  app.patch(
    '/user/me',
    {
      schema: { tags, body: contracts.updateMe.body, response: { 200: contracts.updateMe.response } },
      preHandler: [requireUser, limitPasswordGuesses],
    },
    async (request) =>
      userResponse(deps.db, await updateProfile(deps, request.log, userOf(request), request.body)),
  );

  app.delete(
    '/user/me',
    {
      schema: { tags, body: contracts.deleteMe.body, response: { 200: messageResponseSchema } },
      preHandler: [requireUser, passwordGuesses],
    },
    async (request, reply) => {
      // A stolen cookie or an unlocked screen must not be enough to end the account (ADR 0010).
      await confirmIdentity(deps, userOf(request), request.body ?? {});
      await deleteAccount(deps, userOf(request), request.log);
      clearSessionCookies(reply, deps.config);
      return { message: 'Your account and all of its data have been deleted.' };
    },
  );
};
