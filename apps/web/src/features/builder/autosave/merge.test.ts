import { describe, expect, it } from 'vitest';
import { produce, type Draft } from 'immer';
import { createDefaultResumeData, resumeDataSchema, type ResumeData } from '@rb/schema';
import { mergeOrder, mergeResumeData, resolveConflicts } from './merge';

const experience = (id: string, company: string, summary = '') => ({
  id,
  visible: true,
  company,
  position: '',
  location: '',
  date: '',
  summary,
  url: { label: '', href: '' },
});

/** A base with two experience items and a custom section, and two edits of it. */
const base = produce(createDefaultResumeData(), (draft) => {
  draft.basics.name = 'Ada';
  draft.basics.headline = 'Engineer';
  draft.sections.experience.items.push(experience('exp-a', 'Acme'), experience('exp-b', 'Globex'));
  draft.sections.skills.items.push({
    id: 'skill-a',
    visible: true,
    name: 'Go',
    description: '',
    level: 3,
    keywords: ['cli', 'grpc'],
  });
  draft.sections.custom['talks'] = {
    id: 'talks',
    name: 'Talks',
    description: '',
    columns: 1,
    separateLinks: true,
    visible: true,
    startOnNewPage: false,
    keepTogether: false,
    items: [],
  };
  draft.metadata.layout[0]![0]!.push('custom.talks');
});
const edit = (recipe: (draft: Draft<ResumeData>) => void) => produce(base, recipe);
const merge = (mine: ResumeData, theirs: ResumeData) => mergeResumeData(base, mine, theirs);
const ids = (list: Array<{ id: string }>) => list.map((entry) => entry.id);

describe('three-way merge: fields', () => {
  it('takes a change made on one side only, silently', () => {
    const mine = edit((d) => void (d.basics.name = 'Ada Lovelace'));
    const theirs = edit((d) => void (d.basics.headline = 'Mathematician'));
    const result = merge(mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.data.basics).toMatchObject({ name: 'Ada Lovelace', headline: 'Mathematician' });
    expect(result.tookTheirs).toBe(true);
  });

  it('gives their document when mine is unchanged, and mine when theirs is', () => {
    const changed = edit((d) => void (d.metadata.template = 'onyx'));
    expect(merge(base, changed).data).toEqual(changed);
    expect(merge(changed, base).data).toEqual(changed);
    expect(merge(changed, base).tookTheirs).toBe(false);
  });

  it('sees no conflict when both sides typed the same value', () => {
    const both = edit((d) => void (d.basics.phone = '+44 1'));
    expect(merge(both, structuredClone(both)).conflicts).toEqual([]);
  });

  it('keeps both texts of a field changed on both sides, mine first, and lets the user pick', () => {
    const mine = edit((d) => void (d.basics.name = 'Ada Lovelace'));
    const theirs = edit((d) => void (d.basics.name = 'Ada King'));
    const result = merge(mine, theirs);
    expect(result.data.basics.name).toBe('Ada Lovelace / Ada King');
    expect(result.conflicts).toEqual([
      expect.objectContaining({
        key: 'basics.name',
        base: 'Ada',
        mine: 'Ada Lovelace',
        theirs: 'Ada King',
        combinable: true,
      }),
    ]);
    const pick = (choice: 'mine' | 'theirs' | 'both') =>
      resolveConflicts(result.data, result.conflicts, { 'basics.name': choice }).basics.name;
    expect(pick('mine')).toBe('Ada Lovelace');
    expect(pick('theirs')).toBe('Ada King');
    expect(pick('both')).toBe('Ada Lovelace / Ada King');
  });

  it('keeps both rich texts as paragraphs, and takes the only non-empty side', () => {
    const mine = edit((d) => void (d.sections.summary.content = '<p>Mine</p>'));
    const theirs = edit((d) => void (d.sections.summary.content = 'Theirs'));
    expect(merge(mine, theirs).data.sections.summary.content).toBe('<p>Mine</p><p>Theirs</p>');
    const cleared = edit((d) => void (d.basics.headline = ''));
    const rewritten = edit((d) => void (d.basics.headline = 'Mathematician'));
    expect(merge(cleared, rewritten).data.basics.headline).toBe('Mathematician');
  });

  it('keeps my value for a non-text field changed on both sides and lets the user take theirs', () => {
    const mine = edit((d) => {
      d.basics.picture.size = 90;
      d.basics.email = 'mine@example.com';
      d.metadata.theme.primary = '#2563eb';
    });
    const theirs = edit((d) => {
      d.basics.picture.size = 120;
      d.basics.email = 'theirs@example.com';
      d.metadata.theme.primary = '#16a34a';
    });
    const result = merge(mine, theirs);
    expect(result.conflicts.map((entry) => [entry.key, entry.combinable])).toEqual([
      ['basics.email', false],
      ['basics.picture.size', false],
      ['metadata.theme.primary', false],
    ]);
    expect(result.data.basics.picture.size).toBe(90);
    expect(result.data.basics.email).toBe('mine@example.com');
    const resolved = resolveConflicts(result.data, result.conflicts, {
      'basics.picture.size': 'theirs',
      'basics.email': 'both',
    });
    expect(resolved.basics.picture.size).toBe(120);
    // An address cannot hold two values: "both" keeps mine.
    expect(resolved.basics.email).toBe('mine@example.com');
    expect(resolved.metadata.theme.primary).toBe('#2563eb');
  });
});

describe('three-way merge: items', () => {
  it('keeps items added on either side, matched by id', () => {
    const mine = edit((d) => void d.sections.experience.items.push(experience('exp-mine', 'Mine Ltd')));
    const theirs = edit((d) => void d.sections.experience.items.push(experience('exp-theirs', 'Theirs Inc')));
    const result = merge(mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(ids(result.data.sections.experience.items)).toEqual(['exp-a', 'exp-b', 'exp-mine', 'exp-theirs']);
  });

  it('places their new item after the item that precedes it on their side', () => {
    const theirs = edit((d) => void d.sections.experience.items.splice(1, 0, experience('exp-new', 'New')));
    const mine = edit((d) => void (d.sections.experience.items[1]!.company = 'Globex Corp'));
    const result = merge(mine, theirs);
    expect(ids(result.data.sections.experience.items)).toEqual(['exp-a', 'exp-new', 'exp-b']);
    expect(result.data.sections.experience.items[2]!.company).toBe('Globex Corp');
  });

  it('removes an item one side deleted and the other left alone', () => {
    const mine = edit((d) => void d.sections.experience.items.splice(0, 1));
    const theirs = edit((d) => void (d.basics.location = 'London'));
    expect(ids(merge(mine, theirs).data.sections.experience.items)).toEqual(['exp-b']);
    expect(ids(merge(theirs, mine).data.sections.experience.items)).toEqual(['exp-b']);
  });

  it('keeps an item one side deleted when the other side edited it', () => {
    const mine = edit((d) => void (d.sections.experience.items[0]!.summary = '<p>Led the team</p>'));
    const theirs = edit((d) => void d.sections.experience.items.splice(0, 1));
    const result = merge(mine, theirs);
    expect(ids(result.data.sections.experience.items)).toEqual(['exp-a', 'exp-b']);
    expect(result.data.sections.experience.items[0]!.summary).toBe('<p>Led the team</p>');
    const mirrored = merge(theirs, mine);
    expect(ids(mirrored.data.sections.experience.items)).toEqual(['exp-a', 'exp-b']);
    expect(mirrored.data.sections.experience.items[0]!.summary).toBe('<p>Led the team</p>');
  });

  it('merges different fields of one item, and keeps both texts of the same field', () => {
    const mine = edit((d) => {
      d.sections.experience.items[0]!.position = 'Lead';
      d.sections.experience.items[1]!.summary = '<p>Mine</p>';
    });
    const theirs = edit((d) => {
      d.sections.experience.items[0]!.location = 'Remote';
      d.sections.experience.items[1]!.summary = '<p>Theirs</p>';
    });
    const result = merge(mine, theirs);
    expect(result.data.sections.experience.items[0]).toMatchObject({ position: 'Lead', location: 'Remote' });
    expect(result.data.sections.experience.items[1]!.summary).toBe('<p>Mine</p><p>Theirs</p>');
    expect(result.conflicts).toEqual([
      expect.objectContaining({
        key: 'sections.experience.items.[exp-b].summary',
        path: ['sections', 'experience', 'items', { id: 'exp-b' }, 'summary'],
      }),
    ]);
    const resolved = resolveConflicts(result.data, result.conflicts, {
      'sections.experience.items.[exp-b].summary': 'theirs',
    });
    expect(resolved.sections.experience.items[1]!.summary).toBe('<p>Theirs</p>');
    expect(resolved.sections.experience.items[0]).toMatchObject({ position: 'Lead', location: 'Remote' });
  });

  it('takes the order of the side that reordered; mine when both did', () => {
    const reversed = edit((d) => void d.sections.experience.items.reverse());
    const edited = edit((d) => void (d.sections.experience.items[0]!.company = 'Acme Co'));
    const result = merge(edited, reversed);
    expect(ids(result.data.sections.experience.items)).toEqual(['exp-b', 'exp-a']);
    expect(result.data.sections.experience.items[1]!.company).toBe('Acme Co');
    expect(ids(merge(reversed, edited).data.sections.experience.items)).toEqual(['exp-b', 'exp-a']);
    expect(mergeOrder(['a', 'b', 'c'], ['c', 'a', 'b'], ['b', 'a', 'c'], new Set(['a', 'b', 'c']))).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('merges keyword lists: additions of both sides stay, removals apply', () => {
    const mine = edit((d) => void d.sections.skills.items[0]!.keywords.push('mine'));
    const theirs = edit((d) => void (d.sections.skills.items[0]!.keywords = ['cli', 'theirs']));
    const result = merge(mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.data.sections.skills.items[0]!.keywords).toEqual(['cli', 'mine', 'theirs']);
  });
});

describe('three-way merge: sections and layout', () => {
  const customSection = (id: string, name: string) => ({
    id,
    name,
    description: '',
    columns: 1,
    separateLinks: true,
    visible: true,
    startOnNewPage: false,
    keepTogether: false,
    items: [],
  });

  it('keeps custom sections added on both sides, each with its place in the layout', () => {
    const mine = edit((d) => {
      d.sections.custom['mine'] = customSection('mine', 'Mine');
      d.metadata.layout[0]![1]!.push('custom.mine');
    });
    const theirs = edit((d) => {
      d.sections.custom['theirs'] = customSection('theirs', 'Theirs');
      d.metadata.layout[0]![1]!.push('custom.theirs');
    });
    const result = merge(mine, theirs);
    expect(Object.keys(result.data.sections.custom).sort()).toEqual(['mine', 'talks', 'theirs']);
    const placed = result.data.metadata.layout.flat(2);
    expect(placed).toContain('custom.mine');
    expect(placed).toContain('custom.theirs');
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('drops a custom section the other side deleted, unless I added to it', () => {
    const theirs = edit((d) => {
      delete d.sections.custom['talks'];
      d.metadata.layout[0]![0] = d.metadata.layout[0]![0]!.filter((id) => id !== 'custom.talks');
    });
    const untouched = merge(
      edit((d) => void (d.basics.name = 'Ada L')),
      theirs,
    );
    expect(untouched.data.sections.custom).toEqual({});
    expect(untouched.data.metadata.layout.flat(2)).not.toContain('custom.talks');

    const added = edit(
      (d) =>
        void d.sections.custom['talks']!.items.push({
          id: 'talk-1',
          visible: true,
          name: 'A talk',
          description: '',
          date: '',
          location: '',
          summary: '',
          keywords: [],
          url: { label: '', href: '' },
        }),
    );
    const kept = merge(added, theirs);
    expect(kept.data.sections.custom['talks']!.items).toHaveLength(1);
    expect(kept.data.metadata.layout.flat(2).filter((id) => id === 'custom.talks')).toHaveLength(1);
  });

  it('keeps their move to a new page and my reorder of another column', () => {
    const theirs = edit((d) => {
      d.metadata.layout.push([[], []]);
      d.metadata.layout[0]![0] = d.metadata.layout[0]![0]!.filter((id) => id !== 'education');
      d.metadata.layout[1]![0]!.push('education');
    });
    const mine = edit((d) => void d.metadata.layout[0]![1]!.reverse());
    const result = merge(mine, theirs);
    expect(result.data.metadata.layout).toHaveLength(2);
    expect(result.data.metadata.layout[1]![0]).toEqual(['education']);
    expect(result.data.metadata.layout[0]![1]).toEqual(mine.metadata.layout[0]![1]);
    const placed = result.data.metadata.layout.flat(2);
    expect(placed.filter((id) => id === 'education')).toHaveLength(1);
    expect(placed.sort()).toEqual(base.metadata.layout.flat(2).sort());
  });

  it('keeps a section once when both sides moved it, where I put it', () => {
    const mine = edit((d) => {
      d.metadata.layout[0]![0] = d.metadata.layout[0]![0]!.filter((id) => id !== 'projects');
      d.metadata.layout[0]![1]!.unshift('projects');
    });
    const theirs = edit((d) => {
      d.metadata.layout[0]![0] = d.metadata.layout[0]![0]!.filter((id) => id !== 'projects');
      d.metadata.layout[0]![1]!.push('projects');
    });
    const placed = merge(mine, theirs).data.metadata.layout;
    expect(placed.flat(2).filter((id) => id === 'projects')).toHaveLength(1);
    expect(placed[0]![1]![0]).toBe('projects');
  });

  it('gives a valid resume document', () => {
    const mine = edit((d) => {
      d.basics.name = 'Mine';
      d.sections.experience.items.push(experience('exp-mine', 'Mine Ltd', '<p>x</p>'));
      d.metadata.typography.font.variants = ['regular', '700'];
    });
    const theirs = edit((d) => {
      d.basics.name = 'Theirs';
      d.sections.experience.items.splice(1, 1);
      d.metadata.typography.font.variants = ['regular', 'italic'];
    });
    const result = merge(mine, theirs);
    expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
    expect(result.data.metadata.typography.font.variants).toEqual(['regular', '700', 'italic']);
  });
});
