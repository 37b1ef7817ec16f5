// GET, PATCH and DELETE /api/user/me (spec §7 "User").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts, messageResponseSchema } from '@rb/schema';
import { requireUser, userOf } from '../auth/auth.guard.ts';
import { clearSessionCookies } from '../auth/auth.cookies.ts';
import { deleteAccount, updateProfile } from './users.service.ts';
import { toUserDto } from './user.dto.ts';

const tags = ['user'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/user/me',
    { schema: { tags, response: { 200: contracts.me.response } }, preHandler: requireUser },
    async (request) => toUserDto(userOf(request)),
  );

  app.patch(
    '/user/me',
    {
      schema: { tags, body: contracts.updateMe.body, response: { 200: contracts.updateMe.response } },
      preHandler: requireUser,
    },
    async (request) => toUserDto(await updateProfile(deps, request.log, userOf(request), request.body)),
  );

  app.delete(
    '/user/me',
    { schema: { tags, response: { 200: messageResponseSchema } }, preHandler: requireUser },
    async (request, reply) => {
      await deleteAccount(deps, userOf(request));
      clearSessionCookies(reply, deps.config);
      return { message: 'Your account and all of its data have been deleted.' };
    },
  );
};
