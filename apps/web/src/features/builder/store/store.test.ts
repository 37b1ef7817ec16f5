import { beforeEach, describe, expect, it } from 'vitest';
import { cuid2Pattern, createDefaultLayout, createDefaultResumeData, resumeDataSchema } from '@rb/schema';
import { currentData, editResume, loadResume, redo, undo, useResumeStore } from './resume-store';
import { findSection, layoutActions } from './layout-actions';
import { sectionActions } from './section-actions';
import { itemActions } from './item-actions';
import { typographyActions } from './typography-actions';
import { testResume } from '@/test/test-resume';

const layout = () => currentData().metadata.layout;
const past = () => useResumeStore.temporal.getState().pastStates.length;

beforeEach(() => loadResume(testResume()));

describe('layout actions', () => {
  it('adds a page with as many empty columns as page 1', () => {
    layoutActions.addPage();
    expect(layout()).toHaveLength(2);
    expect(layout()[1]).toEqual([[], []]);
  });

  it('deletes a page by merging its columns into the end of page 1, and never deletes page 1', () => {
    layoutActions.addPage();
    layoutActions.move('summary', { page: 1, column: 0, index: 0 });
    layoutActions.move('skills', { page: 1, column: 1, index: 0 });
    layoutActions.deletePage(0);
    expect(layout()).toHaveLength(2);
    layoutActions.deletePage(1);
    expect(layout()).toHaveLength(1);
    expect(layout()[0]![0]!.at(-1)).toBe('summary');
    expect(layout()[0]![1]!.at(-1)).toBe('skills');
    expect(layout().flat(2).sort()).toEqual(createDefaultLayout().flat(2).sort());
  });

  it('moves a section within a column and between columns', () => {
    layoutActions.move('experience', { page: 0, column: 0, index: 0 });
    expect(layout()[0]![0]![0]).toBe('experience');
    layoutActions.move('profiles', { page: 0, column: 0, index: 3 });
    expect(layout()[0]![0]!.slice(0, 3)).toEqual(['experience', 'summary', 'profiles']);
    layoutActions.move('languages', { page: 0, column: 0, index: 1 });
    expect(findSection(layout(), 'languages')).toEqual({ page: 0, column: 0, index: 1 });
    expect(layout()[0]![1]).not.toContain('languages');
  });

  it('resets to the default layout and keeps custom sections in page 1 column 1', () => {
    const ref = sectionActions.addCustom('Talks')!;
    layoutActions.addPage();
    layoutActions.move('education', { page: 1, column: 1, index: 0 });
    layoutActions.reset();
    const expected = createDefaultLayout();
    expected[0]![0]!.push(ref);
    expect(layout()).toEqual(expected);
  });
});

describe('section actions', () => {
  it('hides, renames, resets the name and clamps columns to 1–5', () => {
    sectionActions.setVisible('experience', false);
    sectionActions.rename('experience', 'Work');
    expect(currentData().sections.experience).toMatchObject({ visible: false, name: 'Work' });
    sectionActions.resetName('experience');
    expect(currentData().sections.experience.name).toBe('Experience');
    sectionActions.setColumns('skills', 9);
    expect(currentData().sections.skills.columns).toBe(5);
    sectionActions.setColumns('skills', 0);
    expect(currentData().sections.skills.columns).toBe(1);
  });

  it('adds a custom section to the last column of the last page, and deletes it from the layout too', () => {
    layoutActions.addPage();
    const ref = sectionActions.addCustom('Talks')!;
    expect(ref).toMatch(/^custom\./);
    expect(layout()[1]![1]).toEqual([ref]);
    expect(resumeDataSchema.safeParse(currentData()).success).toBe(true);
    sectionActions.setDescription(ref, 'Conference talks');
    expect(Object.values(currentData().sections.custom)[0]!.description).toBe('Conference talks');
    sectionActions.deleteCustom(ref);
    expect(currentData().sections.custom).toEqual({});
    expect(layout().flat(2)).not.toContain(ref);
  });

  it('never deletes a fixed section', () => {
    sectionActions.deleteCustom('experience');
    expect(currentData().sections.experience).toBeDefined();
    expect(layout().flat(2)).toContain('experience');
  });

  it('clears the items of a section', () => {
    itemActions.create('skills', {
      id: 'a',
      visible: true,
      name: 'TS',
      description: '',
      level: 1,
      keywords: [],
    });
    sectionActions.clearItems('skills');
    expect(currentData().sections.skills.items).toEqual([]);
  });
});

describe('item actions', () => {
  const item = (id: string, company: string) => ({
    id,
    visible: true,
    company,
    position: '',
    location: '',
    date: '',
    summary: '',
    url: { label: '', href: '' },
  });

  it('creates by appending, updates by id, duplicates with a new cuid2 id, deletes, toggles and reorders', () => {
    itemActions.create('experience', item('a', 'Acme'));
    itemActions.create('experience', item('b', 'Globex'));
    itemActions.update('experience', { ...item('a', 'Acme Corp') });
    itemActions.duplicate('experience', currentData().sections.experience.items[0]!);
    const items = () => currentData().sections.experience.items;
    expect(items().map((entry) => entry.company)).toEqual(['Acme Corp', 'Globex', 'Acme Corp']);
    expect(items()[2]!.id).toMatch(cuid2Pattern);
    expect(items()[2]!.id).not.toBe('a');
    itemActions.toggleVisible('experience', 'b');
    expect(items()[1]!.visible).toBe(false);
    itemActions.reorder('experience', 'b', 'a');
    expect(
      items()
        .map((entry) => entry.id)
        .slice(0, 2),
    ).toEqual(['b', 'a']);
    itemActions.remove('experience', 'a');
    expect(items().map((entry) => entry.company)).toEqual(['Globex', 'Acme Corp']);
  });
});

describe('typography', () => {
  it('resets subset to latin and variants to regular when the family changes', () => {
    typographyActions.setSubset('cyrillic');
    typographyActions.setVariants(['regular', '700']);
    typographyActions.setFamily('Lato');
    expect(currentData().metadata.typography.font).toMatchObject({
      family: 'Lato',
      subset: 'latin',
      variants: ['regular'],
    });
  });
});

describe('undo history', () => {
  it('starts empty on load and keeps at most 100 steps', () => {
    expect(past()).toBe(0);
    for (let index = 0; index < 120; index += 1) sectionActions.setColumns('skills', (index % 5) + 1);
    expect(past()).toBe(100);
    loadResume(testResume(createDefaultResumeData()));
    expect(past()).toBe(0);
  });

  it('undoes and redoes a change', () => {
    sectionActions.setVisible('awards', false);
    undo();
    expect(currentData().sections.awards.visible).toBe(true);
    redo();
    expect(currentData().sections.awards.visible).toBe(false);
  });

  it('makes a burst of typing in one field one step', () => {
    for (const name of ['A', 'Ad', 'Ada']) sectionActions.rename('skills', name);
    sectionActions.setVisible('skills', false);
    expect(past()).toBe(2);
    undo();
    undo();
    expect(currentData().sections.skills).toMatchObject({ name: 'Skills', visible: true });
  });

  it('ignores edits of a locked resume', () => {
    loadResume(testResume(createDefaultResumeData(), { locked: true }));
    editResume((draft) => {
      draft.basics.name = 'Changed';
    });
    expect(currentData().basics.name).toBe('');
  });
});
