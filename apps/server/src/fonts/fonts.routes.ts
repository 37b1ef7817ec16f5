// Fonts, self-hosted (docs/product.md#no-third-party-calls).
// - fontsRoutes, a feature under /api: GET /api/fonts, the catalogue for the font picker.
// - fontFilesRoutes, at the root: GET /fonts/:id/:file, the woff2/woff files the catalogue and its
//   @font-face CSS point at, used alike by the web app and the artboard. File names never change
//   for a given package version, so they are cached for a year. GET /fonts/fallbacks/(serif|sans).css
//   is the script fallbacks' @font-face stylesheet (too big to inline in every page), interface.css and
//   interface-han.css the web app's own, and
//   GET /fonts/:id/faces.css?subset=&variants= a family's, so resume pages need no catalogue.
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../http/app-error.ts';
import {
  fallbackStylesheet,
  familyFacesStylesheet,
  fontCatalogueBody,
  openFontFile,
} from './fonts.service.ts';

const immutable = 'public, max-age=31536000, immutable';

export const fontsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/fonts',
    { schema: { tags: ['fonts'], summary: 'The font catalogue' } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400').header('etag', fontCatalogueBody.etag);
      if (request.headers['if-none-match'] === fontCatalogueBody.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(fontCatalogueBody.json);
    },
  );
};

export const fontFilesRoutes: FastifyPluginAsync = async (app) => {
  // A static segment: find-my-way matches it before the /fonts/:id/:file pattern below.
  app.get<{ Params: { file: string } }>('/fonts/fallbacks/:file', async (request, reply) => {
    const sheet = fallbackStylesheet(request.params.file);
    if (!sheet) throw new AppError('NotFound');
    reply.header('cache-control', 'public, max-age=86400').header('etag', sheet.etag);
    if (request.headers['if-none-match'] === sheet.etag) return reply.code(304).send();
    return reply.type('text/css; charset=utf-8').send(sheet.css);
  });

  // Static last segment: matched before the file pattern below.
  app.get<{ Params: { id: string }; Querystring: { subset?: string; variants?: string } }>(
    '/fonts/:id/faces.css',
    async (request, reply) => {
      const { subset, variants } = request.query;
      const sheet = familyFacesStylesheet(
        request.params.id,
        typeof subset === 'string' ? subset : undefined,
        typeof variants === 'string' ? variants : undefined,
      );
      if (!sheet) throw new AppError('NotFound');
      reply.header('cache-control', 'public, max-age=86400').header('etag', sheet.etag);
      if (request.headers['if-none-match'] === sheet.etag) return reply.code(304).send();
      return reply.type('text/css; charset=utf-8').send(sheet.css);
    },
  );

  app.get<{ Params: { id: string; file: string } }>('/fonts/:id/:file', async (request, reply) => {
    const file = await openFontFile(request.params.id, request.params.file);
    if (!file) throw new AppError('NotFound');
    return reply
      .header('cache-control', immutable)
      .header('content-length', file.size)
      .header('access-control-allow-origin', '*')
      .type(file.contentType)
      .send(file.stream);
  });
};
