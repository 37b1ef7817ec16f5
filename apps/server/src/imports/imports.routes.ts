// POST /api/resume/import/:type (multipart `file`) -> { ok: true, data, warnings, visibility?, confidence? }.
// Converting only: the client then saves the document with POST /api/resume/import (the resumes feature).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts } from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { convertUpload } from './imports.service.ts';
import { readUpload } from './read-upload.ts';

const { importFile } = contracts;

export const importsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { requireUser } = deps.sessions;
  app.post(
    '/resume/import/:type',
    {
      preHandler: requireUser,
      schema: {
        tags: ['resume'],
        summary: 'Convert a file of another format into a resume document, without saving it',
        consumes: ['multipart/form-data'],
        // The type is checked before the upload is read, so a wrong URL costs no bandwidth.
        params: importFile.params,
        response: { 200: importFile.response },
      },
    },
    async (request) => {
      const { type } = request.params;
      if (!request.isMultipart()) throw new AppError('UnsupportedMediaType');
      const bytes = await readUpload(request, type);
      const { data, warnings, visibility, confidence } = await convertUpload(type, bytes);
      return {
        ok: true as const,
        data,
        warnings,
        ...(visibility ? { visibility } : {}),
        ...(confidence ? { confidence } : {}),
      };
    },
  );
};
