// PUT /api/storage/image (multipart `file`) -> { url }; GET /api/storage/<userId>/<file> serves it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../deps.ts';
import { z } from 'zod';
import { contracts } from '@rb/schema';
import { userOf } from '../auth/auth.guard.ts';
import { AppError } from '../http/app-error.ts';
import { describeS3 } from './s3-storage.ts';
import { MAX_IMAGE_BYTES, readStoredFile, storeImage } from './storage.service.ts';

const fileParams = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  file: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,5}$/),
});

export const storageRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { requireUser } = deps.sessions;
  if (deps.config.s3 && !deps.storage) app.log.info(`Uploads are stored in ${describeS3(deps.config.s3)}`);

  app.put(
    '/storage/image',
    {
      schema: {
        tags: ['storage'],
        consumes: ['multipart/form-data'],
        response: { 200: contracts.uploadImage.response },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const user = userOf(request);
      if (!request.isMultipart()) throw new AppError('UnsupportedMediaType');
      const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'file')
        throw new AppError('ValidationError', {
          issues: [{ path: 'file', message: 'Choose an image to upload.' }],
        });
      // toBuffer throws FST_REQ_FILE_TOO_LARGE past the limit, which the error handler answers with 413.
      const data = await part.toBuffer();
      return storeImage(deps, user.id, { mimetype: part.mimetype, data });
    },
  );

  app.get(
    '/storage/:userId/:file',
    { schema: { tags: ['storage'], params: fileParams } },
    async (request, reply) => {
      const stored = await readStoredFile(deps, request.params.userId, request.params.file);
      return (
        reply
          .header('content-type', stored.contentType)
          .header('content-length', stored.size)
          // Names are random and never reused, so a file never changes; public resumes embed these pictures.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(stored.stream)
      );
    },
  );
};
