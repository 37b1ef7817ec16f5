// A letter's PDF for its public page, as GET /resume/print/:id is for a resume's: GET /letter/print/:id answers
// the file's address and /letter/print/:id/file/<hash>.pdf the file, to the owner, or anybody while the letter is
// public, whose download counts (docs/decisions/0024-letters-share-like-resumes.md). Also the letter's counts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contracts } from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import { userOf } from '../auth/auth.guard.ts';
import { AppError } from '../http/app-error.ts';
import { pdfWithoutPagePolicy, sendPrintFile } from '../printer/print-file.ts';
import { printRateLimit, visitorPrintsPerResume } from '../printer/printer.routes.ts';
import { countDownload } from '../statistics/count-request.ts';
import { readLetterStatistics } from '../statistics/statistics.service.ts';
import { printableLetter } from './letter-files.ts';
import { accessibleLetter, ownedLetter } from './letters.service.ts';

const tags = ['letter'];

const fileParams = z.object({ id: z.string().min(1), file: z.string().regex(/^[0-9a-f]{64}\.pdf$/) });

export interface LetterPrintRoutesOptions {
  /** The clock for counting (tests move it). */
  now?: () => Date;
}

export const createLetterPrintRoutes =
  ({ now = () => new Date() }: LetterPrintRoutesOptions = {}): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { deps }) => {
    const { optionalUser, requireUser } = deps.sessions;
    const printer = deps.printer;
    // The resume's budget for visitors' new prints, counted per letter.
    const visitorPrints = app.createRateLimit({
      ...visitorPrintsPerResume,
      keyGenerator: (request) => `print:resume:${(request.params as { id: string }).id}`,
    });

    app.get(
      contracts.printLetter.path,
      {
        preHandler: optionalUser,
        config: { rateLimit: printRateLimit },
        schema: {
          tags,
          params: contracts.printLetter.params,
          response: { 200: contracts.printLetter.response },
        },
      },
      async (request, reply) => {
        const viewer = request.user?.id;
        const letter = await accessibleLetter(deps.db, viewer, request.params.id);
        const printable = await printableLetter(deps.db, letter);
        if (letter.userId !== viewer && !printer.isCached(printable, 'pdf')) {
          const limit = await visitorPrints(request);
          if (!limit.isAllowed && limit.isExceeded) {
            reply.header('retry-after', limit.ttlInSeconds);
            throw new AppError('TooManyRequests');
          }
        }
        const hash = await printer.render(printable, 'pdf');
        if (letter.userId !== viewer) {
          await countDownload(
            deps,
            request,
            { kind: 'letter', id: letter.id, userId: letter.userId },
            now(),
          ).catch((error: unknown) => request.log.warn({ err: error }, 'Could not count a download'));
        }
        return { url: `${deps.config.publicUrl}/api/letter/print/${letter.id}/file/${hash}.pdf` };
      },
    );

    app.get(
      `${contracts.printLetter.path}/file/:file`,
      { preHandler: optionalUser, schema: { tags, params: fileParams }, onSend: pdfWithoutPagePolicy },
      async (request, reply) => {
        const letter = await accessibleLetter(deps.db, request.user?.id, request.params.id);
        return sendPrintFile(
          printer,
          request,
          reply,
          await printableLetter(deps.db, letter),
          request.params.file,
        );
      },
    );

    app.get(
      contracts.letterStatistics.path,
      {
        preHandler: requireUser,
        schema: {
          tags,
          params: contracts.letterStatistics.params,
          response: { 200: contracts.letterStatistics.response },
        },
      },
      async (request) =>
        readLetterStatistics(deps.db, (await ownedLetter(deps.db, userOf(request).id, request.params.id)).id),
    );
  };

export const letterPrintRoutes = createLetterPrintRoutes();
