import { readFileSync } from 'node:fs';
import { resumeDataSchema, sectionKeys } from '@rb/schema';
import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../test/golden.ts';
import type { ImportResult } from '../types.ts';
import { nativeV3Importer } from './import.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const ok = (result: ImportResult) => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result;
};

describe('v3 import: a complete resume', async () => {
  const result = ok(await nativeV3Importer.parse(fixture('complete.v3.json')));
  const { basics, sections, metadata } = result.data;
  const warnings = result.warnings.map((warning) => warning.message);

  it('is a valid resume document, and reports the public flag', () => {
    expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
    expect(result.visibility).toBe('public');
  });

  it('maps basics, the picture and the location', () => {
    expect(basics).toMatchObject({
      name: 'Amaru Quispe',
      email: 'amaru.quispe@example.pe',
      phone: '+51 1 555 0142',
      headline: 'Data Engineer',
      location: 'Av. Arequipa 123, Lima, Lima, 15046, Peru',
      url: { href: 'https://amaru.example.pe' },
    });
    expect(basics.picture).toMatchObject({
      url: 'https://images.example.pe/amaru.png',
      size: 96,
      borderRadius: 6,
      effects: { hidden: true, border: true, grayscale: true },
    });
  });

  it('turns the Markdown summary into safe HTML and keeps its heading', () => {
    expect(sections.summary.name).toBe('About me');
    expect(sections.summary.content).toBe(
      '<p>I build <strong>reliable</strong> data pipelines for <em>public health</em>.</p>' +
        '<ul><li><p>8 years with Python and SQL</p></li>' +
        '<li><p>Speaker at <a href="https://pycon.example.pe/" target="_blank" rel="noopener noreferrer nofollow">PyCon Lima</a></p></li></ul>' +
        '<p>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; bad link)</p>',
    );
  });

  it('maps profiles and drops an invalid profile link, keeping the profile', () => {
    expect(sections.profiles.items).toMatchObject([
      { network: 'GitHub', username: 'amaruq', icon: 'github', url: { href: 'https://github.com/amaruq' } },
      { network: 'Twitter', username: 'amaru_q', icon: 'x', url: { href: '' } },
    ]);
    expect(warnings).toContain('basics.profiles.1.url: "not a url" is not a valid URL and was left out.');
  });

  it('maps work with start and end dates, a running job as Present, and keeps the section name', () => {
    expect(sections.experience.name).toBe('Work Experience');
    expect(sections.experience.items.map(({ company, position, date }) => [company, position, date])).toEqual(
      [
        ['Ministerio de Salud', 'Senior Data Engineer', 'Mar 2019 - Present'],
        ['Андес Аналитика', 'Аналитик данных', 'Jan 2015 - Feb 2019'],
      ],
    );
    expect(sections.experience.items[0]?.summary).toBe(
      '<p>Built the national vaccination dashboard.</p><ol><li><p>Ingested 40M records a day</p></li><li><p>Cut report time from hours to minutes</p></li></ol>',
    );
    expect(warnings).toContain('sections.work.items.2 was skipped: it has no name.');
  });

  it('rates skills and languages as floor(levelNum / 2)', () => {
    expect(
      sections.skills.items.map(({ name, description, level, keywords }) => [
        name,
        description,
        level,
        keywords,
      ]),
    ).toEqual([
      ['Python', 'Expert', 5, ['pandas', 'Airflow']],
      ['SQL', 'Advanced', 3, ['PostgreSQL']],
      ['Rust', '', 1, []],
    ]);
    expect(sections.languages.items.map(({ name, level }) => [name, level])).toEqual([
      ['Español', 5],
      ['Runasimi', 4],
      ['中文', 0],
    ]);
    expect(sections.skills.columns).toBe(2);
  });

  it('maps the other sections', () => {
    expect(sections.awards.items[0]).toMatchObject({
      title: 'Open Data Award',
      awarder: 'Gobierno Digital',
      date: 'Sep 2021',
    });
    expect(sections.projects.items[0]).toMatchObject({
      name: 'vacuna-etl',
      description: 'Open-source ETL toolkit',
      date: 'Jun 2020 - Jan 2021',
      summary: '<p>Used by <strong>3</strong> ministries.</p>',
      keywords: ['ETL'],
    });
    expect(sections.education.items[0]).toMatchObject({
      institution: 'Universidad Nacional de Ingeniería',
      studyType: 'Bachelor',
      area: 'Statistics',
      score: '16/20',
      date: 'Mar 2010 - Dec 2014',
      summary: '<ul><li><p>Bayesian statistics</p></li><li><p>Databases</p></li></ul>',
    });
    expect(sections.interests.visible).toBe(false);
    expect(sections.interests.items[0]).toMatchObject({
      name: 'Andean music',
      keywords: ['charango', 'قانون'],
    });
    expect(sections.volunteer.items[0]).toMatchObject({
      organization: 'Code for Lima',
      date: 'Jan 2018 - Present',
      summary: '<p>Weekly <em>civic tech</em> nights.</p>',
    });
    expect(sections.references.items[0]).toMatchObject({
      name: 'Rosa Mamani',
      description: 'Former manager',
      summary: '<p>Available on request.</p><p>+51 1 555 0100</p>',
      url: { label: 'rosa.mamani@example.pe', href: 'mailto:rosa.mamani@example.pe' },
    });
    expect(sections.publications.items[0]).toMatchObject({
      name: 'Pipelines for Public Health',
      date: 'Apr 2022',
    });
    expect(sections.certifications.items[0]).toMatchObject({
      name: 'Cloud Data Engineer',
      url: { href: '' },
    });
  });

  it('keeps custom sections, with new ids that the layout follows', () => {
    const custom = Object.values(sections.custom);
    expect(custom).toHaveLength(1);
    expect(custom[0]).toMatchObject({
      name: 'Talks',
      items: [
        {
          name: 'Data for vaccines',
          description: 'PyCon Lima',
          date: 'Nov 2022',
          summary: '<p>A talk on <strong>open</strong> data.</p>',
          keywords: ['python'],
        },
      ],
    });
    const id = custom[0]?.id ?? '';
    expect(id).toMatch(/^[a-z][a-z0-9]{23}$/);
    expect(metadata.layout[0]?.[0]?.slice(0, 4)).toEqual([
      'experience',
      'education',
      'projects',
      `custom.${id}`,
    ]);
    expect(metadata.layout[0]?.[1]).toEqual(['skills', 'languages']);
    // Sections the old layout did not place are added, so every section stays on the page.
    const placed = metadata.layout.flat(2);
    for (const key of sectionKeys) expect(placed).toContain(key);
  });

  it('keeps the look where it has a place here', () => {
    expect(metadata.template).toBe('rhyhorn');
    expect(metadata.theme).toEqual({ background: '#fafafa', text: '#111111', primary: '#0f766e' });
    expect(metadata.css).toEqual({ value: '.name { letter-spacing: 1px; }', visible: true });
    expect(metadata.typography.font).toMatchObject({ family: 'Open Sans', size: 13 });
    expect(warnings).toContain('The template "castform" does not exist here; the default is used.');
    expect(warnings).toContain('basics.birthdate has no place in the resume and was left out.');
  });
});

describe('v3 import: golden files', () => {
  it.each(['complete', 'minimal', 'history'])(
    '%s converts to exactly the committed document and warnings',
    async (name) => {
      const result = ok(await nativeV3Importer.parse(fixture(`${name}.v3.json`)));
      await expectGolden(result, `./fixtures/expected/${name}.import.json`);
    },
  );
});

describe('v3 import: levels', () => {
  const rated = async (item: Record<string, unknown>) => {
    const result = ok(
      await nativeV3Importer.parse(
        JSON.stringify({
          sections: {
            skills: { type: 'basic', items: [{ name: 'Go', ...item }] },
            languages: { type: 'basic', items: [{ name: 'Euskara', ...item }] },
          },
        }),
      ),
    );
    return [result.data.sections.skills.items[0]?.level, result.data.sections.languages.items[0]?.level];
  };

  it('is floor(levelNum / 2) when levelNum is given, 0 included', async () => {
    expect(await rated({ levelNum: 0 })).toEqual([0, 0]);
    expect(await rated({ levelNum: 1 })).toEqual([0, 0]);
    expect(await rated({ levelNum: 7 })).toEqual([3, 3]);
    expect(await rated({ levelNum: 10 })).toEqual([5, 5]);
    expect(await rated({ levelNum: '6' })).toEqual([3, 3]);
  });

  it('is the schema’s default (1), not none, when levelNum is absent', async () => {
    expect(await rated({})).toEqual([1, 1]);
    expect(await rated({ levelNum: null })).toEqual([1, 1]);
    expect(await rated({ level: 'Advanced' })).toEqual([1, 1]);
    expect(await rated({ levelNum: 'lots' })).toEqual([1, 1]);
  });
});

describe('v3 import: other files', () => {
  it('reads a minimal file with the summary as a string', async () => {
    const result = ok(await nativeV3Importer.parse(fixture('minimal.v3.json')));
    expect(result.visibility).toBe('private');
    expect(result.data.metadata.template).toBe('kakuna');
    expect(result.data.sections.summary.content).toBe(
      '<p>Backend developer. I like <strong>boring</strong> technology.</p>',
    );
    expect(result.data.basics.picture.size).toBe(128);
  });

  it('refuses an invalid email and an unknown section type, with their paths', async () => {
    const result = await nativeV3Importer.parse(
      JSON.stringify({
        basics: { email: 'nope' },
        sections: { work: { type: 'job', items: [] }, extra: { type: 'other', items: [] } },
      }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.path)).toEqual([
        'basics.email',
        'sections.work.type',
        'sections.extra.type',
      ]);
      expect(result.errors[0]?.message).toBe('enter a valid email');
    }
  });

  it('gives the fixed message for invalid JSON', async () => {
    expect(await nativeV3Importer.parse('{"basics": [')).toEqual({
      ok: false,
      errors: [{ code: 'invalidJson', path: '', params: {}, message: 'Failed to parse JSON' }],
    });
  });
});

describe('v3 import: the shapes v3 wrote over its history', async () => {
  const result = ok(await nativeV3Importer.parse(fixture('history.v3.json')));
  const { basics, sections, metadata } = result.data;
  const warnings = result.warnings.map((warning) => warning.message);
  const custom = Object.values(sections.custom);

  it('reads a period where one date belongs, and one date where a period belongs', () => {
    // An award with only a start is that one date, not "until present"; with both ends it is the period.
    expect(sections.awards.items.map((item) => item.date)).toEqual(['Nov 2018', 'Jan 2020 - Jan 2021']);
    expect(sections.certifications.items[0]?.date).toBe('Jun 2022');
    expect(sections.publications.items[0]?.date).toBe('Mar 2021');
    expect(sections.experience.items.map((item) => item.date)).toEqual(['Apr 2019', 'Jan 2017 - Dec 2017']);
    expect(sections.education.items[0]?.date).toBe('');
    expect(sections.projects.items[0]?.date).toBe('');
  });

  it('reads numbers written where text belongs, keywords as one string, and a one-line location', () => {
    expect(basics.phone).toBe('5115550199');
    expect(basics.location).toBe('Cusco, Peru');
    expect(sections.education.items[0]?.score).toBe('16.5');
    expect(sections.skills.items.map((item) => [item.description, item.level, item.keywords])).toEqual([
      ['4', 4, ['Civil 3D', 'Revit']],
      ['Advanced', 3, ['ETABS']],
    ]);
    expect(basics.picture.size).toBe(128);
    expect(sections.experience.columns).toBe(1);
    expect(sections.education.columns).toBe(2);
  });

  it('imports copies of fixed sections (work-2, …) as custom sections, saying so, in their place', () => {
    expect(custom.map((section) => [section.name, section.visible])).toEqual([
      ['Work Experience-2', true],
      ['Courses', false],
      ['Soft skills', true],
      ['Volunteering abroad', true],
    ]);
    expect(custom[0]?.items[0]).toMatchObject({
      name: 'Freelance',
      description: 'Structural Consultant',
      date: 'Feb 2021 - Present',
      url: { href: 'https://tupac.example.pe' },
      summary: '<p>Reviews for small builders.</p>',
    });
    expect(custom[1]?.items[0]).toMatchObject({
      name: 'Coursera',
      description: 'Certificate, BIM',
      date: 'May 2020 - Aug 2020',
      summary: '<ul><li><p>Revit basics</p></li></ul>',
    });
    expect(custom[2]?.items[0]).toMatchObject({ name: 'Teamwork', description: 'Expert' });
    expect(warnings).toEqual(
      expect.arrayContaining([
        'sections.work-2 ("Work Experience-2") is a second work section; it was imported as a custom section.',
        'sections.education-2 ("Courses") is a second education section; it was imported as a custom section.',
        // A custom item has no level.
        'sections.skills-2.items.0.level has no place in the resume and was left out.',
      ]),
    );
    const [main, sidebar] = metadata.layout[0]!;
    expect(main?.slice(0, 6)).toEqual([
      'experience',
      `custom.${custom[0]?.id}`,
      'education',
      `custom.${custom[1]?.id}`,
      'projects',
      `custom.${custom[3]?.id}`,
    ]);
    expect(sidebar?.slice(0, 2)).toEqual(['skills', `custom.${custom[2]?.id}`]);
  });

  it('still refuses a section type v3 never wrote', async () => {
    const refused = await nativeV3Importer.parse(
      JSON.stringify({ sections: { 'work-2': { type: 'job', items: [] } } }),
    );
    expect(refused.ok).toBe(false);
  });
});
