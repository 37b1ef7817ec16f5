import { beforeEach, describe, expect, it } from 'vitest';
import { addResumeLanguage, resumeInLanguage } from '@rb/schema';
import { currentData, editResume, loadResume, setEditedLanguage, undo, useResumeStore } from './resume-store';
import { basicsActions } from './basics-actions';
import { testResume } from '@/test/test-resume';

beforeEach(() => loadResume(testResume()));

describe('editing a language version', () => {
  it('writes the edited text into the chosen version and keeps the first language', () => {
    basicsActions.set('headline', 'Engineer');
    const next = addResumeLanguage(currentData(), 'de-DE', { current: 'en-US' });
    editResume((draft) => {
      draft.metadata.languages = next.metadata.languages;
      draft.metadata.translations = next.metadata.translations;
    });
    setEditedLanguage('de-DE');
    expect(useResumeStore.getState().view!.basics.headline).toBe('Engineer');
    basicsActions.set('headline', 'Ingenieurin');
    expect(useResumeStore.getState().view!.basics.headline).toBe('Ingenieurin');
    expect(currentData().basics.headline).toBe('Engineer');
    expect(resumeInLanguage(currentData(), 'de-DE').basics.headline).toBe('Ingenieurin');
    undo();
    expect(useResumeStore.getState().view!.basics.headline).toBe('Engineer');
    setEditedLanguage(null);
    expect(useResumeStore.getState().view).toBe(currentData());
  });
});
