// Share links (docs/product.md#share-links). The owner's: GET, POST /resume/:id/links and
// DELETE /resume/:id/links/:linkId (API keys reach them as every resume call). A visitor's, all under
// /resume/link/:token so that the pass cookie of a password reaches them and nothing else: the resume, the
// password, the PDF's address and the PDF itself.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, resumeLinkContracts, urlResponseSchema } from '@rb/schema';
import { requireUser, userOf } from '../auth/auth.guard.ts';
import { authRateLimits } from '../auth/rate-limits.ts';
import { AppError } from '../http/app-error.ts';
import { pdfWithoutPagePolicy, sendPrintFile } from '../printer/print-file.ts';
import { printRateLimit, visitorPrintsPerResume } from '../printer/printer.routes.ts';
import { printerOf } from '../printer/printer.service.ts';
import { toPublicResumeDto } from '../resumes/resume.dto.ts';
import { countDownload, countView } from '../statistics/statistics.service.ts';
import { linkApiPath, setLinkPass } from './link-token.ts';
import {
  createResumeLink,
  listResumeLinks,
  openSharedResume,
  printableOf,
  revokeResumeLink,
  unlockSharedResume,
} from './links.service.ts';

const tags = ['resume'];
const c = resumeLinkContracts;

/** Reading a shared resume, per address: a person reloads, a loop guessing tokens is stopped early. */
const sharedReadRateLimit = { max: 120, timeWindow: 60 * 1000 };

const fileParams = c.sharedResume.params.extend({ file: z.string().regex(/^[0-9a-f]{64}\.pdf$/) });

export interface LinksRoutesOptions {
  /** The clock for expiry, passes and counting (tests move it). */
  now?: () => Date;
}

export const createLinksRoutes =
  ({ now = () => new Date() }: LinksRoutesOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const owner = { preHandler: requireUser };
    const printer = printerOf(deps);
    // The same budget as the printer's own visitor prints, and with Redis the very same counter.
    const visitorPrints = app.createRateLimit({
      ...visitorPrintsPerResume,
      keyGenerator: (request) =>
        `print:resume:${(request as FastifyRequest & { resumeId: string }).resumeId}`,
    });
    // Counted per address and link (a hash: the token never lands in a rate-limit store), like signing in.
    const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
    const unlockLimits = authRateLimits(
      app,
      (request) => `link:${createHash('sha256').update(tokenOf(request)).digest('hex').slice(0, 32)}`,
      { perAccount: 'slow' },
    );

    app.get(
      c.listResumeLinks.path,
      {
        ...owner,
        schema: { tags, params: c.listResumeLinks.params, response: { 200: c.listResumeLinks.response } },
      },
      async (request) => listResumeLinks(deps, userOf(request).id, request.params.id),
    );

    app.post(
      c.createResumeLink.path,
      {
        ...owner,
        schema: {
          tags,
          params: c.createResumeLink.params,
          body: c.createResumeLink.body,
          response: { 200: c.createResumeLink.response },
        },
      },
      async (request) => createResumeLink(deps, userOf(request).id, request.params.id, request.body, now()),
    );

    app.delete(
      c.revokeResumeLink.path,
      {
        ...owner,
        schema: { tags, params: c.revokeResumeLink.params, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await revokeResumeLink(deps.db, userOf(request).id, request.params.id, request.params.linkId);
        return { message: 'The link has been revoked.' };
      },
    );

    app.get(
      c.sharedResume.path,
      {
        config: { rateLimit: sharedReadRateLimit },
        schema: { tags, params: c.sharedResume.params, response: { 200: c.sharedResume.response } },
      },
      async (request) => {
        const shared = await openSharedResume(request, request.params.token, now());
        await countView(request, shared.resume, now(), shared.link.id);
        return toPublicResumeDto(shared.resume, shared.user);
      },
    );

    app.post(
      c.unlockResumeLink.path,
      {
        preHandler: unlockLimits,
        schema: {
          tags,
          params: c.unlockResumeLink.params,
          body: c.unlockResumeLink.body,
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        const shared = await unlockSharedResume(deps.db, token, request.body.password, now());
        if (shared.link.passwordHash !== null) setLinkPass(reply, deps.config, token, shared.link.id, now());
        return { message: 'The link is open.' };
      },
    );

    app.get(
      c.printSharedResume.path,
      {
        config: { rateLimit: printRateLimit },
        schema: { tags, params: c.printSharedResume.params, response: { 200: urlResponseSchema } },
      },
      async (request, reply) => {
        const { token } = request.params;
        const shared = await openSharedResume(request, token, now());
        const resume = printableOf(shared);
        if (!printer.isCached(resume, 'pdf')) {
          const limit = await visitorPrints(Object.assign(request, { resumeId: resume.id }));
          if (!limit.isAllowed && limit.isExceeded) {
            reply.header('retry-after', limit.ttlInSeconds);
            throw new AppError('TooManyRequests');
          }
        }
        const hash = await printer.render(resume, 'pdf');
        await countDownload(request, resume, now(), shared.link.id).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Could not count a download'),
        );
        return { url: `${deps.config.publicUrl}${linkApiPath(token)}/file/${hash}.pdf` };
      },
    );

    app.get(
      `${c.sharedResume.path}/file/:file`,
      { schema: { tags, params: fileParams }, onSend: pdfWithoutPagePolicy },
      async (request, reply) => {
        const shared = await openSharedResume(request, request.params.token, now());
        return sendPrintFile(printer, request, reply, printableOf(shared), request.params.file);
      },
    );
  };

export const linksRoutes = createLinksRoutes();
