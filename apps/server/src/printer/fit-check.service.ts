// Fit to pages and the parse-back check, for the owner of a resume: the routes and the MCP tools call these.
// Both measure in a print page, so what they report is what the PDF is (docs/product.md#fit-to-pages,
// docs/product.md#parse-back-check).
import { resumeDataSchema, type ReadbackResponse } from '@rb/schema';
import { printedFields, withSettings } from '@rb/templates/server';
import type { AppDeps } from '../deps.ts';
import { takeSnapshot } from '../history/snapshots.ts';
import { AppError } from '../http/app-error.ts';
import { toResumeDto } from '../resumes/resume.dto.ts';
import { ownedResume, updateResume } from '../resumes/resumes.service.ts';
import type { ResumeRow } from '../resumes/resumes.queries.ts';
import { findFields, pdfLines, readbackScore } from './readback.ts';
import type { PrinterService } from './printer.service.ts';
import type { PrintableResume } from './printer.queries.ts';

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

/** The parse-back check of the owner's resume as printed now. */
export async function checkResume(deps: AppDeps, userId: string, id: string): Promise<ReadbackResponse> {
  const printer = deps.printer;
  return readBack(printer, await printer.ownResume(userId, id));
}

/**
 * Fits the owner's resume to `pages` sheets and saves the settings at `version` (the rules of an update: a
 * locked resume and a stale version are refused). A resume that already fits comes back as it is.
 */
export async function fitResume(
  deps: AppDeps,
  userId: string,
  id: string,
  pages: number,
  version: number,
): Promise<ResumeRow> {
  const { db } = deps;
  const printer = deps.printer;
  const stored = await ownedResume(db, userId, id);
  if (stored.locked) throw new AppError('ResumeLocked');
  if (stored.version !== version)
    throw new AppError('ResumeVersionConflict', { current: toResumeDto(stored) });
  const result = await printer.fit(await printer.ownResume(userId, id), pages);
  if (!result.ok) throw new AppError('ResumeCannotFit', { pages: result.pages, over: result.over });
  if (!result.changed) return stored;
  // The stored document (with its private notes) gets the new settings, at the version it was read at; the
  // document as it was is kept in the history first (docs/product.md#fit-to-pages).
  const data = withSettings(resumeDataSchema.parse(stored.data), result.settings);
  const saved = await updateResume(db, userId, id, { data, version }, toResumeDto);
  await takeSnapshot(db, stored, 'fit');
  return saved;
}
