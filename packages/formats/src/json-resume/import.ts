import { createDefaultResumeData, type ResumeData } from '@rb/schema';
import { formatMessage } from '../messages.ts';
import { formatDate, formatRange } from '../shared/dates.ts';
import { listToHtml, textToHtml } from '../shared/html.ts';
import { joinParts, newItem, str, words, type Maybe } from '../shared/fields.ts';
import { networkIcon } from '../shared/icons.ts';
import { finish, guard, toIssues } from '../shared/issues.ts';
import { readJson } from '../shared/input.ts';
import { languageLevelFromText, skillLevelFromText } from '../shared/levels.ts';
import type { ImportResult, ImportWarning, Importer } from '../types.ts';
import { jsonResumeSchema, type JsonResumeInput } from './schema.ts';

const link = (href: Maybe) => ({ label: '', href: str(href) });

/** Free text followed by a bulleted list, the way the format's summary + highlights read on paper. */
const summaryHtml = (...parts: (Maybe | Maybe[] | null | undefined)[]): string =>
  parts.map((part) => (Array.isArray(part) ? listToHtml(words(part)) : textToHtml(part ?? ''))).join('');

export const joinLocation = (
  location: NonNullable<NonNullable<JsonResumeInput['basics']>['location']>,
): string =>
  joinParts([location.address, location.city, location.region, location.postalCode, location.countryCode]);

/** The last path segment of a profile URL, which is the username on most networks. */
const usernameFromUrl = (href: string): string => {
  try {
    const segments = new URL(href).pathname.split('/').filter(Boolean);
    return decodeURIComponent(segments.at(-1) ?? '').replace(/^@/, '');
  } catch {
    return '';
  }
};

/** Maps a validated JSON Resume onto a fresh resume document, noting what had no place to go. */
export const fromJsonResume = (input: JsonResumeInput): { data: ResumeData; warnings: ImportWarning[] } => {
  const data = createDefaultResumeData();
  const warnings: ImportWarning[] = [];
  const skipped = (path: string, field: string) => warnings.push(formatMessage('skipped', path, { field }));
  const left = (path: string) => warnings.push(formatMessage('leftOut', path));
  const { sections } = data;

  const basics = input.basics ?? {};
  data.basics.name = str(basics.name);
  data.basics.headline = str(basics.label);
  data.basics.email = str(basics.email);
  data.basics.phone = str(basics.phone);
  data.basics.url = link(basics.url);
  data.basics.picture.url = str(basics.image);
  data.basics.location = basics.location ? joinLocation(basics.location) : '';
  sections.summary.content = textToHtml(basics.summary ?? '');

  (basics.profiles ?? []).forEach((profile, index) => {
    if (!profile) return;
    const network = str(profile.network);
    const href = str(profile.url);
    const username = str(profile.username) || usernameFromUrl(href);
    if (!network || !username) return skipped(`basics.profiles.${index}`, network ? 'username' : 'network');
    sections.profiles.items.push({
      ...newItem(),
      network,
      username,
      icon: networkIcon(network),
      url: link(href),
    });
  });

  (input.work ?? []).forEach((work, index) => {
    if (!work) return;
    const company = str(work.name) || str(work.company);
    if (!company) return skipped(`work.${index}`, 'name');
    sections.experience.items.push({
      ...newItem(),
      company,
      position: str(work.position),
      location: str(work.location),
      date: formatRange(work.startDate ?? '', work.endDate ?? ''),
      // The company's description has no field of its own in an experience; it opens the summary.
      summary: summaryHtml(work.description, work.summary, work.highlights),
      url: link(work.url || work.website),
    });
  });

  (input.volunteer ?? []).forEach((volunteer, index) => {
    if (!volunteer) return;
    const organization = str(volunteer.organization);
    if (!organization) return skipped(`volunteer.${index}`, 'organization');
    sections.volunteer.items.push({
      ...newItem(),
      organization,
      position: str(volunteer.position),
      location: '',
      date: formatRange(volunteer.startDate ?? '', volunteer.endDate ?? ''),
      summary: summaryHtml(volunteer.summary, volunteer.highlights),
      url: link(volunteer.url || volunteer.website),
    });
  });

  (input.education ?? []).forEach((education, index) => {
    if (!education) return;
    const institution = str(education.institution);
    if (!institution) return skipped(`education.${index}`, 'institution');
    sections.education.items.push({
      ...newItem(),
      institution,
      studyType: str(education.studyType),
      area: str(education.area),
      score: str(education.score) || str(education.gpa),
      date: formatRange(education.startDate ?? '', education.endDate ?? ''),
      summary: summaryHtml(education.courses),
      url: link(education.url),
    });
  });

  (input.awards ?? []).forEach((award, index) => {
    if (!award) return;
    const title = str(award.title);
    if (!title) return skipped(`awards.${index}`, 'title');
    sections.awards.items.push({
      ...newItem(),
      title,
      awarder: str(award.awarder),
      date: formatDate(award.date ?? ''),
      summary: summaryHtml(award.summary),
      url: link(''),
    });
  });

  (input.certificates ?? []).forEach((certificate, index) => {
    if (!certificate) return;
    const name = str(certificate.name);
    if (!name) return skipped(`certificates.${index}`, 'name');
    sections.certifications.items.push({
      ...newItem(),
      name,
      issuer: str(certificate.issuer),
      date: formatDate(certificate.date ?? ''),
      summary: '',
      url: link(certificate.url),
    });
  });

  (input.publications ?? []).forEach((publication, index) => {
    if (!publication) return;
    const name = str(publication.name);
    if (!name) return skipped(`publications.${index}`, 'name');
    sections.publications.items.push({
      ...newItem(),
      name,
      publisher: str(publication.publisher),
      date: formatDate(publication.releaseDate ?? ''),
      summary: summaryHtml(publication.summary),
      url: link(publication.url || publication.website),
    });
  });

  (input.skills ?? []).forEach((skill, index) => {
    if (!skill) return;
    const name = str(skill.name);
    const keywords = words(skill.keywords);
    if (!name && keywords.length === 0) return skipped(`skills.${index}`, 'name');
    const level = str(skill.level);
    sections.skills.items.push({
      ...newItem(),
      name,
      description: level,
      level: skillLevelFromText(level),
      keywords,
    });
  });

  (input.languages ?? []).forEach((language, index) => {
    if (!language) return;
    const name = str(language.language);
    if (!name) return skipped(`languages.${index}`, 'language');
    const fluency = str(language.fluency);
    sections.languages.items.push({
      ...newItem(),
      name,
      description: fluency,
      level: languageLevelFromText(fluency),
    });
  });

  (input.interests ?? []).forEach((interest, index) => {
    if (!interest) return;
    const name = str(interest.name);
    if (!name) return skipped(`interests.${index}`, 'name');
    sections.interests.items.push({ ...newItem(), name, keywords: words(interest.keywords) });
  });

  (input.references ?? []).forEach((reference, index) => {
    if (!reference) return;
    const name = str(reference.name);
    if (!name) return skipped(`references.${index}`, 'name');
    sections.references.items.push({
      ...newItem(),
      name,
      description: '',
      summary: summaryHtml(reference.reference),
      url: link(''),
    });
  });

  (input.projects ?? []).forEach((project, index) => {
    if (!project) return;
    const name = str(project.name);
    if (!name) return skipped(`projects.${index}`, 'name');
    for (const field of ['roles', 'entity', 'type'] as const) {
      const value = project[field];
      if (Array.isArray(value) ? words(value).length > 0 : str(value as Maybe))
        left(`projects.${index}.${field}`);
    }
    sections.projects.items.push({
      ...newItem(),
      name,
      description: str(project.description),
      date: formatRange(project.startDate ?? '', project.endDate ?? ''),
      summary: summaryHtml(project.highlights),
      keywords: words(project.keywords),
      url: link(project.url),
    });
  });

  return { data, warnings };
};

export const importJsonResume = (value: unknown): ImportResult => {
  const parsed = jsonResumeSchema.safeParse(value);
  if (!parsed.success) return { ok: false, errors: toIssues(parsed.error) };
  const { data, warnings } = fromJsonResume(parsed.data);
  // Keys the format does not define (often a misspelt section such as "certifications") are named, not lost silently.
  const known = new Set([...Object.keys(jsonResumeSchema.shape), 'meta']);
  const unknown = Object.keys(value as object).filter((key) => !known.has(key));
  return finish(data, [...warnings, ...unknown.map((key) => formatMessage('notInFormat', key, { key }))]);
};

export const jsonResumeImporter: Importer = {
  type: 'json-resume-json',
  extension: '.json',
  parse: (input) =>
    guard(() => {
      const json = readJson(input);
      return json.ok ? importJsonResume(json.value) : json;
    }),
};
