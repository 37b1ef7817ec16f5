// GET /api/contributors/github and /crowdin (spec §7 "Other"), and the avatars they point to.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts } from '@rb/schema';
import { AppError } from '../http/app-error.ts';
import { ContributorsService, type ContributorsOptions } from './contributors.service.ts';

const tags = ['contributors'];
const sourceSchema = z.enum(['github', 'crowdin']);

/**
 * Where the lists come from. The product names no public repository or Crowdin project yet, so by
 * default both lists are empty; a deployment passes its own (main.ts or a fork's features list).
 */
const defaultOptions: ContributorsOptions = {};

export const createContributorsRoutes =
  (options: ContributorsOptions = defaultOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new ContributorsService(options);

    for (const source of sourceSchema.options) {
      app.get(
        `/contributors/${source}`,
        { schema: { tags, response: { 200: contracts.githubContributors.response } } },
        async (_request, reply) => {
          reply.header('cache-control', 'public, max-age=3600');
          return service.list(source);
        },
      );
    }

    app.get(
      '/contributors/avatar/:source/:index',
      { schema: { tags, params: z.object({ source: sourceSchema, index: z.coerce.number().int().min(0) }) } },
      async (request, reply) => {
        const avatar = await service.avatar(request.params.source, request.params.index);
        if (!avatar) throw new AppError('NotFound');
        return reply
          .header('content-type', avatar.type)
          .header('cache-control', 'public, max-age=86400')
          .send(avatar.body);
      },
    );
  };

export const contributorsRoutes = createContributorsRoutes();
