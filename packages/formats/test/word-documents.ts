// Word documents as other people write their resumes, made with the docx library for the import tests: a German
// one with heading styles, a French one whose headings are bold capitals, a Spanish one with sections under
// Heading 2, an Italian one whose header is the name in bold and a contact per line. The people are invented.
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

const p = (text: string, options: { bold?: boolean; italics?: boolean } = {}) =>
  new Paragraph({ children: [new TextRun({ text, ...options })] });
const h = (text: string, heading: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ heading, children: [new TextRun(text)] });
const bullet = (text: string) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] });
const lines = (...texts: string[]) =>
  new Paragraph({
    children: texts.map((text, index) => new TextRun({ text, ...(index > 0 ? { break: 1 } : {}) })),
  });

const pack = async (children: Paragraph[]) =>
  new Uint8Array(await Packer.toArrayBuffer(new Document({ sections: [{ children }] })));

export const germanResume = () =>
  pack([
    h('Jonas Weißgerber', HeadingLevel.TITLE),
    p('Wirtschaftsinformatiker'),
    new Paragraph({
      children: [
        new ExternalHyperlink({
          link: 'mailto:jonas.w@example.de',
          children: [new TextRun('jonas.w@example.de')],
        }),
        new TextRun(' | +49 30 1234567 | Berlin | '),
        new ExternalHyperlink({
          link: 'https://www.linkedin.com/in/jonas-weissgerber',
          children: [new TextRun('LinkedIn')],
        }),
      ],
    }),
    h('Über mich', HeadingLevel.HEADING_1),
    p('Ich verbinde Fachabteilungen und IT.'),
    h('Berufserfahrung', HeadingLevel.HEADING_1),
    h('Spree Logistik GmbH', HeadingLevel.HEADING_2),
    lines('Business Analyst · Berlin', '03/2019 – heute'),
    bullet('Prozesse für 40 Lager modelliert'),
    bullet('SAP-Einführung begleitet'),
    h('Havel Versicherung AG', HeadingLevel.HEADING_2),
    lines('Werkstudent', '2016 - 2019'),
    h('Ausbildung', HeadingLevel.HEADING_1),
    h('Technische Universität Berlin', HeadingLevel.HEADING_2),
    lines('Wirtschaftsinformatik · M.Sc. · 1,7', 'Okt 2014 - Sep 2016'),
    h('Kenntnisse', HeadingLevel.HEADING_1),
    bullet('SQL — Experte: PostgreSQL, Oracle'),
    bullet('BPMN'),
    h('Sprachen', HeadingLevel.HEADING_1),
    bullet('Deutsch — Muttersprache'),
    bullet('Englisch — C1'),
    h('Ehrenamt', HeadingLevel.HEADING_1),
    h('Tafel Berlin', HeadingLevel.HEADING_2),
    lines('Fahrer', '2015 - 2018'),
  ]);

export const frenchResume = () =>
  pack([
    p('Camille Lefèvre-Ndiaye', { bold: true }),
    p('camille.ln@example.fr · 06 12 34 56 78 · Lyon'),
    p('EXPÉRIENCE PROFESSIONNELLE', { bold: true }),
    p('Atelier Rhône', { bold: true }),
    lines('Cheffe de projet', 'janv. 2020 - présent'),
    p('Pilotage de trois chantiers de rénovation.'),
    p('FORMATION', { bold: true }),
    p('École Centrale de Lyon', { bold: true }),
    lines('Ingénieure généraliste', '2014 - 2017'),
    p('COMPÉTENCES', { bold: true }),
    p('Gestion de projet, AutoCAD, Revit'),
  ]);

export const spanishResume = () =>
  pack([
    h('Lucía Fernández Ortega', HeadingLevel.HEADING_1),
    p('lucia.fo@example.es | +34 600 123 456 | Sevilla'),
    h('Experiencia laboral', HeadingLevel.HEADING_2),
    h('Aceitunas del Sur S.L.', HeadingLevel.HEADING_3),
    lines('Responsable de calidad', '2018 - actualidad'),
    h('Educación', HeadingLevel.HEADING_2),
    h('Universidad de Sevilla', HeadingLevel.HEADING_3),
    lines('Grado en Química', '2012 – 2016'),
    h('Idiomas', HeadingLevel.HEADING_2),
    bullet('Español — Nativo'),
    bullet('Inglés — B2'),
    h('Voluntariado en la costa', HeadingLevel.HEADING_2),
    p('Limpieza de playas cada verano.'),
  ]);

export const italianResume = () =>
  pack([
    p('Matteo Contarini', { bold: true }),
    p('matteo.contarini@example.it'),
    p('+39 02 1234 5678'),
    p('Torino, Italia'),
    h('Esperienza', HeadingLevel.HEADING_1),
    p('Officine Sabaude Srl', { bold: true }),
    lines('Progettista meccanico', '2019 - oggi'),
  ]);
