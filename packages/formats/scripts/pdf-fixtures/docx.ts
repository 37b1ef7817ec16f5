/**
 * Word documents for LibreOffice to print, written with the `docx` library: one with Word heading styles, the
 * date at a right tab stop and skills as a bulleted list; and one laid out as a two-column table (contacts, skills
 * and education in the narrow cell, the experience in the wide one), as many Word templates do.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Person } from './people.ts';

export type DocxLayout = 'headings' | 'table';
export const docxLayouts: DocxLayout[] = ['headings', 'table'];

const font = 'Liberation Sans';
const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
const line = (text: string, options: { bold?: boolean; italics?: boolean } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...options })] });
// 9000 twips: the right edge of the text on an A4 page with the default margins.
const titleWithDate = (title: string, date: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
    children: [new TextRun({ text: title, bold: true }), new TextRun({ text: `\t${date}` })],
  });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });

function headingsLayout(person: Person) {
  const h = person.headings;
  return [
    new Paragraph({ text: person.name, heading: HeadingLevel.TITLE }),
    line(person.headline),
    line(`${person.email} · ${person.phone} · ${person.location}`),
    heading(h.profile),
    line(person.summary),
    heading(h.experience),
    ...person.jobs.flatMap((job) => [
      titleWithDate(job.company, job.date),
      line(job.position, { italics: true }),
    ]),
    heading(h.education),
    ...person.schools.flatMap((school) => [
      titleWithDate(school.institution, school.date),
      line(school.degree),
    ]),
    heading(h.skills),
    ...person.skills.map(bullet),
  ];
}

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders = {
  top: none,
  bottom: none,
  left: none,
  right: none,
  insideHorizontal: none,
  insideVertical: none,
};

function tableLayout(person: Person) {
  const h = person.headings;
  const side = [
    heading(h.contact),
    line(person.email),
    line(person.phone),
    line(person.location),
    heading(h.skills),
    ...person.skills.map(bullet),
    heading(h.education),
    ...person.schools.flatMap((school) => [
      line(school.institution, { bold: true }),
      line(school.degree),
      line(school.date),
    ]),
  ];
  const main = [
    heading(h.profile),
    line(person.summary),
    heading(h.experience),
    ...person.jobs.flatMap((job) => [
      line(job.company, { bold: true }),
      line(job.position, { italics: true }),
      line(job.date),
    ]),
  ];
  return [
    new Paragraph({ text: person.name, heading: HeadingLevel.TITLE, alignment: AlignmentType.LEFT }),
    line(person.headline),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      columnWidths: [3000, 6000],
      borders: noBorders,
      rows: [
        new TableRow({
          children: [
            new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: side }),
            new TableCell({ width: { size: 6000, type: WidthType.DXA }, children: main }),
          ],
        }),
      ],
    }),
  ];
}

export async function resumeDocx(person: Person, layout: DocxLayout): Promise<Buffer> {
  const document = new Document({
    creator: 'make-pdf-fixtures',
    styles: { default: { document: { run: { font, size: 20 } } } },
    sections: [{ children: layout === 'headings' ? headingsLayout(person) : tableLayout(person) }],
  });
  return Packer.toBuffer(document);
}
