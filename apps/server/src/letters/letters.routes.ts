// The cover letter calls of docs/product.md#letter-calls: the resume calls' shape under /letter.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts, idParamsSchema, letterDto, messageResponseSchema } from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import { userOf } from '../auth/auth.guard.ts';
import { toLetterDto } from './letter.dto.ts';
import { letterFile } from './letter-files.ts';
import {
  createLetter,
  deleteLetter,
  listLetters,
  lockLetter,
  ownedLetter,
  updateLetter,
} from './letters.service.ts';

const tags = ['letter'];
/** As for resume prints: ample for a person, tight for a loop (a new PDF costs a print page). */
const exportRateLimit = { max: 30, timeWindow: 60 * 1000 };

export interface LettersRoutesOptions {
  /** The clock snapshots are dated by (tests move it). */
  now?: () => Date;
}

export const createLettersRoutes =
  ({ now = () => new Date() }: LettersRoutesOptions = {}): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { deps }) => {
    const { requireUser } = deps.sessions;
    const { db } = deps;
    const auth = { onRequest: requireUser };

    app.post(
      '/letter',
      { ...auth, schema: { tags, body: contracts.createLetter.body, response: { 200: letterDto } } },
      async (request) => toLetterDto(await createLetter(db, userOf(request), request.body, now())),
    );

    app.get(
      '/letter',
      { ...auth, schema: { tags, response: { 200: z.array(letterDto) } } },
      async (request) => (await listLetters(db, userOf(request).id)).map(toLetterDto),
    );

    app.get(
      '/letter/:id',
      { ...auth, schema: { tags, params: idParamsSchema, response: { 200: letterDto } } },
      async (request) => toLetterDto(await ownedLetter(db, userOf(request).id, request.params.id)),
    );

    app.patch(
      '/letter/:id',
      {
        ...auth,
        schema: {
          tags,
          params: idParamsSchema,
          body: contracts.updateLetter.body,
          response: { 200: letterDto },
        },
      },
      async (request) =>
        toLetterDto(
          await updateLetter(db, userOf(request).id, request.params.id, request.body, toLetterDto, now()),
        ),
    );

    app.delete(
      '/letter/:id',
      { ...auth, schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await deleteLetter(deps, userOf(request).id, request.params.id, request.log);
        return { message: 'The letter has been deleted.' };
      },
    );

    app.patch(
      '/letter/:id/lock',
      {
        ...auth,
        schema: {
          tags,
          params: idParamsSchema,
          body: contracts.lockLetter.body,
          response: { 200: letterDto },
        },
      },
      async (request) =>
        toLetterDto(await lockLetter(db, userOf(request).id, request.params.id, request.body.set)),
    );

    app.get(
      '/letter/:id/export/:format',
      {
        ...auth,
        config: { rateLimit: exportRateLimit },
        schema: {
          tags,
          summary: 'Download the letter as a PDF (printed with its design) or a Word document',
          params: contracts.exportLetter.params,
          produces: [
            'application/pdf',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ],
        },
        // Browsers show a PDF in their own viewer, which the app's page policy would block; a PDF runs no script.
        onSend: async (_request, reply) => {
          if (String(reply.getHeader('content-type')).startsWith('application/pdf'))
            reply.removeHeader('content-security-policy');
        },
      },
      async (request, reply) => {
        const letter = await ownedLetter(db, userOf(request).id, request.params.id);
        const file = await letterFile(deps, letter, request.params.format);
        return reply
          .type(file.mimeType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };

export const lettersRoutes = createLettersRoutes();
