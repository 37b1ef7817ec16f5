// GET /resume/:id/export/:format → the resume as a file (Word, Markdown, text, JSON Resume or the product's JSON),
// an attachment named after its slug. The printer's access rule applies: the owner, or anybody while the resume
// is public, and a file taken by anybody else counts as a download.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts } from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import { countDownload } from '../statistics/count-request.ts';
import { exportResume } from './exports.service.ts';

export const exportsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { optionalUser } = deps.sessions;
  const printer = deps.printer;

  app.get(
    '/resume/:id/export/:format',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['resume'],
        summary: 'Download the resume as Word (docx), Markdown, plain text, JSON Resume or native JSON',
        params: contracts.exportResume.params,
        querystring: contracts.exportResume.query,
        produces: [
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'text/markdown',
          'text/plain',
          'application/json',
        ],
      },
    },
    async (request, reply) => {
      const viewer = request.user?.id;
      const resume = await printer.accessibleResume(viewer, request.params.id);
      const file = await exportResume(resume, request.params.format, viewer, deps.config.publicOrigin, {
        lang: request.query.lang,
      });
      if (resume.userId !== viewer) {
        await countDownload(deps, request, resume).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Could not count a download'),
        );
      }
      return (
        reply
          .type(file.mimeType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          // A private resume's file is private; and it changes with every edit.
          .header('cache-control', 'private, no-store')
          .send(file.body)
      );
    },
  );
};
