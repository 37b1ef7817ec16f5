import { describe, expect, it } from 'vitest';
import { locales } from '@rb/i18n';
import { resumeLanguageTags } from '@rb/schema';

// The schema may not import @rb/i18n (docs/architecture.md#rooms), so it keeps its own list of the tags a resume
// version may have; the web app, which has both, holds them equal.
describe('resume language tags', () => {
  it('are the locales of the interface', () => {
    expect([...resumeLanguageTags].sort()).toEqual([...locales].sort());
  });
});
