import { z } from 'zod';
import { idParamsSchema } from './common.ts';

/**
 * The files GET /resume/{id}/export/{format} answers: a Word document, Markdown, plain text, a JSON Resume
 * document and the product's own JSON.
 */
export const exportFormatIds = ['docx', 'markdown', 'text', 'json-resume', 'json'] as const;
export type ExportFormatId = (typeof exportFormatIds)[number];

/** GET /resume/{id}/export/{format}: the resume and the file's format. */
export const exportResumeParams = idParamsSchema.extend({ format: z.enum(exportFormatIds) });
export type ExportResumeParams = z.infer<typeof exportResumeParams>;
