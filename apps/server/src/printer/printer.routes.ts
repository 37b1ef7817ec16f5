// GET /resume/print/:id → { url } of the PDF, GET /resume/print/:id/preview → { url } of the first page
// as an image, and the files themselves under /resume/print/:id/file/<hash>.<pdf|webp>. Every call
// follows the resume's access rule: its owner, or anybody while it is public.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contracts, resumeLanguageQuery } from '@rb/schema';
import type { FeatureOptions } from '../deps.ts';
import type { Config } from '../config.ts';
import { ACCESS_COOKIE } from '../auth/auth.cookies.ts';
import { AppError } from '../http/app-error.ts';
import { onResumeChange } from '../resumes/resume-changes.ts';
import { RecentDownloads } from './recent-downloads.ts';
import { isServable, pdfWithoutPagePolicy, printFileName, sendServedFile } from './print-file.ts';
import type { PrintableResume } from './printer.queries.ts';
import type { PrintKind } from './printer.service.ts';
import { countDownload } from '../statistics/count-request.ts';

const tags = ['resume'];

const fileParams = z.object({ id: z.string().min(1), file: printFileName });

/**
 * Where a printed file is served (the MCP print tool answers the same URL); a language version other than the
 * first carries its `lang`, so the file route knows which version's hash to expect.
 */
export const printFileUrl = (
  config: Pick<Config, 'publicUrl'>,
  id: string,
  hash: string,
  kind: PrintKind,
  lang?: string,
) =>
  `${config.publicUrl}/api/resume/print/${id}/file/${hash}.${kind}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;
/**
 * Per address: ample for a person (a print after each edit; a dashboard of preview images), tight for a loop.
 * Cached files cost nothing, but every call is counted, so a loop is stopped before it reaches the printer.
 */
export const printRateLimit = { max: 30, timeWindow: 60 * 1000 };
const previewRateLimit = { max: 120, timeWindow: 60 * 1000 };
/** New prints of one resume asked for by others than its owner, from all addresses together. */
export const visitorPrintsPerResume = { max: 10, timeWindow: 60 * 1000 };

export const printerRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const { optionalUser } = deps.sessions;
  const printer = deps.printer;
  const fileUrl = (id: string, hash: string, kind: PrintKind, lang?: string) =>
    printFileUrl(deps.config, id, hash, kind, lang);
  // A download allowed a moment ago is allowed again without reading the session or the resume (recent-downloads.ts).
  const recentDownloads = new RecentDownloads();
  const stopListening = onResumeChange((id) => recentDownloads.forget(id));
  app.addHook('onClose', async () => {
    stopListening();
  });
  const visitorPrints = app.createRateLimit({
    ...visitorPrintsPerResume,
    keyGenerator: (request) => `print:resume:${(request.params as { id: string }).id}`,
  });
  /**
   * A public resume printed by visitors: past the per-resume limit a new print (not a cached file) is refused,
   * so visitors from many addresses cannot keep the printer to themselves. The owner is never limited here.
   */
  const renderFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    resume: PrintableResume,
    kind: PrintKind,
    lang: string | undefined,
  ): Promise<string> => {
    if (resume.userId !== request.user?.id && !printer.isCached(resume, kind, lang)) {
      const limit = await visitorPrints(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw new AppError('TooManyRequests');
      }
    }
    return printer.render(resume, kind, { lang });
  };

  app.get(
    '/resume/print/:id',
    {
      preHandler: optionalUser,
      config: { rateLimit: printRateLimit },
      schema: {
        tags,
        params: contracts.printResume.params,
        querystring: contracts.printResume.query,
        response: { 200: contracts.printResume.response },
      },
    },
    async (request, reply) => {
      const viewer = request.user?.id;
      const resume = await printer.accessibleResume(viewer, request.params.id);
      const { lang } = request.query;
      const hash = await renderFor(request, reply, resume, 'pdf', lang);
      if (resume.userId !== viewer) {
        await countDownload(deps, request, resume).catch((error: unknown) =>
          request.log.warn({ err: error }, 'Could not count a download'),
        );
      }
      return { url: fileUrl(resume.id, hash, 'pdf', lang) };
    },
  );

  app.get(
    '/resume/print/:id/preview',
    {
      preHandler: optionalUser,
      config: { rateLimit: previewRateLimit },
      schema: {
        tags,
        params: contracts.previewResume.params,
        querystring: contracts.previewResume.query,
        response: { 200: contracts.previewResume.response },
      },
    },
    async (request, reply) => {
      const resume = await printer.accessibleResume(request.user?.id, request.params.id);
      const { lang } = request.query;
      const hash = await renderFor(request, reply, resume, 'webp', lang);
      return { url: fileUrl(resume.id, hash, 'webp', lang) };
    },
  );

  app.get(
    '/resume/print/:id/file/:file',
    {
      schema: { tags, params: fileParams, querystring: resumeLanguageQuery },
      onSend: pdfWithoutPagePolicy,
    },
    async (request, reply) => {
      const [hash, extension] = request.params.file.split('.') as [string, PrintKind];
      const { id } = request.params;
      const { lang } = request.query;
      const credential = request.headers.authorization ?? request.cookies[ACCESS_COOKIE] ?? '';
      const asked = `${request.params.file}\n${lang ?? ''}`;
      const allowed = recentDownloads.find(id, credential, asked);
      if (allowed && isServable(allowed.file)) return sendServedFile(request, reply, allowed, extension);
      await optionalUser(request);
      // Only the resume's current file is served: an old hash, or one of another resume, is not. The cache may
      // have been cleared since the URL was handed out; then it is printed again.
      const served = await printer.servedFile(request.user?.id, id, hash, extension, lang);
      recentDownloads.remember(id, credential, asked, served);
      return sendServedFile(request, reply, served, extension);
    },
  );
};
