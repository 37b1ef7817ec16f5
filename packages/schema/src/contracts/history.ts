import { z } from 'zod';
import { letterDataSchema } from '../letter/letter-data.ts';
import { resumeDataSchema } from '../resume/resume-data.ts';
import { dateTimeSchema } from './common.ts';

/**
 * Why a snapshot of a resume or letter was taken. `fit` and `ai` are taken by features that rewrite a document in
 * one go, just before they do; `create` keeps a letter as it was made from a resume.
 */
export const snapshotReasons = ['import', 'template', 'edit', 'restore', 'fit', 'ai', 'create'] as const;
export const snapshotReasonSchema = z.enum(snapshotReasons);
export type SnapshotReason = z.infer<typeof snapshotReasonSchema>;

/** How many snapshots one page of GET /resume/{id}/history holds. */
export const historyPageSize = 50;

export const snapshotSummaryDto = z.object({
  id: z.string().min(1),
  createdAt: dateTimeSchema,
  reason: snapshotReasonSchema,
  /** The resume's title when the snapshot was taken. */
  title: z.string(),
});
export type SnapshotSummaryDto = z.infer<typeof snapshotSummaryDto>;

export const snapshotDto = snapshotSummaryDto.extend({ data: resumeDataSchema });
export type SnapshotDto = z.infer<typeof snapshotDto>;

export const letterSnapshotDto = snapshotSummaryDto.extend({ data: letterDataSchema });
export type LetterSnapshotDto = z.infer<typeof letterSnapshotDto>;

/**
 * POST /resume/{id}/history: the builder keeps the stored document before it rewrites it in one go (a fit to
 * pages, an AI edit), as the server does before its own fit.
 */
export const keepSnapshotBody = z.object({ reason: z.enum(['fit', 'ai']) });
export type KeepSnapshotBody = z.infer<typeof keepSnapshotBody>;

export const historyQuery = z.object({ cursor: z.string().min(1).max(200).optional() });

/** Newest first; `nextCursor` asks for the page after this one and is null on the last page. */
export const historyPageDto = z.object({
  items: z.array(snapshotSummaryDto),
  nextCursor: z.string().nullable(),
});
export type HistoryPageDto = z.infer<typeof historyPageDto>;

export const snapshotParams = z.object({ id: z.string().min(1), snapshotId: z.string().min(1) });
