import { readFileSync } from 'node:fs';
import { createDefaultResumeData, createId, type ResumeData } from '@rb/schema';
import { parseRange } from '../shared/dates.ts';
import { htmlToText } from '../shared/html.ts';
import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../test/golden.ts';
import { convertToJsonResume, exportJsonResume, jsonResumeSchemaUrl, toJsonResume } from './export.ts';
import { jsonResumeImporter, joinLocation } from './import.ts';
import { jsonResumeSchema, type JsonResume } from './schema.ts';

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

/** What HTML does to whitespace: runs of spaces become one, lines and paragraphs lose the spaces around them. */
const collapseSpaces = (text: unknown) =>
  typeof text === 'string'
    ? text
        .replace(/\r\n?/g, '\n')
        .split(/\n[ \t]*\n+/)
        .map((block) =>
          block
            .replace(/[ \t]+/g, ' ')
            .replace(/ ?\n ?/g, '\n')
            .trim(),
        )
        .filter(Boolean)
        .join('\n\n')
    : text;

/**
 * What a JSON Resume looks like after a trip through the resume document. Every field of the format that has a
 * place comes back; these are the only normalisations, each because of how the resume document holds it:
 * - `$schema` is the v1 schema's URL and `meta` is left out: they describe the file, not the resume;
 * - dates keep their month, not their day: the resume's `date` is display text ("Jan 2020 - Present");
 * - a period with only an end date is that date alone, written back as start and end (the text "May 2018"
 *   cannot say which end it was);
 * - the location parts come back joined in `location.address`: the resume's location is one line;
 * - a work entry's `description` opens its summary and comes back as the summary's first paragraph;
 * - a profile without a username takes it from its URL (the resume requires one);
 * - the names of the format before 1.0 come back under the v1 names (`company` → `name`, `website` → `url`,
 *   `gpa` → `score`);
 * - an entry without its required field (work without a name, …) is skipped on import, with a warning;
 * - a project's `roles`, `entity` and `type` have no place (warned on import);
 * - text is rich text in between: runs of spaces and blank lines collapse, as HTML collapses them;
 * - `null`, empty strings, empty lists and empty objects say nothing and are dropped on both sides.
 */
const expectedAfterRoundTrip = (source: Json): unknown => {
  const copy = structuredClone(source) as Json & { basics?: Json; work?: Json[]; projects?: Json[] };
  delete copy.meta;
  copy.$schema = jsonResumeSchemaUrl;
  if (copy.basics?.location) copy.basics.location = { address: joinLocation(copy.basics.location as Json) };
  const renamed: Record<string, Record<string, string>> = {
    work: { company: 'name', website: 'url' },
    volunteer: { website: 'url' },
    publications: { website: 'url' },
    education: { gpa: 'score' },
  };
  const required: Record<string, string> = {
    work: 'name',
    volunteer: 'organization',
    education: 'institution',
    awards: 'title',
    certificates: 'name',
    publications: 'name',
    languages: 'language',
    interests: 'name',
    references: 'name',
    projects: 'name',
  };
  for (const [key, field] of Object.entries(required)) {
    const entries = copy[key] as Json[] | null | undefined;
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      for (const [from, to] of Object.entries(renamed[key] ?? {})) {
        if (from in entry) {
          entry[to] ??= entry[from];
          delete entry[from];
        }
      }
    }
    copy[key] = entries.filter((entry) => typeof entry[field] === 'string' && entry[field].trim());
  }
  for (const key of ['work', 'volunteer', 'education', 'projects']) {
    for (const entry of (copy[key] as Json[] | undefined) ?? []) {
      entry.startDate = toMonth(entry.startDate);
      entry.endDate = toMonth(entry.endDate);
      if (!entry.startDate && entry.endDate) entry.startDate = entry.endDate;
    }
  }
  for (const key of ['awards', 'certificates']) {
    for (const entry of (copy[key] as Json[] | undefined) ?? []) entry.date = toMonth(entry.date);
  }
  for (const entry of (copy.publications as Json[] | undefined) ?? [])
    entry.releaseDate = toMonth(entry.releaseDate);
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
  if (copy.basics) copy.basics.summary = collapseSpaces(copy.basics.summary);
  for (const [key, field] of [
    ['work', 'summary'],
    ['volunteer', 'summary'],
    ['awards', 'summary'],
    ['publications', 'summary'],
    ['references', 'reference'],
  ] as const) {
    for (const entry of (copy[key] as Json[] | undefined) ?? []) entry[field] = collapseSpaces(entry[field]);
  }
  return compact(copy);
};

const fixtures = ['every-field', 'career-switch', 'graduate', 'partial'];

describe('JSON Resume → resume → JSON Resume keeps every mapped field', () => {
  it.each(fixtures)('%s', async (name) => {
    const source = fixture(`${name}.resume.json`);
    const imported = await jsonResumeImporter.parse(JSON.stringify(source));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const { resume: exported, warnings } = convertToJsonResume(imported.data);
    expect(compact(exported)).toEqual(expectedAfterRoundTrip(source));
    // Nothing that came from JSON Resume lacks a place in it.
    expect(warnings).toEqual([]);
    // The export is itself a valid JSON Resume, and importing it again gives the same resume.
    expect(jsonResumeSchema.safeParse(exported).success).toBe(true);
    const again = await jsonResumeImporter.parse(exportJsonResume(imported.data));
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(toJsonResume(again.data)).toEqual(exported);
  });

  it('golden: every-field comes back as the committed file', async () => {
    const imported = await jsonResumeImporter.parse(JSON.stringify(fixture('every-field.resume.json')));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    await expectGolden(convertToJsonResume(imported.data), './fixtures/expected/every-field.export.json');
  });

  it('normalises only what the list above names: the text of a run of spaces is the only other change', async () => {
    const source = { basics: { summary: 'One  two\n\n\nthree' }, awards: [{ title: 'T', summary: ' a ' }] };
    const imported = await jsonResumeImporter.parse(JSON.stringify(source));
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    expect(toJsonResume(imported.data)).toMatchObject({
      basics: { summary: 'One two\n\nthree' },
      awards: [{ title: 'T', summary: 'a' }],
    });
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

describe('JSON Resume export: what has a place goes there, the rest is named in a warning', () => {
  /** A resume with every section filled, plus the content the format has no field for. */
  const everything = () => {
    const data = JSON.parse(
      readFileSync(new URL('../native/fixtures/every-section.native.json', import.meta.url), 'utf8'),
    ) as ResumeData;
    const { sections } = data;
    const first = <T>(items: T[]): T => {
      if (!items[0]) throw new Error('the sample has an item in every section');
      return items[0];
    };
    first(sections.education.items).summary =
      '<p>Thesis on error recovery.</p><ul><li><p>Interaction design</p></li></ul>';
    first(sections.certifications.items).summary = '<p>License Number: CPACC-0042</p>';
    Object.assign(first(sections.awards.items), {
      summary:
        '<p>For the checkout redesign.</p><ul><li><p>Jury prize</p></li><li><p>Public vote</p></li></ul>',
      url: { label: '', href: 'https://awards.example.org/2021' },
    });
    first(sections.publications.items).summary =
      '<p>Co-written.</p><ol><li><p>Part one</p><ul><li><p>Forms</p></li></ul></li><li><p>Part two</p></li></ol>';
    first(sections.volunteer.items).location = 'Amersfoort';
    first(sections.references.items).url = { label: '', href: 'mailto:ref@example.com' };
    first(sections.projects.items).date = 'the summer of the launch';
    return data;
  };

  it('golden: a resume with every section exports as the committed file', async () => {
    await expectGolden(convertToJsonResume(everything()), './fixtures/expected/every-section.export.json');
  });

  it('writes award and publication lists into their summary, where they stand', () => {
    const { resume } = convertToJsonResume(everything());
    expect(resume.awards?.[0]?.summary).toBe('For the checkout redesign.\n\n- Jury prize\n- Public vote');
    expect(resume.publications?.[0]?.summary).toBe('Co-written.\n\n1. Part one\n  - Forms\n2. Part two');
    expect(resume.education?.[0]?.courses).toEqual(['Interaction design']);
  });

  it('warns, with the path and the entry’s name, about each thing it leaves out', () => {
    const data = everything();
    const { warnings } = convertToJsonResume(data);
    const customId = Object.keys(data.sections.custom)[0] ?? '';
    expect(warnings.map(({ code, path }) => [code, path])).toEqual([
      ['exportLeftOut', 'basics.picture.url'],
      ['exportLeftOut', 'basics.customFields.0'],
      ['exportLeftOut', `sections.custom.${customId}`],
      ['exportLeftOut', 'sections.volunteer.items.0.location'],
      ['exportLeftOut', 'sections.education.items.0.summary'],
      ['exportLeftOut', 'sections.awards.items.0.url'],
      ['exportLeftOut', 'sections.certifications.items.0.summary'],
      ['exportLeftOut', 'sections.references.items.0.url'],
      ['exportDateLeftOut', 'sections.projects.items.0.date'],
    ]);
    const education = warnings.find((warning) => warning.path.startsWith('sections.education'));
    expect(education?.message).toBe(
      'sections.education.items.0.summary (Utrecht University) has no place in JSON Resume and was left out.',
    );
    // With the app's origin the picture has an absolute URL and is no longer left out.
    const withOrigin = convertToJsonResume(data, { origin: 'https://cv.example.org' });
    expect(withOrigin.warnings.map((warning) => warning.path)).not.toContain('basics.picture.url');
  });

  it('leaves nothing out silently: every text of the resume is in the export or named by a warning', () => {
    const data = everything();
    const { resume, warnings } = convertToJsonResume(data, { origin: 'https://cv.example.org' });
    const jsonKeys: Record<string, keyof JsonResume> = {
      experience: 'work',
      volunteer: 'volunteer',
      education: 'education',
      awards: 'awards',
      certifications: 'certificates',
      publications: 'publications',
      skills: 'skills',
      languages: 'languages',
      interests: 'interests',
      references: 'references',
      projects: 'projects',
    };
    /** The exported text an item's fields must be found in: its own entry (all items of the fixture are shown). */
    const haystack = (path: string): string => {
      const [, key = '', index = ''] = /^sections\.([a-z]+)\.items\.(\d+)/.exec(path) ?? [];
      if (key === 'profiles') return JSON.stringify(resume.basics?.profiles?.[Number(index)]);
      const entries = resume[jsonKeys[key] ?? 'basics'];
      return JSON.stringify(Array.isArray(entries) && index ? entries[Number(index)] : resume.basics);
    };
    const warned = warnings.map((warning) => warning.path);
    // Settings, not content (README, "Fields with no place"): section titles and layout, link labels, icons.
    const quiet = /(^|\.)(id|icon|label)$|^sections\.[a-z]+\.(name|columns|separateLinks|visible)$/;
    const missing: string[] = [];
    const check = (value: unknown, path: string) => {
      if (Array.isArray(value)) return value.forEach((entry, index) => check(entry, `${path}.${index}`));
      if (value && typeof value === 'object')
        return Object.entries(value).forEach(([key, field]) => check(field, path ? `${path}.${key}` : key));
      if (typeof value !== 'string' || !value.trim() || quiet.test(path)) return;
      if (warned.some((prefix) => path === prefix || path.startsWith(`${prefix}.`))) return;
      // A date is written as ISO dates; it must have been read (an unreadable one is warned about).
      if (path.endsWith('.date')) {
        if (!parseRange(value)) missing.push(`${path}: ${value}`);
        return;
      }
      const pieces = htmlToText(value)
        .split(/\n+/)
        .map((piece) => piece.replace(/^\s*(-|\d+\.)\s/, '').trim());
      for (const piece of pieces.filter(Boolean))
        if (!haystack(path).includes(JSON.stringify(piece).slice(1, -1))) missing.push(`${path}: ${piece}`);
    };
    check({ basics: data.basics, sections: data.sections }, '');
    expect(missing).toEqual([]);
  });
});
