// Share links (docs/product.md#share-links) of resumes and letters. The owner's: GET, POST /resume/:id/links and
// DELETE /resume/:id/links/:linkId, the same under /letter (API keys reach them as every resume and letter call).
// A visitor's, all under /resume/link/:token for both kinds (a letter is shown as the resume document made from
// it, docs/decisions/0024-letters-share-like-resumes.md) so that the pass cookie of a password reaches them and
// nothing else: the document, the password, the PDF's address and the PDF itself.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  letterLinkContracts,
  messageResponseSchema,
  resumeLinkContracts,
  urlResponseSchema,
} from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import { userOf } from '../auth/auth.guard.ts';
import { authRateLimits } from '../auth/rate-limits.ts';
import { AppError } from '../http/app-error.ts';
import { pdfWithoutPagePolicy, sendPrintFile } from '../printer/print-file.ts';
import { printRateLimit, visitorPrintsPerResume } from '../printer/printer.routes.ts';
import { countDownload, countView } from '../statistics/count-request.ts';
import { hasLinkPass, linkApiPath, setLinkPass } from './link-token.ts';
import type { LinkedDocument } from './links.queries.ts';
import {
  countedOf,
  createLink,
  listLinks,
  openSharedDocument,
  printableOf,
  revokeLink,
  sharedPublicDto,
  unlockSharedDocument,
} from './links.service.ts';

const tags = ['resume'];
const c = resumeLinkContracts;

/** The owner's calls of each kind: the same contract shapes under /resume and /letter. */
const ownerCalls = [
  {
    kind: 'resume',
    tags: ['resume'],
    list: c.listResumeLinks,
    create: c.createResumeLink,
    revoke: c.revokeResumeLink,
  },
  {
    kind: 'letter',
    tags: ['letter'],
    list: letterLinkContracts.listLetterLinks,
    create: letterLinkContracts.createLetterLink,
    revoke: letterLinkContracts.revokeLetterLink,
  },
] as const;

/** Reading a shared resume, per address: a person reloads, a loop guessing tokens is stopped early. */
const sharedReadRateLimit = { max: 120, timeWindow: 60 * 1000 };

const fileParams = c.sharedResume.params.extend({ file: z.string().regex(/^[0-9a-f]{64}\.pdf$/) });

export interface LinksRoutesOptions {
  /** The clock for expiry, passes and counting (tests move it). */
  now?: () => Date;
}

export const createLinksRoutes =
  ({ now = () => new Date() }: LinksRoutesOptions = {}): FastifyPluginAsyncZod<FeatureOptions> =>
  async (app, { deps }) => {
    const { requireUser } = deps.sessions;
    const owner = { preHandler: requireUser };
    const printer = deps.printer;
    // The same budget as the printer's own visitor prints, and with Redis the very same counter.
    const visitorPrints = app.createRateLimit({
      ...visitorPrintsPerResume,
      keyGenerator: (request) =>
        `print:resume:${(request as FastifyRequest & { resumeId: string }).resumeId}`,
    });
    // Counted per address and link (a hash: the token never lands in a rate-limit store), like signing in.
    const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
    /** The link's document, if it has no password or this visitor holds the pass its unlocking gave. */
    const openShared = (request: FastifyRequest, token: string) => {
      const at = now();
      return openSharedDocument(deps.db, token, (linkId) => hasLinkPass(request, linkId, at), at);
    };
    const unlockLimits = authRateLimits(
      app,
      deps,
      (request) => `link:${createHash('sha256').update(tokenOf(request)).digest('hex').slice(0, 32)}`,
      { perAccount: 'slow' },
    );

    for (const calls of ownerCalls) {
      const documentOf = (params: { id: string }): LinkedDocument => ({ kind: calls.kind, id: params.id });

      app.get(
        calls.list.path,
        {
          ...owner,
          schema: { tags: calls.tags, params: calls.list.params, response: { 200: calls.list.response } },
        },
        async (request) => listLinks(deps, userOf(request).id, documentOf(request.params)),
      );

      app.post(
        calls.create.path,
        {
          ...owner,
          schema: {
            tags: calls.tags,
            params: calls.create.params,
            body: calls.create.body,
            response: { 200: calls.create.response },
          },
        },
        async (request) =>
          createLink(deps, userOf(request).id, documentOf(request.params), request.body, now()),
      );

      app.delete(
        calls.revoke.path,
        {
          ...owner,
          schema: { tags: calls.tags, params: calls.revoke.params, response: { 200: messageResponseSchema } },
        },
        async (request) => {
          await revokeLink(deps.db, userOf(request).id, documentOf(request.params), request.params.linkId);
          return { message: 'The link has been revoked.' };
        },
      );
    }

    app.get(
      c.sharedResume.path,
      {
        config: { rateLimit: sharedReadRateLimit },
        schema: { tags, params: c.sharedResume.params, response: { 200: c.sharedResume.response } },
      },
      async (request) => {
        const shared = await openShared(request, request.params.token);
        await countView(deps, request, countedOf(shared), now(), shared.link.id);
        return sharedPublicDto(deps.db, shared);
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
        const shared = await unlockSharedDocument(deps.db, token, request.body.password, now());
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
        const shared = await openShared(request, token);
        const resume = await printableOf(deps.db, shared);
        if (!printer.isCached(resume, 'pdf')) {
          const limit = await visitorPrints(Object.assign(request, { resumeId: resume.id }));
          if (!limit.isAllowed && limit.isExceeded) {
            reply.header('retry-after', limit.ttlInSeconds);
            throw new AppError('TooManyRequests');
          }
        }
        const hash = await printer.render(resume, 'pdf');
        await countDownload(deps, request, countedOf(shared), now(), shared.link.id).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Could not count a download'),
        );
        return { url: `${deps.config.publicUrl}${linkApiPath(token)}/file/${hash}.pdf` };
      },
    );

    app.get(
      `${c.sharedResume.path}/file/:file`,
      { schema: { tags, params: fileParams }, onSend: pdfWithoutPagePolicy },
      async (request, reply) => {
        const shared = await openShared(request, request.params.token);
        return sendPrintFile(
          printer,
          request,
          reply,
          await printableOf(deps.db, shared),
          request.params.file,
        );
      },
    );
  };

export const linksRoutes = createLinksRoutes();
