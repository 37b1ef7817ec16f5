// The PDF mapping on text layers placed by hand, one per layout rule that our own templates need
// (docs/decisions/0026-pdf-columns-and-pieces.md): pieces set apart on a title's baseline, a sidebar beside the main
// column, contacts at the top of a sidebar drawn after the main column, a section going on in its column on the
// next page, a title row in one line, contacts parted by wide blank runs, and a name shrunk to fit; and what
// Chromium and LibreOffice draw (packages/formats/fixtures/pdf): small caps, text wrapped in a narrow column, bullets.
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../types.ts';
import { importPdfText, type PdfTextItem } from './import.ts';

type Run = Partial<PdfTextItem> & { text: string; x: number; y: number };

/** A run of 10-point regular text unless it says otherwise; its width from its length. */
const run = ({ size = 10, ...rest }: Run): PdfTextItem => ({
  width: rest.text.length * size * 0.5,
  size,
  bold: false,
  italic: false,
  ...rest,
});

const read = (...pages: Run[][]) => {
  const result: ImportResult = importPdfText({
    pages: pages.map((items) => ({ width: 595, height: 842, items: items.map(run) })),
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

const prose = (y: number, x = 20) =>
  run({ text: 'Planned the routes of a fleet of forty vans across three regions', x, y });

describe('PDF import: layouts of our templates', () => {
  it('joins a date and a place drawn after the column back to the title lines they sit beside', () => {
    const data = read([
      { text: 'Jane Doe', x: 20, y: 800, size: 20, bold: true },
      { text: 'jane@example.com', x: 20, y: 780 },
      { text: 'EXPERIENCE', x: 20, y: 740, bold: true },
      { text: 'Harbour Freight', x: 20, y: 720, bold: true },
      { text: 'Warehouse Planner', x: 20, y: 706, bold: true },
      prose(690),
      prose(676),
      // Drawn last, at the right edge of the main column, on the two title lines' baselines.
      { text: 'Mar 2019 - Present', x: 260, y: 720, bold: true },
      { text: 'Rotterdam', x: 300, y: 706 },
    ]);
    expect(data.sections.experience.items).toMatchObject([
      {
        company: 'Harbour Freight',
        position: 'Warehouse Planner',
        location: 'Rotterdam',
        date: 'Mar 2019 - Present',
      },
    ]);
  });

  it('keeps a sidebar apart, and reads the contacts at its top as the header', () => {
    const data = read([
      { text: 'Jane Doe', x: 20, y: 800, size: 20, bold: true },
      { text: 'EXPERIENCE', x: 20, y: 740, bold: true },
      { text: 'Harbour Freight', x: 20, y: 720, bold: true },
      { text: 'Mar 2019 - Present', x: 260, y: 720 },
      prose(704),
      prose(690),
      // The sidebar, drawn after the main column, beside it.
      { text: '+44 20 7946 0000', x: 420, y: 704 },
      { text: 'jane@example.com', x: 420, y: 690 },
      { text: 'SKILLS', x: 420, y: 660, bold: true },
      { text: 'Forecasting', x: 420, y: 640 },
      { text: 'Excel', x: 420, y: 626 },
    ]);
    expect(data.basics).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+44 20 7946 0000',
    });
    expect(data.sections.experience.items).toMatchObject([
      { company: 'Harbour Freight', date: 'Mar 2019 - Present' },
    ]);
    expect(data.sections.skills.items.map((item) => item.name)).toEqual(['Forecasting', 'Excel']);
  });

  it('goes on with the section of the column a page starts in, after a sidebar ended the last page', () => {
    const data = read(
      [
        { text: 'Jane Doe', x: 20, y: 800, size: 20, bold: true },
        { text: 'EXPERIENCE', x: 20, y: 740, bold: true },
        { text: 'Harbour Freight', x: 20, y: 720, bold: true },
        { text: '2019 - 2024', x: 20, y: 706 },
        { text: 'INTERESTS', x: 420, y: 740, bold: true },
        { text: 'Cycling', x: 420, y: 720 },
      ],
      [
        // A bulleted line left over from the last entry, a little right of the column's edge.
        { text: 'and kept every delivery on time.', x: 32, y: 800 },
        { text: 'Northwind Traders', x: 20, y: 780, bold: true },
        { text: '2015 - 2019', x: 20, y: 766 },
      ],
    );
    expect(data.sections.experience.items.map((item) => [item.company, item.date])).toEqual([
      ['Harbour Freight', '2019 - 2024'],
      ['Northwind Traders', '2015 - 2019'],
    ]);
    expect(data.sections.interests.items.map((item) => item.name)).toEqual(['Cycling']);
  });

  it('reads a title row in one line: title in bold, position, separators, date and place in italics', () => {
    const data = read([
      { text: 'Jane Doe', x: 20, y: 800, size: 20, bold: true },
      { text: 'EXPERIENCE', x: 20, y: 740, bold: true },
      // Each part in another style than the one before it, a few points apart.
      { text: 'Harbour Freight', x: 20, y: 720, bold: true },
      { text: '– Warehouse Planner |', x: 100, y: 720 },
      { text: 'Mar 2019 - Present', x: 210, y: 720, italic: true },
      { text: '|', x: 305, y: 720 },
      { text: 'Rotterdam', x: 313, y: 720, italic: true },
      prose(704),
      { text: 'Northwind Traders', x: 20, y: 680, bold: true },
      { text: '– Clerk', x: 110, y: 680 },
      { text: '2015 - 2019', x: 150, y: 680, italic: true },
    ]);
    expect(data.sections.experience.items).toMatchObject([
      {
        company: 'Harbour Freight',
        position: 'Warehouse Planner',
        date: 'Mar 2019 - Present',
        location: 'Rotterdam',
      },
      { company: 'Northwind Traders', position: 'Clerk', date: '2015 - 2019' },
    ]);
  });

  it('parts contacts at blank runs wider than a space (an icon drawn between them)', () => {
    const data = read([
      { text: 'Jane Doe', x: 20, y: 800, size: 20, bold: true },
      { text: 'Rotterdam', x: 20, y: 780 },
      { text: ' ', x: 65, y: 780, width: 12 },
      { text: '+31 10 555 0100', x: 78, y: 780 },
      { text: ' ', x: 153, y: 780, width: 12 },
      { text: 'jane@example.com', x: 166, y: 780 },
      { text: 'SKILLS', x: 20, y: 740, bold: true },
      { text: 'Forecasting', x: 20, y: 720 },
    ]);
    expect(data.basics).toMatchObject({
      location: 'Rotterdam',
      phone: '+31 10 555 0100',
      email: 'jane@example.com',
    });
  });

  it('takes the first bold line as the name when a long name was shrunk to the body size', () => {
    const data = read([
      { text: "Aleksandra O'Brien-Łukasiewicz", x: 20, y: 800, size: 10.6, bold: true },
      { text: 'jane@example.com', x: 20, y: 780 },
      { text: 'Summary', x: 200, y: 800, bold: true },
      { text: 'Plans routes and keeps every delivery on time.', x: 200, y: 780 },
    ]);
    expect(data.basics.name).toBe("Aleksandra O'Brien-Łukasiewicz");
  });
});

describe('PDF import: a header without a heading', () => {
  // The name, then one contact per line, then the first section (packages/formats/fixtures/pdf/chromium-contacts).
  const header = (nameSize: number) => [
    { text: 'Harriet Quillfeather', x: 50, y: 780, size: nameSize, bold: true },
    { text: 'harriet.quillfeather@example.com', x: 50, y: 766 },
    { text: '+44 20 7946 0312', x: 50, y: 755 },
    { text: 'Leeds, United Kingdom', x: 50, y: 744 },
    { text: 'www.example.org/harriet-quillfeather', x: 50, y: 733 },
    { text: 'Work Experience', x: 50, y: 705, size: 12, bold: true },
    { text: 'Tarnbridge Freight Ltd', x: 50, y: 687, bold: true },
    { text: 'Mar 2021 - Present', x: 450, y: 687 },
    { text: 'Senior Logistics Analyst', x: 50, y: 676, italic: true },
    { text: 'Education', x: 50, y: 648, size: 12, bold: true },
    { text: 'University of Wexbury', x: 50, y: 630, bold: true },
    { text: '2013 - 2017', x: 483, y: 630 },
  ];

  it.each([
    ['larger than the body', 20],
    ['in the body size, below the headings', 10],
  ])('reads the name set %s and the contacts under it', (_, nameSize) => {
    const data = read(header(nameSize));
    expect(data.basics).toMatchObject({
      name: 'Harriet Quillfeather',
      headline: '',
      email: 'harriet.quillfeather@example.com',
      phone: '+44 20 7946 0312',
      location: 'Leeds, United Kingdom',
      url: { href: 'https://www.example.org/harriet-quillfeather' },
    });
    expect(data.sections.experience.items).toMatchObject([
      { company: 'Tarnbridge Freight Ltd', position: 'Senior Logistics Analyst', date: 'Mar 2021 - Present' },
    ]);
    expect(data.sections.education.items).toMatchObject([
      { institution: 'University of Wexbury', date: '2013 - 2017' },
    ]);
  });
});

describe('PDF import: what word processors and browsers draw', () => {
  it('reads a heading in small caps, each word starting larger, as one heading', () => {
    const data = read([
      { text: 'Zofia Kral', x: 20, y: 800, size: 20, bold: true },
      { text: 'D', x: 20, y: 740, size: 13, bold: true },
      { text: 'OŚWIADCZENIE', x: 26.5, y: 740, size: 9, bold: true },
      { text: 'Z', x: 83.5, y: 740, size: 9, bold: true },
      { text: 'AWODOWE', x: 88, y: 740, size: 9, bold: true },
      { text: 'Biuro Rachunkowe Sosna', x: 20, y: 720, bold: true },
      { text: 'od 2019', x: 300, y: 720 },
      { text: 'Główna księgowa', x: 20, y: 706 },
    ]);
    expect(data.sections.experience.items).toMatchObject([
      { company: 'Biuro Rachunkowe Sosna', position: 'Główna księgowa', date: 'od 2019' },
    ]);
  });

  it('reads a name wrapped in a narrow sidebar, broken at its hyphen, as one name', () => {
    const data = read([
      { text: 'Zofia', x: 20, y: 800, size: 22, bold: true },
      { text: 'Wiśniewska-', x: 20, y: 774, size: 22, bold: true },
      { text: 'Kral', x: 20, y: 748, size: 22, bold: true },
      { text: 'Księgowa', x: 20, y: 730 },
      { text: 'zofia.kral@example.pl', x: 20, y: 716 },
      { text: 'UMIEJĘTNOŚCI', x: 20, y: 690, size: 11, bold: true },
      { text: 'Excel', x: 20, y: 676 },
    ]);
    expect(data.basics).toMatchObject({ name: 'Zofia Wiśniewska-Kral', email: 'zofia.kral@example.pl' });
  });

  it('reads a heading wrapped in a narrow column, and a bullet drawn as its own glyph, as what they are', () => {
    const data = read([
      { text: 'Lucía Berrocal', x: 20, y: 800, size: 28 },
      { text: 'Formación', x: 20, y: 740, size: 16 },
      { text: 'académica', x: 20, y: 721, size: 16 },
      { text: 'Escuela Superior de Diseño', x: 20, y: 700, bold: true },
      { text: '2011 - 2015', x: 20, y: 688 },
      { text: 'Habilidades', x: 20, y: 660, size: 16 },
      { text: '●', x: 20, y: 640 },
      { text: 'Figma', x: 38, y: 640 },
    ]);
    expect(data.sections.education.items).toMatchObject([
      { institution: 'Escuela Superior de Diseño', date: '2011 - 2015' },
    ]);
    expect(data.sections.skills.items.map((item) => item.name)).toEqual(['Figma']);
  });

  it('reads a bold title wrapped in a narrow column as one title, and keeps a company over its position apart', () => {
    const data = read([
      { text: 'Jonas Fellbaum', x: 20, y: 800, size: 22, bold: true },
      { text: 'jonas.fellbaum@example.de', x: 20, y: 780 },
      // The main column, beside the sidebar: its prose is wider than the company's line.
      { text: 'Experience', x: 200, y: 800, size: 12, bold: true },
      { text: 'Lindenhof Systeme AG', x: 200, y: 780, bold: true },
      { text: 'Werkstudent', x: 200, y: 766, bold: true },
      { text: '2017 - 2019', x: 200, y: 752 },
      prose(738, 200),
      // The sidebar is as wide as its email: "Nord" would not have fitted after "Mittelsachsen".
      { text: 'Education', x: 20, y: 670, size: 12, bold: true },
      { text: 'Hochschule Mittelsachsen', x: 20, y: 650, bold: true },
      { text: 'Nord', x: 20, y: 638, bold: true },
      { text: '2014 - 2018', x: 20, y: 626 },
    ]);
    // Not one title: how two bold lines part into fields is the mapping's (shared/blocks-to-resume.ts).
    expect(data.sections.experience.items[0]).toMatchObject({ company: 'Lindenhof Systeme AG' });
    expect(data.sections.education.items).toMatchObject([
      { institution: 'Hochschule Mittelsachsen Nord', date: '2014 - 2018' },
    ]);
  });
});
