// POST /api/resume/import/:type (multipart `file`) -> { ok: true, data, warnings, visibility? }.
// Converting only: the client then saves the document with POST /api/resume/import (the resumes feature).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resumeDataSchema } from '@rb/schema';
import { requireUser } from '../auth/auth.guard.ts';
import { AppError } from '../http/app-error.ts';
import { convertUpload, importTypeOf, uploadLimitOf } from './imports.service.ts';

const params = z.object({ type: z.string().max(64) });

const response = z.object({
  ok: z.literal(true),
  data: resumeDataSchema,
  warnings: z.array(z.string()),
  visibility: z.enum(['public', 'private']).optional(),
});

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resume/import/:type',
    {
      preHandler: requireUser,
      schema: { tags: ['resume'], consumes: ['multipart/form-data'], params, response: { 200: response } },
    },
    async (request) => {
      // The type is checked before the upload is read, so a wrong URL costs no bandwidth.
      const type = importTypeOf(request.params.type);
      if (!request.isMultipart()) throw new AppError('UnsupportedMediaType');
      // The app-wide multipart limit is below the 20 MB a LinkedIn archive may take; each type sets its own.
      const part = await request.file({ limits: { fileSize: uploadLimitOf(type), files: 1, fields: 5 } });
      if (!part || part.fieldname !== 'file')
        throw new AppError('ValidationError', {
          issues: [{ path: 'file', message: 'Choose a file to import.' }],
        });
      // toBuffer throws FST_REQ_FILE_TOO_LARGE past the limit, which the error handler answers with 413.
      const bytes = await part.toBuffer();
      const { data, warnings, visibility } = await convertUpload(type, bytes);
      return { ok: true as const, data, warnings, ...(visibility ? { visibility } : {}) };
    },
  );
};
