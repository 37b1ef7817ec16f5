// The autosave's body validated part by part: the basics, each section and the metadata. A part whose JSON text
// was validated before is not validated again; its result is reused, since the same text always gives the same
// result. An autosave changes one part, so it costs one part's validation and a JSON.stringify of the document
// instead of the whole document's, which was the largest piece of a save (docs/decisions/0025-autosave-under-load.md).
// Anything unusual (a part that fails, a document that is not an object) goes to the full validation, so errors
// are answered exactly as before.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { resumeDataSchema, sectionsSchema, updateResumeBody } from '@rb/schema';

type Part = { path: readonly string[]; schema: z.ZodType };

const parts: Part[] = [
  { path: ['basics'], schema: resumeDataSchema.shape.basics },
  ...Object.entries(sectionsSchema.shape).map(([key, schema]) => ({ path: ['sections', key], schema })),
  { path: ['metadata'], schema: resumeDataSchema.shape.metadata },
];

const bodyWithoutData = updateResumeBody.omit({ data: true });

/** Validated parts by their index and JSON text, oldest first; bounded by the text they hold. */
const validated = new Map<string, unknown>();
let validatedChars = 0;
/** About 64 MB of text in memory at most (UTF-16); larger parts are never kept. */
const maxValidatedChars = 32 * 1024 * 1024;
const maxPartChars = 256 * 1024;

function remember(key: string, value: unknown): void {
  validated.set(key, value);
  validatedChars += key.length;
  for (const [oldest] of validated) {
    if (validatedChars <= maxValidatedChars) break;
    validated.delete(oldest);
    validatedChars -= oldest.length;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One part: the remembered result of the same text, or a new validation; undefined when it fails. */
function validatePart(index: number, input: unknown): { value: unknown } | undefined {
  const { schema } = parts[index]!;
  const text = input === undefined ? undefined : JSON.stringify(input);
  const key = text === undefined || text.length > maxPartChars ? undefined : `${index}\u0000${text}`;
  if (key !== undefined && validated.has(key)) {
    const value = validated.get(key);
    // Seen again: it moves to the newest end.
    validated.delete(key);
    validated.set(key, value);
    return { value };
  }
  const result = schema.safeParse(input);
  if (!result.success) return undefined;
  if (key !== undefined) remember(key, result.data);
  return { value: result.data };
}

/** The document validated part by part, as resumeDataSchema would; undefined when the full validation must answer. */
export function validateResumeData(data: unknown): z.output<typeof resumeDataSchema> | undefined {
  if (!isRecord(data) || !isRecord(data.sections)) return undefined;
  const output: Record<string, unknown> = { sections: {} };
  const sections = output.sections as Record<string, unknown>;
  for (const [index, { path }] of parts.entries()) {
    const input = path.length === 1 ? data[path[0]!] : data.sections[path[1]!];
    const result = validatePart(index, input);
    if (!result) return undefined;
    if (path.length === 1) output[path[0]!] = result.value;
    else sections[path[1]!] = result.value;
  }
  // In the schema's order of keys, as a parse would give them.
  return { basics: output.basics, sections: output.sections, metadata: output.metadata } as z.output<
    typeof resumeDataSchema
  >;
}

/**
 * The PATCH route's validator compiler: the update body part by part, everything else (and every failure) by the
 * app's own zod validator.
 */
export const updateBodyValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const full = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'body' || route.schema !== updateResumeBody) return full;
  return (body: unknown) => {
    if (!isRecord(body)) return full(body);
    const { data, ...rest } = body;
    const fields = bodyWithoutData.safeParse(rest);
    if (!fields.success) return full(body);
    if (data === undefined) return { value: fields.data };
    const document = validateResumeData(data);
    return document ? { value: { ...fields.data, data: document } } : full(body);
  };
};
