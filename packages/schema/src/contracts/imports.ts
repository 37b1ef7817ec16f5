import { z } from 'zod';
import { resumeDataSchema } from '../resume/resume-data.ts';
import { visibilitySchema } from '../validation/resume.ts';

/** The import types (docs/product.md#import-formats): what the import dialog offers and POST /resume/import/{type} accepts. */
export const importTypeIds = [
  'native-json',
  'native-v3-json',
  'json-resume-json',
  'linkedin-data-export-zip',
  'docx',
  'pdf',
] as const;
export type ImportTypeId = (typeof importTypeIds)[number];

/**
 * The largest resume document an import may produce, as compact UTF-8 JSON. The converters refuse a larger
 * one at Validate, and POST /resume/import takes a body this large, so what passed Validate is never
 * refused at save.
 */
export const maxImportedDocumentBytes = 8 * 1024 * 1024;

/** Room in the POST /resume/import body for everything around the document (title, slug, visibility). */
export const importResumeBodyLimit = maxImportedDocumentBytes + 64 * 1024;

/**
 * A converter's message: a code the app translates, its parameters, and the English text for API clients.
 * The messages docs/product.md#messages gives word for word keep that wording in `message` whatever the language.
 */
export const importMessageSchema = z.object({
  code: z.string(),
  /** Dotted path into the uploaded document ('' for the whole file); LinkedIn rows are `File.row`. */
  path: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ImportMessage = z.infer<typeof importMessageSchema>;

/** POST /resume/import/{type}: the upload's type. */
export const importFileParams = z.object({ type: z.enum(importTypeIds) });

/** POST /resume/import/{type}: the converted document, what had no place, and v3's public flag. */
export const importFileResponse = z.object({
  ok: z.literal(true),
  data: resumeDataSchema,
  warnings: z.array(importMessageSchema),
  visibility: visibilitySchema.optional(),
  /** Word and PDF: how sure the import is of each field it filled (0..1), keyed by the field's path. */
  confidence: z.record(z.string(), z.number().min(0).max(1)).optional(),
});
export type ImportFileResponse = z.infer<typeof importFileResponse>;
