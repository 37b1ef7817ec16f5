import { resumeDataSchema, type ResumeData } from '@rb/schema';
import type { z } from 'zod';
import { failure, type ImportIssue, type ImportResult } from '../types.ts';

/** Zod's issues as the readable `{ path, message }` list the import dialog shows. */
export const toIssues = (error: z.ZodError): ImportIssue[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));

/**
 * The last step of every importer: whatever it built must be a valid resume document. A converter bug or an
 * input the converter let through comes back as field errors instead of a broken document.
 */
export const finish = (
  data: unknown,
  warnings: string[],
  extra: { visibility?: 'public' | 'private' } = {},
): ImportResult => {
  const parsed = resumeDataSchema.safeParse(data);
  if (!parsed.success) return { ok: false, errors: toIssues(parsed.error) };
  const result: ImportResult = { ok: true, data: parsed.data as ResumeData, warnings };
  if (extra.visibility) result.visibility = extra.visibility;
  return result;
};

/** Runs an importer body so that nothing it throws escapes: an unexpected failure is an unreadable file. */
export const guard = async (
  run: () => Promise<ImportResult> | ImportResult,
  message: string,
): Promise<ImportResult> => {
  try {
    return await run();
  } catch {
    return failure(message);
  }
};
