import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultLetterData, metadataSchema, type LetterDto, type ResumeDto } from '@rb/schema';
import { designOf } from './letter-preview';
import { editLetter, loadLetter, redoLetter, undoLetter, useLetterStore } from './letter-store';

const letterOf = (locked = false): LetterDto => ({
  id: 'letter-1',
  title: 'Letter',
  slug: 'letter',
  visibility: 'private',
  data: createDefaultLetterData(),
  locked,
  version: 1,
  userId: 'user-1',
  createdAt: new Date(),
  updatedAt: new Date(),
});
const data = () => useLetterStore.getState().data!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the letter store', () => {
  it('makes a burst of typing in one field one undo step, and another field a step of its own', () => {
    loadLetter(letterOf());
    for (const text of ['D', 'De', 'Dea', 'Dear'])
      editLetter((draft) => void (draft.subject = text), 'subject');
    vi.advanceTimersByTime(1500);
    editLetter((draft) => void (draft.closing = 'Best,'), 'closing');
    expect(data()).toMatchObject({ subject: 'Dear', closing: 'Best,' });
    undoLetter();
    expect(data()).toMatchObject({ subject: 'Dear', closing: 'Sincerely,' });
    undoLetter();
    expect(data().subject).toBe('');
    redoLetter();
    expect(data().subject).toBe('Dear');
  });

  it('ignores edits, undo and redo while the letter is locked, and starts each load with no history', () => {
    loadLetter(letterOf());
    editLetter((draft) => void (draft.date = 'Monday'));
    loadLetter(letterOf(true));
    expect(useLetterStore.temporal.getState().pastStates).toHaveLength(0);
    editLetter((draft) => void (draft.date = 'Tuesday'));
    undoLetter();
    expect(data().date).toBe('');
  });
});

describe('designOf', () => {
  it('takes the followed resume’s metadata while the user has it, the letter’s own otherwise', () => {
    const letter = createDefaultLetterData();
    letter.design = {
      fromResumeId: '3b0d6f0e-6c55-4b8e-9a53-0b1f7d1c2a10',
      metadata: metadataSchema.parse({}),
    };
    const followed = {
      id: letter.design.fromResumeId,
      data: { metadata: metadataSchema.parse({ template: 'onyx' }) },
    };
    expect(designOf(letter, [followed as ResumeDto]).template).toBe('onyx');
    expect(designOf(letter, []).template).toBe('rhyhorn');
    expect(designOf(letter, undefined).template).toBe('rhyhorn');
  });
});
