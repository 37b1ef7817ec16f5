// POST /resume/:id/fit (fit a resume to N sheets and save it) and GET /resume/:id/check (read the printed PDF
// back as an applicant tracking system would). Both are the owner's and both measure in the print page itself,
// so what they report is what the PDF is. Rules: docs/product.md#fit-to-pages and #parse-back-check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contracts, resumeDataSchema, resumeDto, type ReadbackResponse } from '@rb/schema';
import { printedFields, withSettings } from '@rb/templates/server';
import { requireUser, userOf } from '../auth/auth.guard.ts';
import { AppError } from '../http/app-error.ts';
import { toResumeDto } from '../resumes/resume.dto.ts';
import { ownedResume, updateResume } from '../resumes/resumes.service.ts';
import { findFields, pdfLines, readbackScore } from './readback.ts';
import { printerOf, type PrinterService } from './printer.service.ts';
import type { PrintableResume } from './printer.queries.ts';

const tags = ['resume'];

/** Checks already made, by the hash of the PDF they read: the same print reads back the same. */
const checked = new Map<string, ReadbackResponse>();
const CHECKS_KEPT = 200;

async function readBack(printer: PrinterService, resume: PrintableResume): Promise<ReadbackResponse> {
  const hash = printer.currentHash(resume, 'pdf');
  const known = checked.get(hash);
  if (known) return known;
  const pages = await pdfLines(await printer.pdf(resume));
  const data = resumeDataSchema.parse(resume.data);
  let fields = findFields(printedFields(data), pages);
  // Text that is not in the PDF at all: when custom CSS is on, a print without it tells hiding from drawing.
  const { css } = data.metadata;
  if (css.visible && css.value.trim() !== '' && fields.some((field) => field.reason === 'image')) {
    const plain = await pdfLines(
      await printer.pdfOf(resume, (document) => ({
        ...document,
        metadata: { ...document.metadata, css: { ...document.metadata.css, visible: false } },
      })),
    );
    const withoutCss = findFields(printedFields(data), plain);
    fields = fields.map((field, index) =>
      field.reason === 'image' && withoutCss[index]?.found
        ? { ...field, reason: 'customCss' as const }
        : field,
    );
  }
  const result = { score: readbackScore(fields), pages: Math.max(1, pages.length), fields };
  if (checked.size >= CHECKS_KEPT) checked.delete(checked.keys().next().value!);
  checked.set(hash, result);
  return result;
}

export const fitCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps;
  const printer = printerOf(deps);
  const auth = { preHandler: requireUser };

  /** The owner's resume as the printer reads it; anyone else's is answered like a missing one. */
  const ownPrintable = async (userId: string, id: string) => {
    const resume = await printer.accessibleResume(userId, id);
    if (resume.userId !== userId) throw new AppError('ResumeNotFound');
    return resume;
  };

  app.post(
    '/resume/:id/fit',
    {
      ...auth,
      schema: {
        tags,
        params: contracts.fitResume.params,
        body: contracts.fitResume.body,
        response: { 200: resumeDto },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { pages, version } = request.body;
      const userId = userOf(request).id;
      const stored = await ownedResume(db, userId, id);
      if (stored.locked) throw new AppError('ResumeLocked');
      if (stored.version !== version)
        throw new AppError('ResumeVersionConflict', { current: toResumeDto(stored) });
      const result = await printer.fit(await ownPrintable(userId, id), pages);
      if (!result.ok) throw new AppError('ResumeCannotFit', { pages: result.pages });
      if (!result.changed) return toResumeDto(stored);
      // The stored document (with its private notes) gets the new settings, at the version it was read at.
      const data = withSettings(resumeDataSchema.parse(stored.data), result.settings);
      return toResumeDto(await updateResume(db, userId, id, { data, version }, toResumeDto));
    },
  );

  app.get(
    '/resume/:id/check',
    {
      ...auth,
      schema: {
        tags,
        params: contracts.checkResume.params,
        response: { 200: contracts.checkResume.response },
      },
    },
    async (request) => readBack(printer, await ownPrintable(userOf(request).id, request.params.id)),
  );
};
