// The autosave's part-by-part validation against the schema it stands in for.
import { describe, expect, it } from 'vitest';
import { createSampleResumeData, resumeDataSchema, updateResumeBody } from '@rb/schema';
import { updateBodyValidatorCompiler, validateResumeData } from './update-body-validation.ts';

const compile = (schema: unknown, httpPart = 'body') =>
  updateBodyValidatorCompiler({ schema, method: 'PATCH', url: '/resume/:id', httpPart }) as (
    data: unknown,
  ) => { value?: unknown; error?: unknown };

describe('validating the update body part by part', () => {
  it('gives what the document schema gives, for whole, partial and unknown-keyed documents', () => {
    const sample = createSampleResumeData();
    const partial = { sections: { summary: { content: '<p>Only this</p>' } }, extra: 1 };
    const withUnknown = {
      ...sample,
      basics: { ...sample.basics, unknown: 'dropped' },
      sections: { ...sample.sections, nonsense: { items: [] } },
    };
    for (const input of [sample, partial, withUnknown]) {
      expect(validateResumeData(input)).toEqual(resumeDataSchema.parse(input));
      // The second time from memory, the same again.
      expect(validateResumeData(structuredClone(input))).toEqual(resumeDataSchema.parse(input));
    }
  });

  it('validates again a part whose text changed, and never remembers a failure', () => {
    const data = createSampleResumeData();
    expect(validateResumeData(data)).toBeDefined();
    const changed = structuredClone(data);
    changed.sections.experience.items[0]!.company = 'Changed Co';
    expect(validateResumeData(changed)?.sections.experience.items[0]!.company).toBe('Changed Co');
    const invalid = structuredClone(data);
    invalid.basics.email = 'not an email';
    expect(validateResumeData(invalid)).toBeUndefined();
    expect(validateResumeData(invalid)).toBeUndefined();
    expect(validateResumeData([])).toBeUndefined();
    expect(validateResumeData({ sections: 'x' })).toBeUndefined();
  });

  it('answers the body as the zod validator does, errors included', () => {
    const validate = compile(updateResumeBody);
    const data = createSampleResumeData();
    const body = { data, title: 'Mine', version: 3 };
    expect(validate(body)).toEqual({ value: updateResumeBody.parse(body) });
    expect(validate({ title: 'Only the title', version: 4 })).toEqual({
      value: { title: 'Only the title', version: 4 },
    });
    const refused = validate({ data: { ...data, basics: { ...data.basics, email: 'nope' } }, version: 1 });
    expect(refused.value).toBeUndefined();
    expect(JSON.stringify(refused.error)).toMatch(/basics.*email|email.*basics/i);
    expect(validate({ data, version: -1 }).error).toBeDefined();
    expect(validate('not an object').error).toBeDefined();
  });
});
