import { createDefaultResumeData, createId, isValidHref, type ResumeData } from '@rb/schema';
import { z } from 'zod';
import { importLimits, limitMessages } from '../limits.ts';
import { importMessages } from '../messages.ts';
import { formatRange } from '../shared/dates.ts';
import { joinParts, newItem } from '../shared/fields.ts';
import { textToHtml } from '../shared/html.ts';
import { decodeText, readBytes } from '../shared/input.ts';
import { finish, guard } from '../shared/issues.ts';
import { languageLevelFromText } from '../shared/levels.ts';
import { failure, type ImportResult, type Importer } from '../types.ts';
import { parseCsv, type CsvRow } from './csv.ts';
import { listZip, readEntries, ZipRefused, type ZipEntry } from './zip.ts';

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

/** Maps the rows of each file onto a fresh resume document; rows that cannot be used are skipped with a warning. */
export const fromLinkedIn = (
  files: Partial<Record<LinkedInFile, CsvRow[]>>,
): { data: ResumeData; warnings: string[] } => {
  const data = createDefaultResumeData();
  const warnings: string[] = [];
  const { basics, sections } = data;
  const skip = (file: LinkedInFile, index: number, reason: string) =>
    warnings.push(`${file} row ${index + 1} was skipped: ${reason}.`);
  const link = (file: LinkedInFile, index: number, value: string) => {
    if (!value || isValidHref(value)) return { label: '', href: value };
    // One bad optional link must not cost the user the whole import: the link goes, the entry stays.
    warnings.push(`${file} row ${index + 1}: the Url "${value}" is not a valid URL and was left out.`);
    return { label: '', href: '' };
  };

  const [profile] = files.Profile ?? [];
  if (profile) {
    basics.name = [profile.get('First Name'), profile.get('Last Name')].filter(Boolean).join(' ');
    basics.headline = profile.get('Headline');
    basics.location =
      profile.get('Geo Location') || joinParts([profile.get('Address'), profile.get('Zip Code')]);
    sections.summary.content = textToHtml(profile.get('Summary'));
    const websites = [...profile.get('Websites').matchAll(/(?:([A-Za-z_ ]+):)?(https?:\/\/[^\s,\]]+)/g)];
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
    const handles = profile
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
      if (profile.get(column))
        warnings.push(`Profile: ${column} has no place in the resume and was left out.`);
    }
  }

  // The primary address wins; otherwise the first confirmed one; otherwise the first valid one.
  const emails: { address: string; primary: boolean; confirmed: boolean }[] = [];
  (files['Email Addresses'] ?? []).forEach((row, index) => {
    const address = row.get('Email Address');
    if (!isEmail(address))
      return skip('Email Addresses', index, `Email Address "${address}" is not an email address`);
    const confirmed = yesNo(row.get('Confirmed'));
    const primary = yesNo(row.get('Primary'));
    if (confirmed === undefined || primary === undefined) {
      warnings.push(
        `Email Addresses row ${index + 1}: Confirmed and Primary should be Yes or No; read as No.`,
      );
    }
    emails.push({ address, primary: primary === true, confirmed: confirmed === true });
  });
  basics.email =
    (emails.find((e) => e.primary) ?? emails.find((e) => e.confirmed) ?? emails[0])?.address ?? '';

  (files.Positions ?? []).forEach((row, index) => {
    const company = row.get('Company Name');
    if (!company) return skip('Positions', index, 'Company Name is empty');
    sections.experience.items.push({
      ...newItem(),
      company,
      position: row.get('Title'),
      location: row.get('Location'),
      date: formatRange(row.get('Started On'), row.get('Finished On')),
      summary: textToHtml(row.get('Description')),
      url: { label: '', href: '' },
    });
  });

  (files.Education ?? []).forEach((row, index) => {
    const institution = row.get('School Name');
    if (!institution) return skip('Education', index, 'School Name is empty');
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
  });

  (files.Certifications ?? []).forEach((row, index) => {
    const name = row.get('Name');
    if (!name) return skip('Certifications', index, 'Name is empty');
    const license = row.get('License Number');
    sections.certifications.items.push({
      ...newItem(),
      name,
      issuer: row.get('Authority'),
      date: formatRange(row.get('Started On'), row.get('Finished On')),
      summary: license ? textToHtml(`License Number: ${license}`) : '',
      url: link('Certifications', index, row.get('Url')),
    });
  });

  (files.Projects ?? []).forEach((row, index) => {
    const name = row.get('Title');
    if (!name) return skip('Projects', index, 'Title is empty');
    sections.projects.items.push({
      ...newItem(),
      name,
      description: '',
      date: formatRange(row.get('Started On'), row.get('Finished On')),
      summary: textToHtml(row.get('Description')),
      keywords: [],
      url: link('Projects', index, row.get('Url')),
    });
  });

  (files.Languages ?? []).forEach((row, index) => {
    const name = row.get('Name');
    if (!name) return skip('Languages', index, 'Name is empty');
    const proficiency = row.get('Proficiency');
    sections.languages.items.push({
      ...newItem(),
      name,
      description: proficiency,
      level: languageLevelFromText(proficiency),
    });
  });

  (files.Skills ?? []).forEach((row, index) => {
    const name = row.get('Name');
    if (!name) return skip('Skills', index, 'Name is empty');
    // LinkedIn records no level: none is shown rather than an invented one.
    sections.skills.items.push({ ...newItem(), name, description: '', level: 0, keywords: [] });
  });

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
    if (files.length === 0) return failure(importMessages.emptyZip);
    const matched = matchFiles(files);
    if (matched.size === 0) {
      return failure(
        `No LinkedIn export files were found in the archive. Expected CSV files named ${linkedInFiles.join(', ')}.`,
      );
    }
    // Refused on the archive's own declaration, before anything is inflated.
    const wanted = [...matched.values()];
    const tooLarge = wanted.find((entry) => entry.size > importLimits.maxFileBytes);
    if (tooLarge) return failure(limitMessages.entryTooLarge(tooLarge.name));
    if (totalSize(wanted) > importLimits.maxUnpackedBytes) return failure(limitMessages.unpackedTooLarge);

    const contents = await readEntries(
      bytes,
      wanted.map((entry) => entry.name),
    );
    const rows: Partial<Record<LinkedInFile, CsvRow[]>> = {};
    for (const [file, entry] of matched) {
      const content = contents.get(entry.name);
      if (!content) continue;
      rows[file] = parseCsv(decodeCsv(content));
    }
    const { data, warnings } = fromLinkedIn(rows);
    return finish(data, warnings);
  } catch (error) {
    if (error instanceof ZipRefused) return failure(error.message);
    throw error;
  }
};

export const linkedInImporter: Importer = {
  type: 'linkedin-data-export-zip',
  extension: '.zip',
  parse: (input) =>
    guard(async () => {
      if (typeof input === 'string') return failure(importMessages.unreadable);
      const bytes = readBytes(input, importLimits.maxArchiveBytes);
      return bytes.ok ? importLinkedInZip(bytes.value) : bytes;
    }, importMessages.unreadable),
};
