import { describe, expect, it } from 'vitest';
import { createSampleResumeData } from '@rb/schema';
import { formatMessage } from '@rb/formats/messages';
import { importReducer, initialImportState, type ImportAction, type ImportState } from './import-state';

const file = (name: string) => new File(['{}'], name, { type: 'application/json' });
const run = (...actions: ImportAction[]): ImportState => actions.reduce(importReducer, initialImportState);
const valid: ImportAction = {
  kind: 'valid',
  data: createSampleResumeData(),
  warnings: [formatMessage('leftOut', 'basics.birthdate')],
  milliseconds: 3,
};

describe('import flow state', () => {
  it('starts with no type, no file and no result', () => {
    expect(initialImportState).toMatchObject({ type: null, file: null, result: { step: 'start' } });
  });

  it('goes start → validating → valid, keeping the converted data and warnings', () => {
    const state = run(
      { kind: 'type', type: 'json-resume-json' },
      { kind: 'file', file: file('a.json') },
      {
        kind: 'validating',
      },
    );
    expect(state.result.step).toBe('validating');
    const done = importReducer(state, valid);
    expect(done.result).toMatchObject({ step: 'valid', warnings: [{ code: 'leftOut' }], milliseconds: 3 });
    expect(done.result).not.toHaveProperty('visibility');
    const publicOne = importReducer(state, { ...valid, kind: 'valid', visibility: 'public' });
    expect(publicOne.result).toMatchObject({ step: 'valid', visibility: 'public' });
    expect(done.file?.name).toBe('a.json');
  });

  it('goes to invalid with the errors, and Reset returns to the start', () => {
    const errors = [formatMessage('invalidJson')];
    const invalid = run(
      { kind: 'type', type: 'native-json' },
      { kind: 'file', file: file('a.json') },
      { kind: 'validating' },
      { kind: 'invalid', errors },
    );
    expect(invalid.result).toEqual({ step: 'invalid', errors });
    const reset = importReducer(invalid, { kind: 'reset' });
    expect(reset).toMatchObject({ type: null, file: null, problems: {}, result: { step: 'start' } });
    expect(reset.fileKey).toBeGreaterThan(invalid.fileKey);
  });

  it('clears the file and the result when the type changes, and remounts the file input', () => {
    const before = run({ kind: 'type', type: 'native-json' }, { kind: 'file', file: file('a.json') }, valid);
    const after = importReducer(before, { kind: 'type', type: 'linkedin-data-export-zip' });
    expect(after).toMatchObject({ type: 'linkedin-data-export-zip', file: null, result: { step: 'start' } });
    expect(after.fileKey).toBe(before.fileKey + 1);
  });

  it('keeps everything when the same type is chosen again', () => {
    const before = run({ kind: 'type', type: 'native-json' }, { kind: 'file', file: file('a.json') }, valid);
    expect(importReducer(before, { kind: 'type', type: 'native-json' })).toBe(before);
  });

  it('drops a result when another file is chosen: it belonged to the old file', () => {
    const before = run({ kind: 'type', type: 'native-json' }, { kind: 'file', file: file('a.json') }, valid);
    const after = importReducer(before, { kind: 'file', file: file('b.json') });
    expect(after.result).toEqual({ step: 'start' });
    expect(after.file?.name).toBe('b.json');
  });

  it('records field problems without validating, and clears the file problem with a new file', () => {
    const state = run({ kind: 'problems', problems: { type: 'Choose a type', file: 'Choose a file' } });
    expect(state.result.step).toBe('start');
    const next = importReducer(state, { kind: 'file', file: file('a.json') });
    expect(next.problems).toEqual({ type: 'Choose a type', file: undefined });
  });
});

describe('the review step of a Word or PDF import', () => {
  it('keeps the confidence and saves what the user corrected, field by field', () => {
    const confidence = { 'basics.name': 0.9, 'sections.experience.items.0.company': 0.5 };
    const state = run(
      { kind: 'type', type: 'pdf' },
      { ...valid, confidence } as ImportAction,
      { kind: 'edit', path: 'sections.experience.items.0.company', value: 'Tidewater Logistics B.V.' },
      { kind: 'edit', path: 'basics.name', value: 'Ilse Varga' },
    );
    expect(state.result).toMatchObject({ step: 'valid', confidence });
    if (state.result.step !== 'valid') throw new Error('not valid');
    expect(state.result.data.sections.experience.items[0]!.company).toBe('Tidewater Logistics B.V.');
    expect(state.result.data.basics.name).toBe('Ilse Varga');
    // A path that names no text changes nothing.
    const unchanged = importReducer(state, { kind: 'edit', path: 'sections.nothing.items.0.x', value: 'y' });
    expect(unchanged.result).toEqual(state.result);
  });
});
