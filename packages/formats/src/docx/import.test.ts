import JSZip from 'jszip';
import { resumeDataSchema } from '@rb/schema';
import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../test/golden.ts';
import { customSectionCase, sampleCase } from '../../test/export-cases.ts';
import { frenchResume, germanResume, italianResume, spanishResume } from '../../test/word-documents.ts';
import type { ImportResult } from '../types.ts';
import { exportDocx } from './export.ts';
import { isDateLine } from '../shared/date-lines.ts';
import { docxImporter } from './import.ts';

const ok = (result: ImportResult) => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result;
};

describe('Word import: our own export comes back', () => {
  it('keeps name, contacts, companies, positions, institutions, dates and skill names', async () => {
    const original = sampleCase();
    const { data, warnings } = ok(await docxImporter.parse(await exportDocx(original)));
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
    expect(warnings).toEqual([]);
    for (const field of ['name', 'headline', 'email', 'phone', 'location'] as const)
      expect(data.basics[field], field).toBe(original.basics[field]);
    expect(data.basics.url.href).toBe(original.basics.url.href);
    const pick = <T, K extends keyof T>(items: T[], ...keys: K[]) =>
      items
        .filter((item) => (item as { visible?: boolean }).visible !== false)
        .map((item) => keys.map((key) => item[key]));
    const { sections } = original;
    expect(pick(data.sections.experience.items, 'company', 'position', 'location', 'date', 'url')).toEqual(
      pick(sections.experience.items, 'company', 'position', 'location', 'date', 'url'),
    );
    expect(pick(data.sections.education.items, 'institution', 'area', 'studyType', 'score', 'date')).toEqual(
      pick(sections.education.items, 'institution', 'area', 'studyType', 'score', 'date'),
    );
    expect(pick(data.sections.skills.items, 'name', 'keywords')).toEqual(
      pick(sections.skills.items, 'name', 'keywords'),
    );
    expect(pick(data.sections.languages.items, 'name')).toEqual(pick(sections.languages.items, 'name'));
    expect(pick(data.sections.projects.items, 'name', 'date', 'keywords')).toEqual(
      pick(sections.projects.items, 'name', 'date', 'keywords'),
    );
    expect(pick(data.sections.profiles.items, 'network', 'url')).toEqual(
      pick(sections.profiles.items, 'network', 'url'),
    );
    expect(data.sections.experience.items[0]?.summary).toContain('<ul><li><p>Rebuilt the route board');
  });

  it('brings custom sections back as custom sections, and leaves nothing hidden to find', async () => {
    const { data } = ok(await docxImporter.parse(await exportDocx(customSectionCase())));
    expect(data.basics.name).toBe('Maren Østby-Kowalczyk');
    expect(data.sections.experience.items.map((item) => [item.company, item.date])).toEqual([
      ['Fjord Analytics AS', '2022 - Present'],
      ['Nordlys Data', '2019 - 2022'],
    ]);
    const custom = Object.values(data.sections.custom);
    expect(custom.map((section) => section.name)).toEqual(['Open Source']);
    expect(custom[0]?.items[0]).toMatchObject({
      name: 'tidy-csv',
      description: 'Maintainer',
      location: 'Online',
      date: '2020',
      keywords: ['Rust'],
      url: { href: 'https://example.org/tidy-csv' },
    });
    expect(custom[0]?.description).toBe('<p>Maintainer of small <strong>tools</strong>.</p>');
    expect(JSON.stringify(data)).not.toContain('Hidden Employer');
    // The summary keeps its bold words and its link.
    expect(data.sections.summary.content).toContain('<strong>reliable</strong>');
    expect(data.sections.summary.content).toContain('href="https://blog.example.org/posts?id=1&amp;x=(2)"');
  });
});

describe('Word import: resumes written elsewhere', () => {
  it('reads a German resume with heading styles (golden)', async () => {
    const result = ok(await docxImporter.parse(await germanResume()));
    await expectGolden(result, './fixtures/expected/german.import.json');
    const { basics, sections } = result.data;
    expect(basics).toMatchObject({
      name: 'Jonas Weißgerber',
      headline: 'Wirtschaftsinformatiker',
      email: 'jonas.w@example.de',
      phone: '+49 30 1234567',
      location: 'Berlin',
    });
    expect(sections.profiles.items[0]).toMatchObject({ network: 'LinkedIn', username: 'jonas-weissgerber' });
    expect(sections.summary.content).toBe('<p>Ich verbinde Fachabteilungen und IT.</p>');
    expect(
      sections.experience.items.map((item) => [item.company, item.position, item.location, item.date]),
    ).toEqual([
      ['Spree Logistik GmbH', 'Business Analyst', 'Berlin', '03/2019 – heute'],
      ['Havel Versicherung AG', 'Werkstudent', '', '2016 - 2019'],
    ]);
    expect(sections.education.items[0]).toMatchObject({
      institution: 'Technische Universität Berlin',
      area: 'Wirtschaftsinformatik',
      studyType: 'M.Sc.',
      score: '1,7',
      date: 'Okt 2014 - Sep 2016',
    });
    expect(sections.skills.items.map((item) => [item.name, item.description, item.keywords])).toEqual([
      ['SQL', 'Experte', ['PostgreSQL', 'Oracle']],
      ['BPMN', '', []],
    ]);
    expect(sections.languages.items.map((item) => [item.name, item.description])).toEqual([
      ['Deutsch', 'Muttersprache'],
      ['Englisch', 'C1'],
    ]);
    expect(sections.languages.items[1]?.level).toBe(4);
    expect(sections.volunteer.items[0]).toMatchObject({ organization: 'Tafel Berlin', position: 'Fahrer' });
  });

  it('reads a French resume whose headings are bold capitals', async () => {
    const { data } = ok(await docxImporter.parse(await frenchResume()));
    expect(data.basics).toMatchObject({
      name: 'Camille Lefèvre-Ndiaye',
      email: 'camille.ln@example.fr',
      phone: '06 12 34 56 78',
      location: 'Lyon',
    });
    expect(data.sections.experience.name).toBe('EXPÉRIENCE PROFESSIONNELLE');
    expect(data.sections.experience.items[0]).toMatchObject({
      company: 'Atelier Rhône',
      position: 'Cheffe de projet',
      date: 'janv. 2020 - présent',
      summary: '<p>Pilotage de trois chantiers de rénovation.</p>',
    });
    expect(data.sections.education.items[0]).toMatchObject({
      institution: 'École Centrale de Lyon',
      date: '2014 - 2017',
    });
    expect(data.sections.skills.items.map((item) => item.name)).toEqual([
      'Gestion de projet',
      'AutoCAD',
      'Revit',
    ]);
  });

  it('reads a Spanish resume with sections under Heading 2, and an unknown heading as a custom section', async () => {
    const { data } = ok(await docxImporter.parse(await spanishResume()));
    expect(data.basics).toMatchObject({
      name: 'Lucía Fernández Ortega',
      email: 'lucia.fo@example.es',
      location: 'Sevilla',
    });
    expect(data.sections.experience.items[0]).toMatchObject({
      company: 'Aceitunas del Sur S.L.',
      position: 'Responsable de calidad',
      date: '2018 - actualidad',
    });
    expect(data.sections.education.items[0]).toMatchObject({
      institution: 'Universidad de Sevilla',
      date: '2012 – 2016',
    });
    expect(data.sections.languages.items.map((item) => [item.name, item.level])).toEqual([
      ['Español', 5],
      ['Inglés', 3],
    ]);
    const custom = Object.values(data.sections.custom);
    expect(custom.map((section) => section.name)).toEqual(['Voluntariado en la costa']);
    expect(custom[0]?.description).toBe('<p>Limpieza de playas cada verano.</p>');
    expect(custom[0]?.items).toEqual([]);
    expect(data.metadata.layout[0]?.[0]?.slice(0, 4)).toEqual([
      'experience',
      'education',
      'languages',
      `custom.${custom[0]?.id}`,
    ]);
  });

  it('tells dates by their shape in several languages', () => {
    for (const date of [
      '2019',
      'Jan 2020 - Present',
      '03/2018 bis heute',
      'janv. 2020 - présent',
      'ene 2019 – actualidad',
      '2015 – 2019',
      'Mai 2021 - Okt 2022',
    ])
      expect(isDateLine(date), date).toBe(true);
    for (const text of ['Business Analyst', 'Berlin 2020 Team', 'Top 100'])
      expect(isDateLine(text), text).toBe(false);
  });
});

describe('Word import: a header without a heading', () => {
  it('reads a contact per line under the name, the place among them, with no headline', async () => {
    const { basics, sections } = ok(await docxImporter.parse(await italianResume())).data;
    expect(basics).toMatchObject({
      name: 'Matteo Contarini',
      headline: '',
      email: 'matteo.contarini@example.it',
      phone: '+39 02 1234 5678',
      location: 'Torino, Italia',
    });
    expect(sections.experience.items).toMatchObject([
      { company: 'Officine Sabaude Srl', position: 'Progettista meccanico', date: '2019 - oggi' },
    ]);
  });
});

describe('Word import: what it refuses', () => {
  it('refuses text, a file that is not a zip, and a zip without a Word document', async () => {
    expect(await docxImporter.parse('text')).toMatchObject({ ok: false, errors: [{ code: 'unreadable' }] });
    expect(await docxImporter.parse(new TextEncoder().encode('not a zip at all'))).toMatchObject({
      ok: false,
    });
    const zip = new JSZip();
    zip.file('hello.txt', 'hi');
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    expect(await docxImporter.parse(bytes)).toMatchObject({
      ok: false,
      errors: [{ code: 'notAWordDocument' }],
    });
  });
});
