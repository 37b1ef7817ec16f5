import { readFileSync } from 'node:fs';
import { createDefaultResumeData, createId } from '@rb/schema';
import { describe, expect, it } from 'vitest';
import { exportJsonResume, toJsonResume } from './export.ts';
import { jsonResumeImporter, joinLocation } from './import.ts';
import { jsonResumeSchema } from './schema.ts';

type Json = Record<string, unknown>;

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Json;

/** Empty strings, empty lists and empty objects say nothing; both sides drop them before comparing. */
const compact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(compact);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [key, field] of Object.entries(value)) {
      const inner = compact(field);
      if (inner === '' || inner === undefined || inner === null) continue;
      if (Array.isArray(inner) && inner.length === 0) continue;
      if (inner && typeof inner === 'object' && !Array.isArray(inner) && Object.keys(inner).length === 0)
        continue;
      out[key] = inner;
    }
    return out;
  }
  return value;
};

const toMonth = (date: unknown) => (typeof date === 'string' ? date.slice(0, 7) : date);

/**
 * What a JSON Resume looks like after a trip through the resume document, by the mapping in the README:
 * days are not kept (months are), the location parts become one line, a work entry's description opens its
 * summary, a profile without a username takes it from its URL, a project's roles, entity and type have no place, and `meta` is not part of the resume.
 */
const expectedAfterRoundTrip = (source: Json): unknown => {
  const copy = structuredClone(source) as Json & { basics?: Json; work?: Json[]; projects?: Json[] };
  delete copy.meta;
  if (copy.basics?.location) copy.basics.location = { address: joinLocation(copy.basics.location as Json) };
  for (const key of [
    'work',
    'volunteer',
    'education',
    'projects',
    'awards',
    'certificates',
    'publications',
  ]) {
    for (const entry of (copy[key] as Json[] | undefined) ?? []) {
      for (const field of ['startDate', 'endDate', 'date', 'releaseDate'])
        if (field in entry) entry[field] = toMonth(entry[field]);
    }
  }
  for (const profile of (copy.basics?.profiles as Json[] | undefined) ?? []) {
    profile.username ??= String(profile.url).split('/').at(-1)?.replace(/^@/, '');
  }
  for (const work of copy.work ?? []) {
    work.summary = [work.description, work.summary].filter(Boolean).join('\n\n');
    delete work.description;
  }
  for (const project of copy.projects ?? []) {
    delete project.roles;
    delete project.entity;
    delete project.type;
  }
  return compact(copy);
};

describe('JSON Resume → resume → JSON Resume keeps every mapped field', () => {
  it.each(['every-field', 'sample', 'senior-engineer', 'new-grad', 'career-changer'])('%s', async (name) => {
    const source = fixture(`${name}.resume.json`);
    const imported = await jsonResumeImporter.parse(JSON.stringify(source));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const exported = toJsonResume(imported.data);
    expect(compact(exported)).toEqual(expectedAfterRoundTrip(source));
    // The export is itself a valid JSON Resume, and importing it again gives the same resume.
    expect(jsonResumeSchema.safeParse(exported).success).toBe(true);
    const again = await jsonResumeImporter.parse(exportJsonResume(imported.data));
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(toJsonResume(again.data)).toEqual(exported);
  });
});

describe('JSON Resume export', () => {
  const resume = () => {
    const data = createDefaultResumeData();
    data.basics.name = 'Tomás Ibarra';
    const job = (company: string, date: string, visible = true) => ({
      id: createId(),
      visible,
      company,
      position: 'Engineer',
      location: '',
      date,
      summary:
        '<p>Built <strong>things</strong> &amp; more.</p><ul><li><p>One</p></li><li><p>Two <em>2</em></p></li></ul>',
      url: { label: '', href: '' },
    });
    data.sections.experience.items.push(
      job('Now Inc', 'Jan 2020 - Present'),
      job('Range Ltd', '2015 – 2019'),
      job('Free Text Co', 'the summer I turned twenty'),
      job('Hidden Co', '2010', false),
    );
    return data;
  };

  it('reads free-text dates back into ISO dates, and leaves out what is not a date', () => {
    const { work = [] } = toJsonResume(resume());
    expect(work.map(({ name, startDate, endDate }) => [name, startDate, endDate])).toEqual([
      ['Now Inc', '2020-01', undefined],
      ['Range Ltd', '2015', '2019'],
      ['Free Text Co', undefined, undefined],
    ]);
  });

  it('turns rich text into a summary and highlights', () => {
    const [first] = toJsonResume(resume()).work ?? [];
    expect(first).toMatchObject({ summary: 'Built things & more.', highlights: ['One', 'Two 2'] });
  });

  it('leaves hidden items out unless asked', () => {
    expect(toJsonResume(resume()).work?.map((w) => w.name)).not.toContain('Hidden Co');
    expect(toJsonResume(resume(), { includeHidden: true }).work?.map((w) => w.name)).toContain('Hidden Co');
  });

  it('writes a picture stored on the app as an absolute URL when the origin is known', () => {
    const data = createDefaultResumeData();
    data.basics.picture.url = '/uploads/u1/picture.webp';
    expect(toJsonResume(data).basics?.image).toBeUndefined();
    expect(toJsonResume(data, { origin: 'https://cv.example.org' }).basics?.image).toBe(
      'https://cv.example.org/uploads/u1/picture.webp',
    );
  });

  it('writes level names for skills and languages that only have a number', () => {
    const data = createDefaultResumeData();
    data.sections.skills.items.push({
      id: createId(),
      visible: true,
      name: 'Go',
      description: '',
      level: 4,
      keywords: [],
    });
    data.sections.languages.items.push({
      id: createId(),
      visible: true,
      name: '中文',
      description: '',
      level: 5,
    });
    const exported = toJsonResume(data);
    expect(exported.skills).toEqual([{ name: 'Go', level: 'Advanced' }]);
    expect(exported.languages).toEqual([{ language: '中文', fluency: 'Native or bilingual proficiency' }]);
  });
});
