import { readdirSync, readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { resumeDataSchema } from '@rb/schema';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { importLimits } from '../limits.ts';
import { renderMessage } from '../messages.ts';
import { expectGolden } from '../../test/golden.ts';
import type { ImportResult } from '../types.ts';
import { linkedInImporter } from './import.ts';

const folder = (name: string) => new URL(`./fixtures/${name}/`, import.meta.url);
const fixtureFiles = (name: string): Record<string, Uint8Array> =>
  Object.fromEntries(
    readdirSync(folder(name)).map((file) => [file, readFileSync(new URL(file, folder(name)))]),
  );

const zipOf = async (files: Record<string, Uint8Array | string>, prefix = ''): Promise<Uint8Array> => {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(`${prefix}${name}`, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
};

const ok = (result: ImportResult) => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result;
};
const entryTooLarge = (name: string) =>
  renderMessage('entryTooLarge', { name, bytes: importLimits.maxFileBytes });
const errorOf = (result: ImportResult) =>
  result.ok ? undefined : result.errors.map((e) => e.message).join(' | ');

/** Overwrites the declared unpacked size of one entry, in its local header and in the central directory. */
const declareSize = (bytes: Uint8Array, name: string, size: number) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const encoded = new TextEncoder().encode(name);
  const nameAt = (at: number, offset: number) => encoded.every((byte, i) => bytes[at + offset + i] === byte);
  for (let at = 0; at + 46 < bytes.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && view.getUint16(at + 26, true) === encoded.length && nameAt(at, 30))
      view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50 && view.getUint16(at + 28, true) === encoded.length && nameAt(at, 46))
      view.setUint32(at + 24, size, true);
  }
  return bytes;
};

/** A one-file archive written by hand, so that its declared size can be anything. */
const rawZip = (name: string, content: Uint8Array, declaredSize: number): Uint8Array => {
  const nameBytes = new TextEncoder().encode(name);
  const data = deflateRawSync(content);
  const local = new DataView(new ArrayBuffer(30));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(4, 20, true);
  local.setUint16(8, 8, true);
  local.setUint32(18, data.byteLength, true);
  local.setUint32(22, declaredSize, true);
  local.setUint16(26, nameBytes.byteLength, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(4, 20, true);
  central.setUint16(6, 20, true);
  central.setUint16(10, 8, true);
  central.setUint32(20, data.byteLength, true);
  central.setUint32(24, declaredSize, true);
  central.setUint16(28, nameBytes.byteLength, true);
  const centralAt = 30 + nameBytes.byteLength + data.byteLength;
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, 46 + nameBytes.byteLength, true);
  end.setUint32(16, centralAt, true);
  const parts = [
    new Uint8Array(local.buffer),
    nameBytes,
    data,
    new Uint8Array(central.buffer),
    nameBytes,
    new Uint8Array(end.buffer),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
};

describe('LinkedIn export: a complete archive', async () => {
  const result = ok(
    await linkedInImporter.parse(
      await zipOf(fixtureFiles('complete'), 'Basic_LinkedInDataExport_01-02-2025/'),
    ),
  );
  const { basics, sections } = result.data;
  const warnings = result.warnings.map((warning) => warning.message);

  it('is a valid resume document', () => {
    expect(resumeDataSchema.safeParse(result.data).success).toBe(true);
  });

  it('reads the profile: name, headline, location, summary, websites and handles', () => {
    expect(basics).toMatchObject({
      name: 'Yuki Bergström',
      headline: 'Product Designer for healthcare apps',
      location: 'Gothenburg, Västra Götaland County, Sweden',
      url: { label: 'Portfolio', href: 'https://yuki.example.se' },
    });
    expect(basics.customFields).toMatchObject([{ name: 'Blog', value: 'https://notes.yuki.example.se' }]);
    expect(sections.summary.content).toBe(
      '<p>I design calm software for hospital staff.</p><p>Seven years of research-led design, from paper prototypes to design systems.</p>',
    );
    expect(sections.profiles.items).toMatchObject([
      { network: 'Twitter', username: 'yukidesigns', icon: 'x', url: { href: 'https://x.com/yukidesigns' } },
    ]);
  });

  it('takes the primary email and skips an invalid one', () => {
    expect(basics.email).toBe('yuki@example.se');
    expect(warnings).toContain(
      'Email Addresses row 3 was skipped: Email Address "not-an-address" is not an email address.',
    );
  });

  it('reads positions in every script, with a running one as Present and quoted line breaks kept', () => {
    expect(
      sections.experience.items.map(({ company, position, location, date }) => [
        company,
        position,
        location,
        date,
      ]),
    ).toEqual([
      ['Vårdkollen AB', 'Senior Product Designer', 'Gothenburg, Sweden', 'Feb 2021 - Present'],
      ['株式会社メディカルデザイン', 'UXデザイナー', '東京', 'Apr 2017 - Jan 2021'],
      ['Клиника "Здоровье"', 'Дизайнер интерфейсов', 'Москва', '2015 - 2017'],
    ]);
    expect(sections.experience.items[0]?.summary).toBe(
      '<p>Lead designer for the nurse scheduling app.<br>Ran 40 usability sessions, cut booking time by half.</p>',
    );
  });

  it('reads education, certifications (keeping the one without a URL and the one with a bad URL), projects', () => {
    expect(
      sections.education.items.map(({ institution, studyType, date }) => [institution, studyType, date]),
    ).toEqual([
      ['Chalmers tekniska högskola', 'Master of Science', '2012 - 2014'],
      ['جامعة القاهرة', 'بكالوريوس', '2008 - 2012'],
      ['Open University', 'Certificate in Psychology', '2024 - Present'],
    ]);
    expect(sections.education.items[0]?.summary).toBe(
      '<p>Thesis on alarm fatigue in intensive care units.</p><p>Design club</p>',
    );
    expect(
      sections.certifications.items.map(({ name, issuer, date, url }) => [name, issuer, date, url.href]),
    ).toEqual([
      [
        'Certified Usability Analyst',
        'Human Factors Institute',
        'Jun 2019 - Jun 2025',
        'https://certs.example.org/cua/123',
      ],
      ['Accessibility Specialist', 'Accessibility Association', 'Nov 2022 - Present', ''],
      ['Design Sprint Facilitator', 'Sprint Academy', 'Jan 2020 - Present', ''],
    ]);
    expect(sections.certifications.items[0]?.summary).toBe('<p>License Number: CUA-123</p>');
    expect(warnings).toContain(
      'Certifications row 3: Url "www.sprints-without-scheme.example" is not a valid URL and was left out.',
    );
    expect(warnings).toContain('Certifications row 2 has no Url; it was imported without a link.');
    expect(sections.projects.items).toMatchObject([
      { name: 'Calm Alarms', date: 'Mar 2022 - Dec 2022', url: { href: 'https://calmalarms.example.org' } },
      { name: 'Pill Pal', date: '2019 - Present', url: { href: '' } },
    ]);
  });

  it('reads languages with levels from LinkedIn’s proficiency names, and skills without a level', () => {
    expect(sections.languages.items.map(({ name, level }) => [name, level])).toEqual([
      ['Swedish', 5],
      ['Japanese', 4],
      ['English', 3],
      ['العربية', 1],
    ]);
    expect(sections.skills.items.map(({ name, level }) => [name, level])).toEqual([
      ['Interaction Design', 0],
      ['User Research', 0],
      ['Figma', 0],
      ['情報設計', 0],
    ]);
  });

  it('warns about profile fields that have no place', () => {
    expect(warnings).toContain('Profile: Birth Date has no place in the resume and was left out.');
    expect(warnings).toContain('Profile: Industry has no place in the resume and was left out.');
  });
});

describe('LinkedIn export: golden files', () => {
  it.each(['complete', 'bom-semicolon', 'partial'])(
    '%s converts to exactly the committed document and warnings',
    async (name) => {
      const result = ok(await linkedInImporter.parse(await zipOf(fixtureFiles(name))));
      await expectGolden(result, `./fixtures/expected/${name}.import.json`);
    },
  );
});

describe('LinkedIn export: rules relaxed, never silently (docs/product.md#import-rules, issue 7)', async () => {
  const result = ok(await linkedInImporter.parse(await zipOf(fixtureFiles('partial'))));
  const codes = result.warnings.map(({ code, path }) => `${code} ${path}`);

  it('imports what it can: the profile, the usable positions, the email, the certificate without a URL', () => {
    expect(result.data.basics).toMatchObject({
      name: 'Chiamaka Eze-Lindgren',
      headline: 'Structural engineer',
      email: 'chiamaka@example.no',
    });
    expect(result.data.sections.experience.items.map((item) => [item.company, item.date])).toEqual([
      ['Fjordbro Engineering', 'Aug 2020 - Present'],
      ['Eko Civil Works', '2015 - 2016'],
    ]);
    expect(result.data.sections.certifications.items).toMatchObject([
      {
        name: 'Chartered Engineer',
        issuer: 'Engineering Council',
        date: '2022 - Present',
        url: { href: '' },
      },
    ]);
  });

  it('warns about each relaxation: missing columns, a skipped row, a malformed row, Yes/No, no URL', () => {
    expect(codes).toEqual([
      'columnsMissing Profile',
      'rowNotYesNo Email Addresses.1',
      'rowNotYesNo Email Addresses.1',
      'columnsMissing Positions',
      'rowMalformed Positions.3',
      'rowSkipped Positions.2',
      'columnsMissing Certifications',
      'rowWithoutLink Certifications.1',
    ]);
    expect(result.warnings.map((warning) => warning.message)).toContain(
      'Email Addresses row 1: Confirmed is "Y", not Yes or No; read as No.',
    );
  });
});

describe('LinkedIn export: partial and unusual archives', () => {
  it('imports an archive with only some of the files', async () => {
    const { 'Positions.csv': positions = '', 'Skills.csv': skills = '' } = fixtureFiles('complete');
    const result = ok(
      await linkedInImporter.parse(await zipOf({ 'Positions.csv': positions, 'Skills.csv': skills })),
    );
    expect(result.data.basics.name).toBe('');
    expect(result.data.sections.experience.items).toHaveLength(3);
    expect(result.data.sections.skills.items).toHaveLength(4);
    expect(result.data.sections.education.items).toHaveLength(0);
  });

  it('matches file names by a part of the name, in any case and folder', async () => {
    const files = {
      'deep/er/my positions export.CSV': 'Company Name,Title\nAcme,Engineer\n',
      'x/PROFILE.csv': 'First Name,Last Name\nAmara,Okafor\n',
    };
    const result = ok(await linkedInImporter.parse(await zipOf(files)));
    expect(result.data.basics.name).toBe('Amara Okafor');
    expect(result.data.sections.experience.items[0]).toMatchObject({
      company: 'Acme',
      position: 'Engineer',
      date: '',
    });
  });

  it('reads a spreadsheet’s CSV: byte-order mark, semicolons, CRLF, quoted line breaks and quotes', async () => {
    const result = ok(await linkedInImporter.parse(await zipOf(fixtureFiles('bom-semicolon'))));
    expect(result.data.sections.experience.items).toMatchObject([
      {
        company: 'Nordlicht GmbH',
        position: 'Lead Designer',
        location: 'Berlin',
        date: 'Jan 2019 - Mar 2023',
        summary: '<p>Zeile eins; mit Semikolon<br>Zeile zwei, mit Komma</p><p>&quot;Zitat&quot; am Ende</p>',
      },
      { company: 'ÖkoWerk', date: '2016 - Present', summary: '' },
    ]);
    expect(result.data.sections.languages.items).toMatchObject([{ name: 'Deutsch', level: 5 }]);
  });

  it('reads a file saved in Windows-1252 by a spreadsheet', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Name,Proficiency\nFran'),
      0xe7,
      ...new TextEncoder().encode('ais,Full professional proficiency\n'),
    ]);
    const result = ok(await linkedInImporter.parse(await zipOf({ 'Languages.csv': bytes })));
    expect(result.data.sections.languages.items).toMatchObject([{ name: 'Français', level: 4 }]);
  });

  it('reads tab-separated files', async () => {
    const result = ok(
      await linkedInImporter.parse(
        await zipOf({ 'Languages.csv': 'Name\tProficiency\nSuomi\tNative or bilingual proficiency\n' }),
      ),
    );
    expect(result.data.sections.languages.items).toMatchObject([
      { name: 'Suomi', description: 'Native or bilingual proficiency' },
    ]);
  });

  it('skips rows without their required field and says which', async () => {
    const result = ok(
      await linkedInImporter.parse(
        await zipOf({ 'Positions.csv': 'Company Name,Title\n,Ghost\nReal Co,Dev\n' }),
      ),
    );
    expect(result.data.sections.experience.items.map((i) => i.company)).toEqual(['Real Co']);
    expect(result.warnings).toEqual([
      {
        code: 'columnsMissing',
        path: 'Positions',
        params: { file: 'Positions', columns: 'Description, Location, Started On, Finished On' },
        message:
          'Columns missing from Positions: Description, Location, Started On, Finished On. They were read as empty.',
      },
      {
        code: 'rowSkipped',
        path: 'Positions.1',
        params: { file: 'Positions', row: 1, column: 'Company Name' },
        message: 'Positions row 1 was skipped: Company Name is empty.',
      },
    ]);
  });

  it('escapes HTML found in CSV text', async () => {
    const result = ok(
      await linkedInImporter.parse(
        await zipOf({ 'Positions.csv': 'Company Name,Description\nX,<script>alert(1)</script>\n' }),
      ),
    );
    expect(result.data.sections.experience.items[0]?.summary).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('gives the fixed message for an empty archive, and for one holding only folders', async () => {
    const empty = await new JSZip().generateAsync({ type: 'uint8array' });
    const folders = new JSZip();
    folders.folder('export/');
    for (const bytes of [empty, await folders.generateAsync({ type: 'uint8array' })]) {
      expect(await linkedInImporter.parse(bytes)).toEqual({
        ok: false,
        errors: [
          {
            code: 'emptyZip',
            path: '',
            params: {},
            message: 'ParserError: There were no files found inside the zip archive.',
          },
        ],
      });
    }
  });

  it('says so when no LinkedIn file is in the archive', async () => {
    expect(
      errorOf(await linkedInImporter.parse(await zipOf({ 'photo.jpg': 'x', 'notes.csv': 'a,b\n1,2\n' }))),
    ).toMatch(/^No LinkedIn export files were found in the archive/);
  });

  it('refuses what is not a zip archive', async () => {
    for (const input of [
      new Uint8Array([1, 2, 3]),
      new TextEncoder().encode('Company Name\nAcme'),
      'PK\u0005\u0006',
    ]) {
      expect(await linkedInImporter.parse(input)).toEqual({
        ok: false,
        errors: [{ code: 'unreadable', path: '', params: {}, message: 'Failed to read the file' }],
      });
    }
  });
});

describe('LinkedIn export: zip bombs are refused fast', () => {
  it('refuses an archive that declares more entries than the limit, without walking them', async () => {
    // An end-of-central-directory record that claims 65 535 entries.
    const record = new Uint8Array(22);
    const view = new DataView(record.buffer);
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, 0xffff, true);
    view.setUint16(10, 0xffff, true);
    const started = performance.now();
    expect(errorOf(await linkedInImporter.parse(record))).toBe(
      renderMessage('tooManyEntries', { count: importLimits.maxZipEntries }),
    );
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('refuses an archive with many small entries', async () => {
    const files = Object.fromEntries(
      Array.from({ length: importLimits.maxZipEntries + 1 }, (_, i) => [`f${i}.csv`, 'a']),
    );
    expect(errorOf(await linkedInImporter.parse(await zipOf(files)))).toBe(
      renderMessage('tooManyEntries', { count: importLimits.maxZipEntries }),
    );
  });

  it('refuses a file whose declared unpacked size is huge, before inflating it', async () => {
    const bytes = declareSize(await zipOf({ 'Profile.csv': 'First Name\nA\n' }), 'Profile.csv', 0xfffffff0);
    const started = performance.now();
    expect(errorOf(await linkedInImporter.parse(bytes))).toBe(entryTooLarge('Profile.csv'));
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('refuses files that together declare more than the unpacked limit', async () => {
    const names = ['Profile.csv', 'Positions.csv', 'Skills.csv', 'Education.csv', 'Languages.csv'];
    let bytes = await zipOf(Object.fromEntries(names.map((name) => [name, 'Name\nA\n'])));
    for (const name of names) bytes = declareSize(bytes, name, importLimits.maxFileBytes - 1);
    expect(errorOf(await linkedInImporter.parse(bytes))).toBe(
      renderMessage('unpackedTooLarge', { bytes: importLimits.maxUnpackedBytes }),
    );
  });

  it('stops inflating a file that unpacks to more than it declared', async () => {
    const bomb = rawZip('Positions.csv', new Uint8Array(100 * 1024 * 1024), 100);
    expect(bomb.byteLength).toBeLessThan(importLimits.maxFileBytes);
    const started = performance.now();
    expect(errorOf(await linkedInImporter.parse(bomb))).toBe(entryTooLarge('Positions.csv'));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2000);
  });

  it('refuses an upload over the archive size limit', async () => {
    expect(errorOf(await linkedInImporter.parse(new Uint8Array(importLimits.maxArchiveBytes + 1)))).toBe(
      renderMessage('archiveTooLarge', { bytes: importLimits.maxArchiveBytes }),
    );
  });
});
