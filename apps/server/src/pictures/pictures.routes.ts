// GET /api/pictures/remote?url= → the picture at a remote address, fetched by the server. Pages of the app
// show remote pictures through this route (displayPictureUrl in @rb/schema); the print pages get the same
// pictures from the printer without a network hop.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../deps.ts';
import { contracts } from '@rb/schema';
import { AppError } from '../http/app-error.ts';

/** Generous for people (a builder preview asks once per address), tight for anyone using it as a proxy. */
const pictureRateLimit = { max: 120, timeWindow: 60 * 1000 };

export const picturesRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const pictures = deps.pictures;

  app.get(
    contracts.remotePicture.path,
    {
      config: { rateLimit: pictureRateLimit },
      schema: { tags: ['storage'], querystring: contracts.remotePicture.query },
    },
    async (request, reply) => {
      const source = await pictures.resolve(request.query.url);
      if ('path' in source) return reply.redirect(source.path, 302);
      if ('unavailable' in source) throw new AppError('NotFound');
      return (
        reply
          .header('content-type', source.picture.contentType)
          .header('content-length', source.picture.body.length)
          .header('cache-control', 'public, max-age=3600')
          // Only ever an image in a page of this app; opened on its own it can do nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', 'inline')
          .send(source.picture.body)
      );
    },
  );
};
