import { resumeDataSchema } from '@rb/schema';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { toJsonResume } from './json-resume/export.ts';
import { importers } from './registry.ts';
import { formatRange, parseRange } from './shared/dates.ts';
import { markdownToHtml } from './shared/markdown.ts';
import type { ImportResult } from './types.ts';

const all = Object.values(importers);

/** The contract of every importer: a result, never an exception, and an `ok` result is a valid resume. */
const checkResult = (result: ImportResult) => {
  expect(typeof result.ok).toBe('boolean');
  if (result.ok) {
    expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
  } else {
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) expect(typeof error.message).toBe('string');
  }
};

/** Text from every script, plus markup and the characters CSV and JSON care about. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    '',
    ' ',
    'Київ',
    'القاهرة',
    '東京都',
    '<b>x</b>',
    '"q"',
    'a,b;c\td',
    'line\nbreak',
    '2020',
    '2020-01',
    'Jan 2020',
    'undefined',
  ),
);
const isoDate = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 1000, max: 2999 }).map(String),
  fc
    .tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }))
    .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`),
  fc
    .tuple(
      fc.integer({ min: 1900, max: 2100 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
    )
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
);
const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const url = fc.oneof(fc.constant(''), fc.webUrl());

/** JSON Resume-shaped documents whose fields pass the format's checks, with arbitrary text in them. */
const jsonResume = fc.record(
  {
    basics: fc.record(
      {
        name: anyText,
        label: anyText,
        email: fc.oneof(
          fc.constant(''),
          fc.tuple(word, word).map(([user, host]) => `${user}@${host}.example`),
        ),
        url,
        summary: anyText,
        location: fc.record({ city: anyText, countryCode: anyText }, { requiredKeys: [] }),
        profiles: fc.array(fc.record({ network: anyText, username: anyText, url }, { requiredKeys: [] }), {
          maxLength: 3,
        }),
      },
      { requiredKeys: [] },
    ),
    work: fc.array(
      fc.record(
        {
          name: anyText,
          position: anyText,
          startDate: isoDate,
          endDate: isoDate,
          summary: anyText,
          highlights: fc.array(anyText, { maxLength: 3 }),
          url,
        },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
    skills: fc.array(
      fc.record(
        { name: anyText, level: anyText, keywords: fc.array(anyText, { maxLength: 3 }) },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
    languages: fc.array(fc.record({ language: anyText, fluency: anyText }, { requiredKeys: [] }), {
      maxLength: 3,
    }),
    projects: fc.array(
      fc.record(
        { name: anyText, startDate: isoDate, highlights: fc.array(anyText, { maxLength: 2 }) },
        { requiredKeys: [] },
      ),
      { maxLength: 2 },
    ),
    awards: fc.array(fc.record({ title: anyText, date: isoDate }, { requiredKeys: [] }), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

describe('every importer, on any input', () => {
  it('never throws on arbitrary bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), async (bytes) => {
        for (const importer of all) checkResult(await importer.parse(bytes));
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on arbitrary JSON, as text or bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (value, asBytes) => {
        const text = JSON.stringify(value) ?? 'null';
        const input = asBytes ? new TextEncoder().encode(text) : text;
        for (const importer of all) checkResult(await importer.parse(input));
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on documents shaped like each format, and what it accepts is a valid resume', async () => {
    const shaped = fc.oneof(
      jsonResume,
      fc.record({
        basics: fc.object(),
        sections: fc.dictionary(fc.constantFrom('work', 'skills', 'talks', 'languages'), fc.object()),
        public: fc.boolean(),
      }),
      fc.record({ basics: fc.object(), sections: fc.object(), metadata: fc.object() }),
    );
    await fc.assert(
      fc.asyncProperty(shaped, async (value) => {
        for (const importer of all) checkResult(await importer.parse(JSON.stringify(value)));
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on archives of arbitrary CSV text', async () => {
    const names = [
      'Profile.csv',
      'Email Addresses.csv',
      'Positions.csv',
      'Education.csv',
      'Skills.csv',
      'Certifications.csv',
      'Projects.csv',
      'Languages.csv',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...names), fc.oneof(anyText, fc.string({ unit: 'binary' }))),
        async (files) => {
          const zip = new JSZip();
          for (const [name, text] of Object.entries(files)) zip.file(name, text);
          checkResult(
            await importers['linkedin-data-export-zip'].parse(
              await zip.generateAsync({ type: 'uint8array' }),
            ),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('JSON Resume, on well-formed input', () => {
  it('imports every valid document, with dates that never read "undefined", and exports it again', async () => {
    await fc.assert(
      fc.asyncProperty(jsonResume, async (value) => {
        const result = await importers['json-resume-json'].parse(JSON.stringify(value));
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        checkResult(result);
        for (const item of result.data.sections.experience.items)
          expect(item.date).not.toContain('undefined');
        expect(() => toJsonResume(result.data)).not.toThrow();
      }),
      { numRuns: 150 },
    );
  });
});

describe('helpers', () => {
  it('Markdown never yields a tag outside the safe set, nor a link to another scheme', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          fc.stringMatching(/^[<>[\]()*_#\-\n a-z:/"'=]{0,60}$/),
        ),
        (markdown) => {
          const html = markdownToHtml(markdown);
          for (const [, tag] of html.matchAll(/<\/?([a-zA-Z0-9]+)/g))
            expect(['p', 'strong', 'em', 'a', 'ul', 'ol', 'li']).toContain(tag);
          for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:|mailto:)/);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a date range written as text reads back to the same months', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (start, end) => {
        fc.pre(start !== undefined);
        const month = (date: string) => date.slice(0, 7);
        const text = formatRange(start, end);
        expect(text).not.toContain('undefined');
        const read = parseRange(text);
        const expected =
          end === undefined
            ? { start: month(start) }
            : text.includes(' - ')
              ? { start: month(start), end: month(end) }
              : { start: month(start), end: month(start) };
        expect(read).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
