// PATCH /resume/{id} with `Content-Type: application/json-patch+json` (RFC 6902). The operations apply to the
// resume as GET /resume/{id} answers it (so `/title`, `/data/basics/name`, and `test` on `/version` all work);
// only title, slug, visibility and data may change. The result is validated like any update and saved through
// updateResume, the builder's own path: same lock and version rules, same sanitising.
import jsonPatch, { type Operation } from 'fast-json-patch';
import { z } from 'zod';
import { updateResumeSchema, type FieldIssue, type JsonPatch, type UpdateResumeBody } from '@rb/schema';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { ownedResume, updateResume } from './resumes.service.ts';
import type { ResumeRow } from './resumes.queries.ts';

export const jsonPatchMediaType = 'application/json-patch+json';

const editable = ['title', 'slug', 'visibility', 'data'] as const;

/** `/data/basics/name` → `data.basics.name`, the way every other validation issue names a field. */
const dotted = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');

const invalid = (issues: FieldIssue[]) => new AppError('ValidationError', { issues });

/**
 * The version an `If-Match` header names: `"3"`, `W/"3"` or `3` (the resume's `version`). The header is
 * required, as `version` is in a JSON body: a patch must say which state it was written against.
 */
export function versionFromIfMatch(header: string | undefined): number {
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header ?? '');
  if (!match) {
    throw invalid([{ path: 'If-Match', message: 'send If-Match with the version the patch is based on' }]);
  }
  return Number(match[1]);
}

/** The operations applied to a copy of `document`; a failing operation answers 400 with its path. */
function applyOperations(document: Record<string, unknown>, patch: JsonPatch): Record<string, unknown> {
  try {
    // validate: every operation is checked before it runs; no mutation of the input; prototype keys refused.
    return jsonPatch.applyPatch(document, patch as Operation[], true, false, true).newDocument as Record<
      string,
      unknown
    >;
  } catch (error) {
    // The document is our own valid JSON, so whatever fails here is the patch's fault.
    const index =
      error instanceof jsonPatch.JsonPatchError
        ? (error.index ?? 0)
        : // The library refuses prototype keys with a plain TypeError that names no operation.
          Math.max(
            0,
            patch.findIndex((operation) =>
              prototypeKey.test(`${operation.path} ${'from' in operation ? operation.from : ''}`),
            ),
          );
    const reason = error instanceof jsonPatch.JsonPatchError ? error.name : 'prototype keys are refused';
    throw invalid([{ path: dotted(patch[index]?.path ?? ''), message: `operation ${index}: ${reason}` }]);
  }
}

const prototypeKey = /\/(__proto__|constructor|prototype)(\/|\s|$)/;

export async function patchResume(
  db: Db,
  userId: string,
  id: string,
  patch: JsonPatch,
  version: number,
  present: (row: ResumeRow) => Record<string, unknown>,
): Promise<ResumeRow> {
  const resume = await ownedResume(db, userId, id);
  if (resume.locked) throw new AppError('ResumeLocked');
  // Before applying: operations written against another state would fail for the wrong reason.
  if (version !== resume.version) throw new AppError('ResumeVersionConflict', { current: present(resume) });

  const before = JSON.parse(JSON.stringify(present(resume))) as Record<string, unknown>;
  const after = applyOperations(before, patch);

  const readOnly = Object.keys({ ...before, ...after }).filter(
    (key) =>
      !(editable as readonly string[]).includes(key) &&
      JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (readOnly.length > 0) {
    throw invalid(readOnly.map((path) => ({ path, message: 'this field cannot be changed' })));
  }

  const changed = Object.fromEntries(
    editable
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, after[key]]),
  );
  const parsed = updateResumeSchema.safeParse(changed);
  if (!parsed.success) {
    throw invalid(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    );
  }
  const body: UpdateResumeBody = { ...parsed.data, version };
  return updateResume(db, userId, id, body, present);
}

/** For the API docs: the header a JSON Patch needs (a JSON body ignores it). */
export const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe('With application/json-patch+json: the version the patch is based on, e.g. "3"'),
});
