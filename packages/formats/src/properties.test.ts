import { resumeDataSchema } from '@rb/schema';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { convertToJsonResume, toJsonResume } from './json-resume/export.ts';
import { jsonResumeSchema } from './json-resume/schema.ts';
import { parseCsv } from './linkedin/csv.ts';
import { linkedInColumns, linkedInFiles } from './linkedin/import.ts';
import { englishMessages, type FormatMessage } from './messages.ts';
import { importers } from './registry.ts';
import { formatRange, parseRange } from './shared/dates.ts';
import { htmlToParts, htmlToText } from './shared/html.ts';
import { markdownToHtml } from './shared/markdown.ts';
import type { ImportResult } from './types.ts';

const all = Object.values(importers);

/** Every message has a known code (the app translates it), its parameters and its English text. */
const checkMessage = (message: FormatMessage) => {
  expect(Object.keys(englishMessages)).toContain(message.code);
  expect(typeof message.path).toBe('string');
  expect(typeof message.message).toBe('string');
  expect(message.message.length).toBeGreaterThan(0);
  for (const value of Object.values(message.params)) expect(['string', 'number']).toContain(typeof value);
};

/**
 * The contract of every importer: a result, never an exception; an `ok` result is a valid resume whose
 * export to JSON Resume works too; every message is coded. Returns whether the result was `ok`.
 */
const checkResult = (result: ImportResult): boolean => {
  expect(typeof result.ok).toBe('boolean');
  if (result.ok) {
    expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
    result.warnings.forEach(checkMessage);
    const exported = convertToJsonResume(result.data);
    expect(jsonResumeSchema.safeParse(exported.resume).success).toBe(true);
    exported.warnings.forEach(checkMessage);
  } else {
    expect(result.errors.length).toBeGreaterThan(0);
    result.errors.forEach(checkMessage);
  }
  return result.ok;
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

/** v3 documents that follow the format, with arbitrary text and numbers in them. */
const v3Item = fc.record(
  {
    name: anyText,
    title: anyText,
    institution: anyText,
    organization: anyText,
    position: anyText,
    url: url,
    summary: anyText,
    level: anyText,
    levelNum: fc.oneof(fc.constant(undefined), fc.integer({ min: -5, max: 15 })),
    keywords: fc.array(fc.oneof(anyText, fc.constant(null)), { maxLength: 3 }),
    date: fc.record(
      { start: fc.oneof(isoDate, anyText), end: fc.oneof(isoDate, anyText) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const v3Section = (type: 'basic' | 'work' | 'custom') =>
  fc.record(
    {
      name: anyText,
      type: fc.constant(type),
      visible: fc.boolean(),
      columns: fc.integer({ min: 0, max: 9 }),
      items: fc.array(v3Item, { maxLength: 3 }),
    },
    { requiredKeys: ['type'] },
  );
const v3Document = fc.record(
  {
    public: fc.boolean(),
    basics: fc.record(
      {
        name: anyText,
        headline: anyText,
        email: fc.constant(''),
        website: fc.oneof(url, anyText),
        summary: fc.oneof(anyText, fc.record({ body: anyText, heading: anyText, visible: fc.boolean() })),
        profiles: fc.array(fc.record({ network: anyText, username: anyText, url: fc.oneof(url, anyText) }), {
          maxLength: 2,
        }),
      },
      { requiredKeys: [] },
    ),
    sections: fc.record(
      {
        work: v3Section('work'),
        skills: v3Section('basic'),
        languages: v3Section('basic'),
        education: v3Section('basic'),
        references: v3Section('basic'),
        talks: v3Section('custom'),
      },
      { requiredKeys: [] },
    ),
    metadata: fc.record(
      {
        template: anyText,
        layout: fc.array(fc.array(fc.array(fc.constantFrom('work', 'skills', 'talks', 'nope')))),
        theme: fc.record({ primary: fc.oneof(anyText, fc.constant('#123abc')) }),
        typography: fc.record({ size: fc.record({ body: fc.integer({ min: 0, max: 40 }) }) }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

/** LinkedIn archives with the real headers (sometimes a column short) and arbitrary cells. */
const linkedInArchive = fc
  .array(
    fc.tuple(
      fc.constantFrom(...linkedInFiles),
      fc.integer({ min: 0, max: 2 }),
      fc.array(
        fc.array(fc.oneof(anyText, fc.webUrl(), fc.constantFrom('Yes', 'No', 'Feb 2021', '')), {
          minLength: 1,
          maxLength: 9,
        }),
        {
          maxLength: 4,
        },
      ),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((files) => {
    const zip = new JSZip();
    for (const [file, dropped, rows] of files) {
      const columns = linkedInColumns[file].slice(0, linkedInColumns[file].length - dropped);
      const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
      const lines = [columns.map(quote), ...rows.map((row) => row.map(quote))].map((cells) =>
        cells.join(','),
      );
      zip.file(`${file}.csv`, `${lines.join('\n')}\n`);
    }
    return zip.generateAsync({ type: 'uint8array' });
  });

describe('every importer, on input that follows its format', () => {
  it('v3: whatever it returns parses with the resume schema, and most documents import', async () => {
    let imported = 0;
    await fc.assert(
      fc.asyncProperty(v3Document, async (value) => {
        if (checkResult(await importers['native-v3-json'].parse(JSON.stringify(value)))) imported += 1;
      }),
      { numRuns: 150 },
    );
    expect(imported).toBeGreaterThan(100);
  });

  it('native: any document the resume schema accepts comes back as it is', async () => {
    await fc.assert(
      fc.asyncProperty(v3Document, async (value) => {
        const converted = await importers['native-v3-json'].parse(JSON.stringify(value));
        fc.pre(converted.ok);
        if (!converted.ok) return;
        const result = await importers['native-json'].parse(JSON.stringify(converted.data));
        expect(checkResult(result)).toBe(true);
        expect(result.ok && result.data).toEqual(converted.data);
      }),
      { numRuns: 100 },
    );
  });

  it('LinkedIn: whatever it returns parses with the resume schema, and every archive imports', async () => {
    await fc.assert(
      fc.asyncProperty(linkedInArchive, async (archive) => {
        expect(checkResult(await importers['linkedin-data-export-zip'].parse(await archive))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('LinkedIn: a damaged archive (bytes flipped) never throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        linkedInArchive,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        async (archive, flips) => {
          const bytes = new Uint8Array(await archive);
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          checkResult(await importers['linkedin-data-export-zip'].parse(bytes));
        },
      ),
      { numRuns: 150 },
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
  it('the CSV reader never throws and gives one row per line it could read', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[a-z",;\t\n\r]{0,80}$/)),
        (text) => {
          const csv = parseCsv(text);
          for (const row of csv.rows) expect(typeof row.get('anything')).toBe('string');
          for (const row of csv.malformed) expect(row).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rich text read back as plain text never throws and keeps every list item', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Z0-9 ]{1,12}$/), { maxLength: 4 }),
        fc.string(),
        (items, noise) => {
          const html = `<p>${noise.replace(/[<&]/g, '')}</p><ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;
          const text = htmlToText(html);
          expect(htmlToParts(html).items).toEqual(
            items.map((item) => item.trim().replace(/\s+/g, ' ')).filter(Boolean),
          );
          for (const item of items.map((entry) => entry.trim().replace(/\s+/g, ' ')).filter(Boolean))
            expect(text).toContain(`- ${item}`);
          expect(() => htmlToText(noise)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });

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
