import { createDefaultResumeData, createId, isValidHref, type ResumeData } from '@rb/schema';
import { z } from 'zod';
import { importLimits } from '../limits.ts';
import { formatMessage, type MessageCode, type MessageParams } from '../messages.ts';
import { formatRange } from '../shared/dates.ts';
import { joinParts, newItem } from '../shared/fields.ts';
import { textToHtml } from '../shared/html.ts';
import { decodeText, readBytes } from '../shared/input.ts';
import { finish, guard } from '../shared/issues.ts';
import { languageLevelFromText } from '../shared/levels.ts';
import { failure, type ImportResult, type ImportWarning, type Importer } from '../types.ts';
import { hasColumn, parseCsv, type CsvFile, type CsvRow } from './csv.ts';
import { entryTooLarge, listZip, readEntries, ZipRefused, type ZipEntry } from './zip.ts';

/** The files of a LinkedIn data export that hold resume content, by a part of their name. */
export const linkedInFiles = [
  'Profile',
  'Email Addresses',
  'Certifications',
  'Education',
  'Languages',
  'Positions',
  'Projects',
  'Skills',
] as const;

type LinkedInFile = (typeof linkedInFiles)[number];

const baseName = (path: string) => path.split('/').at(-1) ?? path;

/**
 * The entry for each known file: names match by `includes`, ignoring case and folders. When several match
 * ("Profile.csv" and "Profile Summary.csv"), the exact name wins, then the shortest.
 */
export const matchFiles = (entries: ZipEntry[]): Map<LinkedInFile, ZipEntry> => {
  const found = new Map<LinkedInFile, ZipEntry>();
  const csvs = entries.filter(
    (entry) => !entry.directory && baseName(entry.name).toLowerCase().endsWith('.csv'),
  );
  for (const file of linkedInFiles) {
    const wanted = file.toLowerCase();
    const candidates = csvs
      .filter((entry) => baseName(entry.name).toLowerCase().includes(wanted))
      .sort((a, b) => {
        const exact =
          Number(baseName(b.name).toLowerCase() === `${wanted}.csv`) -
          Number(baseName(a.name).toLowerCase() === `${wanted}.csv`);
        return exact || baseName(a.name).length - baseName(b.name).length;
      });
    if (candidates[0]) found.set(file, candidates[0]);
  }
  return found;
};

const isEmail = (value: string) => z.email().safeParse(value).success;
const yesNo = (value: string): boolean | undefined =>
  /^yes$/i.test(value) ? true : /^no$/i.test(value) ? false : undefined;
const paragraphs = (...texts: string[]) => texts.map((text) => textToHtml(text)).join('');

/**
 * The columns LinkedIn writes in each file and this importer reads. docs/product.md#import-rules makes them required strings; an
 * export that lacks one is still imported (the column reads as empty) and the warnings say which are missing.
 */
export const linkedInColumns: Record<LinkedInFile, readonly string[]> = {
  Profile: [
    'First Name',
    'Last Name',
    'Address',
    'Headline',
    'Summary',
    'Zip Code',
    'Geo Location',
    'Twitter Handles',
    'Websites',
  ],
  'Email Addresses': ['Email Address', 'Confirmed', 'Primary'],
  Certifications: ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
  Education: ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
  Languages: ['Name', 'Proficiency'],
  Positions: ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
  Projects: ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
  Skills: ['Name'],
};

/**
 * Maps the rows of each file onto a fresh resume document. Nothing blocks the whole import: every rule of
 * docs/product.md#import-rules that a file breaks is relaxed for that row or field, and each relaxation is a warning.
 */
export const fromLinkedIn = (
  files: Partial<Record<LinkedInFile, CsvFile>>,
): { data: ResumeData; warnings: ImportWarning[] } => {
  const data = createDefaultResumeData();
  const warnings: ImportWarning[] = [];
  const { basics, sections } = data;
  const note = (code: MessageCode, file: LinkedInFile, row: number, params: MessageParams = {}) =>
    warnings.push(formatMessage(code, `${file}.${row}`, { file, row, ...params }));
  /** Rows of a file with their 1-based numbers, after saying what the file lacks or could not parse. */
  const rowsOf = (file: LinkedInFile) => {
    const csv = files[file];
    if (!csv) return [];
    const missing = linkedInColumns[file].filter((column) => !hasColumn(csv, column));
    if (missing.length > 0)
      warnings.push(formatMessage('columnsMissing', file, { file, columns: missing.join(', ') }));
    for (const row of csv.malformed) note('rowMalformed', file, row);
    return csv.rows.map((row, index) => ({ row, number: index + 1 }));
  };
  /** The row's value of a required column; an empty one skips the row, with a warning. */
  const required = (file: LinkedInFile, row: CsvRow, number: number, column: string) => {
    const value = row.get(column);
    if (!value) note('rowSkipped', file, number, { column });
    return value;
  };
  const link = (file: LinkedInFile, row: CsvRow, number: number) => {
    const value = row.get('Url');
    if (!value || isValidHref(value)) return { label: '', href: value };
    // One bad optional link must not cost the user the whole import: the link goes, the entry stays.
    note('rowLinkLeftOut', file, number, { column: 'Url', value });
    return { label: '', href: '' };
  };

  const [profile] = rowsOf('Profile');
  if (profile) {
    const { row } = profile;
    basics.name = [row.get('First Name'), row.get('Last Name')].filter(Boolean).join(' ');
    basics.headline = row.get('Headline');
    basics.location = row.get('Geo Location') || joinParts([row.get('Address'), row.get('Zip Code')]);
    sections.summary.content = textToHtml(row.get('Summary'));
    const websites = [...row.get('Websites').matchAll(/(?:([A-Za-z_ ]+):)?(https?:\/\/[^\s,\]]+)/g)];
    websites.forEach(([, kind = '', href = '']) => {
      if (!isValidHref(href)) return;
      const label = kind
        .trim()
        .replace(/_/g, ' ')
        .toLowerCase()
        .replace(/^\w/, (c) => c.toUpperCase());
      if (!basics.url.href) basics.url = { label, href };
      else basics.customFields.push({ id: createId(), icon: 'globe', name: label, value: href });
    });
    const handles = row
      .get('Twitter Handles')
      .replace(/^\[|\]$/g, '')
      .split(/[,\s]+/)
      .map((h) => h.replace(/^@/, ''))
      .filter(Boolean);
    for (const username of handles) {
      sections.profiles.items.push({
        ...newItem(),
        network: 'Twitter',
        username,
        icon: 'x',
        url: { label: '', href: `https://x.com/${encodeURIComponent(username)}` },
      });
    }
    for (const column of ['Maiden Name', 'Birth Date', 'Industry', 'Instant Messengers']) {
      if (row.get(column))
        warnings.push(formatMessage('columnLeftOut', `Profile.${column}`, { file: 'Profile', column }));
    }
  }

  // The primary address wins; otherwise the first confirmed one; otherwise the first valid one.
  const emails: { address: string; primary: boolean; confirmed: boolean }[] = [];
  for (const { row, number } of rowsOf('Email Addresses')) {
    const file = 'Email Addresses';
    const address = required(file, row, number, 'Email Address');
    if (!address) continue;
    if (!isEmail(address)) {
      note('rowEmailSkipped', file, number, { column: 'Email Address', value: address });
      continue;
    }
    const flags = { confirmed: false, primary: false };
    for (const column of ['Confirmed', 'Primary'] as const) {
      const value = yesNo(row.get(column));
      if (value === undefined) note('rowNotYesNo', file, number, { column, value: row.get(column) });
      flags[column === 'Confirmed' ? 'confirmed' : 'primary'] = value === true;
    }
    emails.push({ address, ...flags });
  }
  basics.email =
    (emails.find((e) => e.primary) ?? emails.find((e) => e.confirmed) ?? emails[0])?.address ?? '';

  for (const { row, number } of rowsOf('Positions')) {
    const company = required('Positions', row, number, 'Company Name');
    if (!company) continue;
    sections.experience.items.push({
      ...newItem(),
      company,
      position: row.get('Title'),
      location: row.get('Location'),
      date: formatRange(row.get('Started On'), row.get('Finished On')),
      summary: textToHtml(row.get('Description')),
      url: { label: '', href: '' },
    });
  }

  for (const { row, number } of rowsOf('Education')) {
    const institution = required('Education', row, number, 'School Name');
    if (!institution) continue;
    sections.education.items.push({
      ...newItem(),
      institution,
      studyType: row.get('Degree Name'),
      area: row.get('Field Of Study'),
      score: row.get('Grade'),
      date: formatRange(row.get('Start Date'), row.get('End Date')),
      summary: paragraphs(row.get('Notes'), row.get('Activities')),
      url: { label: '', href: '' },
    });
  }

  for (const { row, number } of rowsOf('Certifications')) {
    const name = required('Certifications', row, number, 'Name');
    if (!name) continue;
    const license = row.get('License Number');
    // docs/product.md#import-rules wants a URL; a certificate without one is imported all the same (issue 7), and said so.
    if (!row.get('Url')) note('rowWithoutLink', 'Certifications', number, { column: 'Url' });
    sections.certifications.items.push({
      ...newItem(),
      name,
      issuer: row.get('Authority'),
      date: formatRange(row.get('Started On'), row.get('Finished On')),
      summary: license ? textToHtml(`License Number: ${license}`) : '',
      url: link('Certifications', row, number),
    });
  }

  for (const { row, number } of rowsOf('Projects')) {
    const name = required('Projects', row, number, 'Title');
    if (!name) continue;
    sections.projects.items.push({
      ...newItem(),
      name,
      description: '',
      date: formatRange(row.get('Started On'), row.get('Finished On')),
      summary: textToHtml(row.get('Description')),
      keywords: [],
      url: link('Projects', row, number),
    });
  }

  for (const { row, number } of rowsOf('Languages')) {
    const name = required('Languages', row, number, 'Name');
    if (!name) continue;
    const proficiency = row.get('Proficiency');
    sections.languages.items.push({
      ...newItem(),
      name,
      description: proficiency,
      level: languageLevelFromText(proficiency),
    });
  }

  for (const { row, number } of rowsOf('Skills')) {
    const name = required('Skills', row, number, 'Name');
    if (!name) continue;
    // LinkedIn records no level: none is shown rather than an invented one.
    sections.skills.items.push({ ...newItem(), name, description: '', level: 0, keywords: [] });
  }

  return { data, warnings };
};

/**
 * LinkedIn writes UTF-8, but a file opened and saved again in a spreadsheet on Windows comes back in its
 * ANSI code page; bytes that are not UTF-8 are read as Windows-1252 rather than refused.
 */
const decodeCsv = (bytes: Uint8Array): string =>
  decodeText(bytes) ?? new TextDecoder('windows-1252').decode(bytes);

const totalSize = (entries: ZipEntry[]) => entries.reduce((sum, entry) => sum + entry.size, 0);

export const importLinkedInZip = async (bytes: Uint8Array): Promise<ImportResult> => {
  try {
    const entries = listZip(bytes);
    const files = entries.filter((entry) => !entry.directory);
    if (files.length === 0) return failure('emptyZip');
    const matched = matchFiles(files);
    if (matched.size === 0) return failure('noLinkedInFiles', '', { files: linkedInFiles.join(', ') });
    // Refused on the archive's own declaration, before anything is inflated.
    const wanted = [...matched.values()];
    const tooLarge = wanted.find((entry) => entry.size > importLimits.maxFileBytes);
    if (tooLarge) throw entryTooLarge(tooLarge.name);
    if (totalSize(wanted) > importLimits.maxUnpackedBytes)
      return failure('unpackedTooLarge', '', { bytes: importLimits.maxUnpackedBytes });

    const contents = await readEntries(
      bytes,
      wanted.map((entry) => entry.name),
    );
    const rows: Partial<Record<LinkedInFile, CsvFile>> = {};
    for (const [file, entry] of matched) {
      const content = contents.get(entry.name);
      if (!content) continue;
      rows[file] = parseCsv(decodeCsv(content));
    }
    const { data, warnings } = fromLinkedIn(rows);
    return finish(data, warnings);
  } catch (error) {
    if (error instanceof ZipRefused) return { ok: false, errors: [error.issue] };
    throw error;
  }
};

export const linkedInImporter: Importer = {
  type: 'linkedin-data-export-zip',
  extension: '.zip',
  parse: (input) =>
    guard(async () => {
      if (typeof input === 'string') return failure('unreadable');
      const bytes = readBytes(input, importLimits.maxArchiveBytes);
      return bytes.ok ? importLinkedInZip(bytes.value) : bytes;
    }),
};
