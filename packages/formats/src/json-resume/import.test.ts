import { readFileSync } from 'node:fs';
import { itemSectionKeys, resumeDataSchema } from '@rb/schema';
import { describe, expect, it } from 'vitest';
import { importMessages } from '../messages.ts';
import { expectGolden } from '../../test/golden.ts';
import type { ImportResult } from '../types.ts';
import { jsonResumeImporter } from './import.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const parse = (value: unknown) => jsonResumeImporter.parse(JSON.stringify(value));

const ok = (result: ImportResult) => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result;
};

describe('JSON Resume import: a resume with every field', async () => {
  const { data, warnings } = ok(await jsonResumeImporter.parse(fixture('every-field.resume.json')));
  const { basics, sections } = data;

  it('is a valid resume document with cuid2 ids', () => {
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
    const ids = itemSectionKeys.flatMap((key) =>
      (sections[key].items as { id: string }[]).map((entry) => entry.id),
    );
    expect(ids.length).toBeGreaterThan(15);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]{23}$/);
  });

  it('maps basics, joining the location parts and keeping the summary as paragraphs', () => {
    expect(basics).toMatchObject({
      name: 'Nadia Kovalenko-Haddad',
      headline: 'Localization Engineer · Инженер по локализации',
      email: 'nadia.kh@example.org',
      phone: '+380 44 555 0199',
      location: 'вул. Хрещатик, 22, Київ, Kyiv City, 01001, UA',
      url: { label: '', href: 'https://nadia.example.org' },
    });
    expect(basics.picture.url).toBe('https://images.example.org/nadia.jpg');
    expect(sections.summary.content).toBe(
      '<p>I make software speak Ukrainian, Arabic and Japanese.</p>' +
        '<p>Ten years of right-to-left layouts, plural rules and font fallbacks.<br>Based in Kyiv, working remotely.</p>',
    );
  });

  it('guesses icon slugs from network names and takes a missing username from the profile URL', () => {
    expect(sections.profiles.items.map(({ network, username, icon }) => [network, username, icon])).toEqual([
      ['GitHub', 'nadia-kh', 'github'],
      ['LinkedIn', 'nadia-kovalenko-haddad', 'linkedin'],
      ['Stack Overflow', 'nadiakh', 'stackoverflow'],
      ['Mastodon', 'nadia', 'mastodon'],
    ]);
  });

  it('maps work with dates in each allowed form, a running job as Present, highlights as a list', () => {
    const [first, second, third] = sections.experience.items;
    expect(first).toMatchObject({
      company: 'Lingvo Bridge',
      position: 'Lead Localization Engineer',
      location: 'Kyiv, Ukraine',
      date: 'Jan 2020 - Present',
      url: { href: 'https://lingvobridge.example.com' },
      summary:
        '<p>Translation platform for mobile apps</p><p>Own the string pipeline from commit to store listing.</p>' +
        '<ul><li><p>Shipped Arabic and Hebrew right-to-left support in 9 apps</p></li>' +
        '<li><p>Cut translation turnaround from 5 days to 1</p></li></ul>',
    });
    expect(second).toMatchObject({
      company: '東京ソフト株式会社',
      position: 'ソフトウェアエンジニア',
      date: 'Apr 2016 - Dec 2019',
    });
    expect(third).toMatchObject({ company: 'شركة الجسر الرقمي', date: '2014 - 2016', url: { href: '' } });
    expect(third?.summary).toBe('<p>تطوير واجهات تدعم الكتابة من اليمين إلى اليسار.</p>');
  });

  it('maps every other section', () => {
    expect(sections.volunteer.items[0]).toMatchObject({
      organization: 'Open Fonts Collective',
      position: 'Cyrillic glyph reviewer',
      date: 'Jun 2018 - Present',
      summary:
        '<p>Review Cyrillic glyph sets of open-source typefaces.</p><ul><li><p>Reviewed 40 typefaces</p></li></ul>',
    });
    expect(sections.education.items[0]).toMatchObject({
      institution: 'Київський національний університет',
      studyType: 'Master',
      area: 'Applied Linguistics',
      score: '5.0/5',
      date: 'Sep 2012 - Jun 2014',
      summary:
        '<ul><li><p>Computational morphology</p></li><li><p>Typography of non-Latin scripts</p></li></ul>',
    });
    expect(sections.awards.items[0]).toMatchObject({
      title: 'Localization Hero',
      awarder: 'Global L10n Summit',
      date: 'Nov 2022',
      summary: '<p>For the RTL migration toolkit.</p>',
    });
    expect(sections.certifications.items[0]).toMatchObject({
      name: 'Certified Localization Professional',
      issuer: 'L10n Institute',
      date: 'May 2021',
      url: { href: 'https://certs.example.org/clp/4242' },
    });
    expect(sections.publications.items[0]).toMatchObject({
      name: 'Plural Rules Are Harder Than You Think',
      publisher: 'Journal of Internationalization',
      date: '2023',
    });
    expect(
      sections.skills.items.map(({ name, description, level, keywords }) => [
        name,
        description,
        level,
        keywords,
      ]),
    ).toEqual([
      ['Internationalization', 'Expert', 5, ['ICU', 'CLDR', 'gettext']],
      ['TypeScript', 'Advanced', 4, ['React', 'Node.js']],
      ['Font engineering', 'Intermediate', 3, ['OpenType', 'HarfBuzz']],
    ]);
    expect(
      sections.languages.items.map(({ name, description, level }) => [name, description, level]),
    ).toEqual([
      ['Українська', 'Native speaker', 5],
      ['العربية', 'Fluent', 4],
      ['日本語', 'B2', 3],
    ]);
    expect(sections.interests.items[0]).toMatchObject({
      name: 'Calligraphy',
      keywords: ['書道', 'Arabic naskh'],
    });
    expect(sections.references.items[0]).toMatchObject({
      name: 'Oleksandr Petrenko',
      summary: '<p>Nadia made our app readable in six scripts.<br>I would hire her again.</p>',
    });
    expect(sections.projects.items[0]).toMatchObject({
      name: 'rtl-lint',
      description: 'A linter for right-to-left layout mistakes',
      date: 'Mar 2021 - Aug 2022',
      keywords: ['CSS', 'RTL'],
      summary: '<ul><li><p>Used by 300 projects</p></li><li><p>Catches mirrored icons</p></li></ul>',
    });
  });

  it('warns about the fields that have no place', () => {
    expect(warnings.map(({ code, path }) => [code, path])).toEqual([
      ['leftOut', 'projects.0.roles'],
      ['leftOut', 'projects.0.entity'],
      ['leftOut', 'projects.0.type'],
    ]);
    expect(warnings[0]?.message).toBe('projects.0.roles has no place in the resume and was left out.');
  });
});

describe('JSON Resume import: golden files', () => {
  it.each(['every-field', 'career-switch', 'graduate', 'partial'])(
    '%s converts to exactly the committed document and warnings',
    async (name) => {
      const result = ok(await jsonResumeImporter.parse(fixture(`${name}.resume.json`)));
      expect(JSON.stringify(result.data)).not.toContain('undefined');
      await expectGolden(result, `./fixtures/expected/${name}.import.json`);
    },
  );
});

describe('JSON Resume import: partial files', async () => {
  const { data, warnings } = ok(await jsonResumeImporter.parse(fixture('partial.resume.json')));
  const { sections } = data;

  it('reads the pre-1.0 names, a year-only period and a period that has only an end', () => {
    expect(sections.experience.items.map(({ company, date, url }) => [company, date, url.href])).toEqual([
      ['Kauri Timber Co-op', '2019 - Present', 'https://kauri.example.nz'],
      ['Te Awa Builders', '2014', ''],
    ]);
    expect(sections.education.items[0]).toMatchObject({
      institution: 'Ara Polytechnic',
      score: 'Merit',
      date: '',
    });
    expect(sections.volunteer.items[0]?.url.href).toBe('https://marae.example.nz');
  });

  it('keeps a skill that has only keywords and a language without a fluency, with level none', () => {
    expect(sections.skills.items.map(({ name, level, keywords }) => [name, level, keywords])).toEqual([
      ['', 0, ['joinery', 'CNC routing']],
      ['Te reo Māori signage', 0, []],
    ]);
    expect(sections.languages.items.map(({ name, level }) => [name, level])).toEqual([
      ['Te reo Māori', 0],
      ['English', 5],
    ]);
  });

  it('says which entry it skipped, and nothing about null fields', () => {
    expect(warnings).toEqual([
      {
        code: 'skipped',
        path: 'work.1',
        params: { field: 'name' },
        message: 'work.1 was skipped: it has no name.',
      },
    ]);
  });
});

describe('JSON Resume import: dates', () => {
  const work = (startDate?: string, endDate?: string) => ({ work: [{ name: 'Acme', startDate, endDate }] });
  const dateOf = async (startDate?: string, endDate?: string) =>
    ok(await parse(work(startDate, endDate))).data.sections.experience.items[0]?.date;

  it('accepts YYYY, YYYY-MM and YYYY-MM-DD and writes a readable range', async () => {
    expect(await dateOf('2019', '2021')).toBe('2019 - 2021');
    expect(await dateOf('2020-01', '2021-03')).toBe('Jan 2020 - Mar 2021');
    expect(await dateOf('2020-01-31', '2021-03-01')).toBe('Jan 2020 - Mar 2021');
    expect(await dateOf('2019', '2021-07')).toBe('2019 - Jul 2021');
  });

  it('writes Present for a missing end, nothing for no dates, never "undefined"', async () => {
    expect(await dateOf('2020-01')).toBe('Jan 2020 - Present');
    expect(await dateOf(undefined, undefined)).toBe('');
    expect(await dateOf('', '')).toBe('');
    expect(await dateOf(undefined, '2018-05')).toBe('May 2018');
  });

  it.each([
    '2020/01/01',
    '01-2020',
    'Jan 2020',
    '2020-13',
    '2020-02-32',
    '20',
    '2020-01-01T00:00:00Z',
    'present',
  ])('refuses %s with the ISO8601 message and its path', async (bad) => {
    const result = await parse({
      work: [
        { name: 'Acme', startDate: '2020' },
        { name: 'Beta', endDate: bad },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ code: 'isoDate', path: 'work.1.endDate', params: {}, message: importMessages.isoDate }],
    });
  });

  it('checks the single dates of awards, certificates and publications', async () => {
    const result = await parse({
      awards: [{ title: 'A', date: '2020-1' }],
      certificates: [{ name: 'C', date: 'soon' }],
      publications: [{ name: 'P', releaseDate: '2020-01-01' }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: 'awards.0.date', message: importMessages.isoDate },
        { path: 'certificates.0.date', message: importMessages.isoDate },
      ]);
  });
});

describe('JSON Resume import: checks and messages', () => {
  it('refuses invalid JSON with the fixed message', async () => {
    expect(await jsonResumeImporter.parse('{ "basics": ')).toEqual({
      ok: false,
      errors: [{ code: 'invalidJson', path: '', params: {}, message: 'Failed to parse JSON' }],
    });
  });

  it('refuses bytes that are not text', async () => {
    expect(await jsonResumeImporter.parse(new Uint8Array([0x7b, 0xff, 0xfe, 0xc3, 0x28, 0x7d]))).toEqual({
      ok: false,
      errors: [{ code: 'unreadable', path: '', params: {}, message: 'Failed to read the file' }],
    });
  });

  it('reads UTF-8 with a byte-order mark', async () => {
    const bytes = new TextEncoder().encode('\uFEFF{"basics":{"name":"Ада Лавлейс"}}');
    expect(ok(await jsonResumeImporter.parse(bytes)).data.basics.name).toBe('Ада Лавлейс');
  });

  it('lists every invalid url, image and email with its path', async () => {
    const result = await parse({
      basics: {
        email: 'not-an-email',
        url: 'javascript:alert(1)',
        image: 'ftp://x.example/p.png',
        profiles: [{ network: 'X', username: 'u', url: 'nope' }],
      },
      work: [{ name: 'Acme', url: 'www.acme' }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((error) => [error.path, error.code])).toEqual([
        ['basics.image', 'invalidUrl'],
        ['basics.email', 'invalidEmail'],
        ['basics.url', 'invalidUrl'],
        ['basics.profiles.0.url', 'invalidUrl'],
        ['work.0.url', 'invalidUrl'],
      ]);
  });

  it('accepts empty url, image and email', async () => {
    const { data } = ok(
      await parse({ basics: { name: 'N', email: '', url: '', image: '' }, work: [{ name: 'A', url: '' }] }),
    );
    expect(data.basics.email).toBe('');
    expect(data.sections.experience.items[0]?.url.href).toBe('');
  });

  it('treats null as missing and skips entries without their required field, saying so', async () => {
    const { data, warnings } = ok(
      await parse({
        basics: null,
        work: [null, { position: 'Intern' }, { name: 'Acme', endDate: null }],
        skills: [{ level: 'Expert' }],
      }),
    );
    expect(data.sections.experience.items.map((item) => item.company)).toEqual(['Acme']);
    expect(data.sections.experience.items[0]?.date).toBe('');
    expect(warnings.map((warning) => warning.message)).toEqual([
      'work.1 was skipped: it has no name.',
      'skills.0 was skipped: it has no name.',
    ]);
  });

  it('escapes HTML in text fields', async () => {
    const { data } = ok(await parse({ basics: { summary: '<img src=x onerror=alert(1)> & <b>bold</b>' } }));
    expect(data.sections.summary.content).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
  });

  it('names top-level keys the format does not define', async () => {
    const { warnings } = ok(
      await parse({ basics: { name: 'N' }, certifications: [{ name: 'C' }], meta: {} }),
    );
    expect(warnings).toEqual([
      {
        code: 'notInFormat',
        path: 'certifications',
        params: { key: 'certifications' },
        message: 'certifications is not part of the JSON Resume format and was left out.',
      },
    ]);
  });

  it('reads the pre-1.0 names company and website', async () => {
    const { data } = ok(await parse({ work: [{ company: 'Old Co', website: 'https://old.example.com' }] }));
    expect(data.sections.experience.items[0]).toMatchObject({
      company: 'Old Co',
      url: { href: 'https://old.example.com' },
    });
  });

  it('refuses a document that is not an object', async () => {
    for (const value of [[], 42, 'text', null]) expect((await parse(value)).ok).toBe(false);
  });
});
