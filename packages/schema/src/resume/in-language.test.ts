import { describe, expect, it } from 'vitest';
import { resumeDataSchema, type ResumeData } from './resume-data.ts';
import {
  addResumeLanguage,
  foldLanguageEdit,
  removeResumeLanguage,
  resolveResumeLanguage,
  resumeInLanguage,
  untranslatedFields,
  withLanguageText,
} from './in-language.ts';
import { maxResumeLanguages } from './languages.ts';

const english = (): ResumeData =>
  resumeDataSchema.parse({
    basics: {
      name: 'Mira Testwood',
      headline: 'Software engineer',
      email: 'mira@example.com',
      customFields: [{ id: 'cf1', name: 'Availability', value: 'Immediately' }],
    },
    sections: {
      summary: { content: '<p>I build things.</p>' },
      experience: {
        items: [
          {
            id: 'job1',
            company: 'Acme',
            position: 'Engineer',
            date: '2020 – 2024',
            summary: '<p>Built the shop.</p>',
            url: { href: 'https://acme.example', label: '' },
          },
        ],
      },
      skills: { items: [{ id: 'sk1', name: 'Cooking', level: 4, keywords: ['baking', 'grilling'] }] },
      custom: { c1: { id: 'c1', name: 'Hobbies', items: [{ id: 'h1', name: 'Chess' }] } },
    },
    metadata: { languages: ['en-US', 'de-DE'] },
  });

describe('language versions in the schema', () => {
  it('reads an older document as one version, unchanged', () => {
    const data = resumeDataSchema.parse({ basics: { name: 'Old Doc' } });
    expect(data.metadata.languages).toEqual([]);
    expect(data.metadata.translations).toEqual({});
    expect(resumeInLanguage(data)).toBe(data);
    expect(resolveResumeLanguage(data)).toBeUndefined();
    expect(resolveResumeLanguage(data, 'de-DE')).toBeNull();
  });

  it('takes only the app locales, each once, at most ten', () => {
    const parse = (languages: unknown) => resumeDataSchema.safeParse({ metadata: { languages } }).success;
    expect(parse(['en-US', 'de-DE'])).toBe(true);
    expect(parse(['en-US', 'xx-YY'])).toBe(false);
    expect(parse(['de', 'en-US'])).toBe(false);
    expect(parse(['en-US', 'en-US'])).toBe(false);
    const eleven = [
      'en-US',
      'de-DE',
      'fr-FR',
      'it-IT',
      'es-ES',
      'nl-NL',
      'pl-PL',
      'pt-BR',
      'pt-PT',
      'sv-SE',
      'ja-JP',
    ];
    expect(eleven.length).toBe(maxResumeLanguages + 1);
    expect(parse(eleven.slice(0, maxResumeLanguages))).toBe(true);
    expect(parse(eleven)).toBe(false);
  });

  it('refuses fields that are not translatable in an overlay', () => {
    const parse = (translation: unknown) =>
      resumeDataSchema.safeParse({
        metadata: { languages: ['en-US', 'de-DE'], translations: { 'de-DE': translation } },
      }).success;
    expect(parse({ basics: { headline: 'Softwareentwicklerin' } })).toBe(true);
    expect(parse({ basics: { email: 'other@example.com' } })).toBe(false);
    expect(parse({ sections: { experience: { items: { job1: { date: '2020' } } } } })).toBe(false);
    expect(parse({ sections: { experience: { items: { job1: { position: 'Ingenieurin' } } } } })).toBe(true);
  });
});

describe('resumeInLanguage', () => {
  it('shows the overlay text and shares everything else', () => {
    const data = english();
    data.metadata.translations['de-DE'] = {
      basics: { headline: 'Softwareentwicklerin' },
      customFields: { cf1: { name: 'Verfügbarkeit' } },
      sections: {
        experience: { name: 'Berufserfahrung', items: { job1: { position: 'Ingenieurin' } } },
        skills: { items: { sk1: { keywords: ['Backen', 'Grillen'] } } },
        'custom.c1': { name: 'Hobbys', items: { h1: { name: 'Schach' } } },
      },
    };
    const german = resumeInLanguage(data, 'de-DE');
    expect(german.basics.headline).toBe('Softwareentwicklerin');
    expect(german.basics.name).toBe('Mira Testwood');
    expect(german.basics.customFields[0]).toMatchObject({ name: 'Verfügbarkeit', value: 'Immediately' });
    expect(german.sections.experience.name).toBe('Berufserfahrung');
    expect(german.sections.experience.items[0]).toMatchObject({
      company: 'Acme',
      position: 'Ingenieurin',
      date: '2020 – 2024',
      url: { href: 'https://acme.example' },
    });
    expect(german.sections.skills.items[0]).toMatchObject({ keywords: ['Backen', 'Grillen'], level: 4 });
    expect(german.sections.custom.c1!.name).toBe('Hobbys');
    expect(german.sections.custom.c1!.items[0]!.name).toBe('Schach');
    // It names only its own language, so the other versions' text does not travel with it.
    expect(german.metadata.languages).toEqual(['de-DE']);
    expect(german.metadata.translations).toEqual({});
    // Parts the overlay does not touch keep their identity.
    expect(german.sections.education).toBe(data.sections.education);
    expect(german.metadata.theme).toBe(data.metadata.theme);

    const first = resumeInLanguage(data);
    expect(first.basics.headline).toBe('Software engineer');
    expect(first.metadata.languages).toEqual(['en-US']);
  });

  it('ignores an overlay whose kind does not match the field', () => {
    const data = english();
    data.metadata.translations['de-DE'] = {
      sections: { skills: { items: { sk1: { keywords: 'Backen' } } } },
    };
    expect(resumeInLanguage(data, 'de-DE').sections.skills.items[0]!.keywords).toEqual([
      'baking',
      'grilling',
    ]);
  });
});

describe('untranslatedFields', () => {
  it('lists non-empty texts missing from the overlay or equal to the source', () => {
    const data = english();
    data.metadata.translations['de-DE'] = {
      basics: { name: 'Mira Testwood', headline: 'Softwareentwicklerin' },
    };
    const paths = untranslatedFields(data, 'de-DE').map((field) => field.path.join('.'));
    expect(paths).toContain('basics.name');
    expect(paths).not.toContain('basics.headline');
    expect(paths).not.toContain('basics.location');
    expect(paths).toContain('sections.experience.items.job1.position');
    expect(paths).toContain('sections.custom.c1.items.h1.name');
    expect(untranslatedFields(data, 'en-US')).toEqual([]);
  });
});

describe('editing through a version', () => {
  it('keeps the first language and writes the edited text into the overlay', () => {
    const data = english();
    const shown = withLanguageText(data, 'de-DE');
    const edited: ResumeData = {
      ...shown,
      basics: { ...shown.basics, headline: 'Softwareentwicklerin', email: 'neu@example.com' },
    };
    const folded = foldLanguageEdit(data, edited, 'de-DE');
    expect(folded.basics.headline).toBe('Software engineer');
    // Not text: shared by all versions.
    expect(folded.basics.email).toBe('neu@example.com');
    expect(folded.metadata.translations['de-DE']).toEqual({ basics: { headline: 'Softwareentwicklerin' } });
    expect(resumeInLanguage(folded, 'de-DE').basics.headline).toBe('Softwareentwicklerin');
  });

  it('shares structure: an item removed in a version is gone from all, one added keeps its text', () => {
    const data = english();
    const shown = withLanguageText(data, 'de-DE');
    const edited: ResumeData = {
      ...shown,
      sections: {
        ...shown.sections,
        experience: {
          ...shown.sections.experience,
          items: [{ ...shown.sections.experience.items[0]!, id: 'job2', company: 'Neue Firma' }],
        },
      },
    };
    const folded = foldLanguageEdit(data, edited, 'de-DE');
    expect(folded.sections.experience.items.map((item) => item.id)).toEqual(['job2']);
    expect(folded.sections.experience.items[0]!.company).toBe('Neue Firma');
  });

  it('is the plain edit for the first language', () => {
    const data = english();
    const edited = { ...data, basics: { ...data.basics, name: 'Mira T.' } };
    expect(foldLanguageEdit(data, edited, 'en-US')).toBe(edited);
  });
});

describe('adding and removing versions', () => {
  it('names the current language of a one-version resume and starts from the shown text', () => {
    const data = resumeDataSchema.parse({ basics: { headline: 'Engineer' } });
    const two = addResumeLanguage(data, 'de-DE', { current: 'en-US' });
    expect(two.metadata.languages).toEqual(['en-US', 'de-DE']);
    expect(resumeInLanguage(two, 'de-DE').basics.headline).toBe('Engineer');

    const translated = {
      ...two,
      metadata: { ...two.metadata, translations: { 'de-DE': { basics: { headline: 'Ingenieurin' } } } },
    };
    const three = addResumeLanguage(translated, 'fr-FR', { from: 'de-DE' });
    expect(resumeInLanguage(three, 'fr-FR').basics.headline).toBe('Ingenieurin');
    expect(resumeDataSchema.safeParse(three).success).toBe(true);

    const removed = removeResumeLanguage(three, 'de-DE');
    expect(removed.metadata.languages).toEqual(['en-US', 'fr-FR']);
    expect(removed.metadata.translations['de-DE']).toBeUndefined();
    expect(removeResumeLanguage(three, 'en-US')).toBe(three);
  });
});
