// GET /api/translation/languages: the locales the interface ships in (docs/product.md#user-calls).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languages } from '@rb/i18n';

const languageSchema = z.object({
  id: z.string(),
  name: z.string(),
  editorCode: z.string(),
  locale: z.string(),
  progress: z.number(),
});

export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/translation/languages',
    { schema: { tags: ['translation'], response: { 200: z.array(languageSchema) } } },
    async (_request, reply) => {
      // The list only changes with a release; let browsers keep it for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return [...languages];
    },
  );
};
