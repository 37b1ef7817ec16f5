import { describe, expect, it } from 'vitest';
import { createSampleResumeData, type ResumeData } from '@rb/schema';
import { diffDocuments, displayValue } from './document-diff';

const sample = (): ResumeData => createSampleResumeData();

describe('diffDocuments', () => {
  it('finds nothing between equal documents', () => {
    expect(diffDocuments(sample(), sample())).toEqual([]);
  });

  it('names changed fields by where they are, with both values', () => {
    const before = sample();
    const after = sample();
    after.basics.headline = 'Chief Engineer';
    after.metadata.template = 'pikachu';
    expect(diffDocuments(before, after)).toEqual([
      {
        kind: 'changed',
        path: ['basics', 'headline'],
        before: before.basics.headline,
        after: 'Chief Engineer',
      },
      { kind: 'changed', path: ['metadata', 'template'], before: before.metadata.template, after: 'pikachu' },
    ]);
  });

  it('names items by their titles and sections by the names the user gave them', () => {
    const before = sample();
    const after = sample();
    after.sections.experience.name = 'Work';
    const [first, second] = after.sections.experience.items;
    first!.position = 'Principal';
    after.sections.experience.items = [first!];
    const changes = diffDocuments(before, after);
    expect(changes).toContainEqual({
      kind: 'changed',
      path: ['Work', 'name'],
      before: before.sections.experience.name,
      after: 'Work',
    });
    expect(changes).toContainEqual({
      kind: 'changed',
      path: ['Work', first!.company, 'position'],
      before: before.sections.experience.items[0]!.position,
      after: 'Principal',
    });
    expect(changes).toContainEqual({ kind: 'removed', path: ['Work'], label: second!.company });
    expect(JSON.stringify(changes)).not.toContain(first!.id);
  });

  it('tells added items, reordered lists and added custom sections', () => {
    const before = sample();
    const after = sample();
    const skills = after.sections.skills.items;
    after.sections.skills.items = [
      ...skills.slice().reverse(),
      { ...skills[0]!, id: 'new-skill-id-000000000', name: 'Rust' },
    ];
    after.sections.custom = {
      ...after.sections.custom,
      talks: { ...Object.values(before.sections.custom)[0]!, id: 'talks', name: 'Talks', items: [] },
    };
    const changes = diffDocuments(before, after);
    expect(changes).toContainEqual({ kind: 'added', path: [before.sections.skills.name], label: 'Rust' });
    expect(changes).toContainEqual({ kind: 'reordered', path: [before.sections.skills.name] });
    expect(changes).toContainEqual({ kind: 'added', path: [], label: 'Talks' });
    // The other way round, the same section is removed.
    expect(diffDocuments(after, before)).toContainEqual({ kind: 'removed', path: [], label: 'Talks' });
  });

  it('shows rich text and lists as plain lines, cut when long', () => {
    expect(displayValue('<p>Builds <b>engines</b></p>')).toBe('Builds engines');
    expect(displayValue(['a', 'b'])).toBe('a, b');
    expect(displayValue('x'.repeat(300))).toHaveLength(140);
    expect(displayValue(true)).toBe('true');
  });
});
