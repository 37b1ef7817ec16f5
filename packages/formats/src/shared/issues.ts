import { invalidEmailMessage, invalidUrlMessage, resumeDataSchema, type ResumeData } from '@rb/schema';
import type { z } from 'zod';
import { importLimits } from '../limits.ts';
import { formatMessage, importMessages, type FormatMessage } from '../messages.ts';
import { failure, type ImportIssue, type ImportResult, type ImportWarning } from '../types.ts';

type ZodIssue = z.core.$ZodIssue;

const listed = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

/** One zod issue as a coded message; the schema's own message stays the English text. */
const toIssue = (issue: ZodIssue): ImportIssue => {
  const path = issue.path.map(String).join('.');
  const coded = (code: FormatMessage['code'], params: FormatMessage['params'] = {}): ImportIssue => ({
    ...formatMessage(code, path, params),
    message: issue.message,
  });
  if (issue.message === importMessages.isoDate) return coded('isoDate');
  if (issue.message === invalidUrlMessage) return coded('invalidUrl');
  if (issue.message === invalidEmailMessage) return coded('invalidEmail');
  if (issue.message.endsWith(' is required'))
    return coded('required', { field: String(issue.path.at(-1) ?? '') });
  switch (issue.code) {
    case 'invalid_type':
      return coded('wrongType', { expected: issue.expected });
    case 'invalid_value':
      return coded('notOneOf', { options: listed(issue.values) });
    case 'too_small':
      return coded('tooSmall', { minimum: Number(issue.minimum) });
    case 'too_big':
      return coded('tooBig', { maximum: Number(issue.maximum) });
    default:
      return coded('invalid');
  }
};

/** Zod's issues as the readable, coded `{ path, message }` list the import dialog shows. */
export const toIssues = (error: z.ZodError): ImportIssue[] => error.issues.map(toIssue);

/** Compact JSON's size in UTF-8 bytes, measured only when it may be over the limit. */
const documentTooLarge = (data: ResumeData): boolean => {
  const text = JSON.stringify(data);
  // JSON.stringify escapes lone surrogates, so each UTF-16 unit is at most three UTF-8 bytes.
  if (text.length * 3 <= importLimits.maxDocumentBytes) return false;
  return new TextEncoder().encode(text).byteLength > importLimits.maxDocumentBytes;
};

/**
 * The last step of every importer: whatever it built must be a valid resume document, no larger than the
 * server takes. A converter bug or an input the converter let through comes back as field errors instead
 * of a broken document.
 */
export const finish = (
  data: unknown,
  warnings: ImportWarning[],
  extra: { visibility?: 'public' | 'private' } = {},
): ImportResult => {
  const parsed = resumeDataSchema.safeParse(data);
  if (!parsed.success) return { ok: false, errors: toIssues(parsed.error) };
  if (documentTooLarge(parsed.data as ResumeData))
    return failure('documentTooLarge', '', { bytes: importLimits.maxDocumentBytes });
  const result: ImportResult = { ok: true, data: parsed.data as ResumeData, warnings };
  if (extra.visibility) result.visibility = extra.visibility;
  return result;
};

/** Runs an importer body so that nothing it throws escapes: an unexpected failure is an unreadable file. */
export const guard = async (run: () => Promise<ImportResult> | ImportResult): Promise<ImportResult> => {
  try {
    return await run();
  } catch {
    return failure('unreadable');
  }
};
