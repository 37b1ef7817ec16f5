// GET /api/contributors/github and /crowdin (docs/product.md#other-calls), and the avatars they point to.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../deps.ts';
import { contracts } from '@rb/schema';
import { AppError } from '../http/app-error.ts';
import { ContributorsService, type ContributorsOptions } from './contributors.service.ts';

const tags = ['contributors'];
const sourceSchema = z.enum(['github', 'crowdin']);

/**
 * Where the lists come from: the deployment's settings (CONTRIBUTORS_GITHUB_REPOSITORY,
 * CONTRIBUTORS_CROWDIN_PROJECT and _TOKEN), unset by default, which gives empty lists. `options` override
 * them (tests point the service at a local stand-in).
 */
export const createContributorsRoutes =
  (options: ContributorsOptions = {}): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { deps }) => {
    const service = new ContributorsService({ ...deps.config.contributors, ...options });

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
