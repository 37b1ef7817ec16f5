import { letterBodyHtml, letterToResumeData, pageFormats, type LetterData, type Metadata } from '@rb/schema';
import { Document, HeadingLevel, Packer, Paragraph, type ParagraphChild } from 'docx';
import {
  link,
  margin as defaultMargin,
  orderedLevels,
  orderedReference,
  richParagraphs,
  run,
  twipsPerMm,
  type ListState,
} from '../docx/export.ts';
import { resumeOutline } from '../shared/outline.ts';

/**
 * A cover letter as a Word document: the sender's name in Word's Title style with the headline and contacts under
 * it, then the letter from the recipient to the signature, with the rich body's lists and links kept. The page
 * size follows the letter's design (A4 or Letter); fonts are Word's own, as in the resume's Word file.
 */
export const exportLetterDocx = async (letter: LetterData, design: Metadata): Promise<Uint8Array> => {
  const outline = resumeOutline(letterToResumeData(letter, design));
  const lists: ListState = { next: 0 };
  const usedStarts = new Set<number>();
  const contacts: ParagraphChild[] = [];
  for (const contact of outline.contacts) {
    if (contacts.length > 0) contacts.push(run(' | '));
    contacts.push(
      contact.href && contact.kind !== 'phone' ? link(contact.href, contact.text) : run(contact.text),
    );
  }
  const children = [
    ...(outline.name ? [new Paragraph({ heading: HeadingLevel.TITLE, children: [run(outline.name)] })] : []),
    ...(outline.headline ? [new Paragraph({ children: [run(outline.headline, { italics: true })] })] : []),
    ...(contacts.length > 0 ? [new Paragraph({ children: contacts })] : []),
    ...richParagraphs(letterBodyHtml(letter), lists, usedStarts),
  ];
  const size = pageFormats[design.page.format] ?? pageFormats.a4;
  const document = new Document({
    creator: outline.name || 'Cover letter',
    title: letter.subject.trim() || 'Cover letter',
    styles: { default: { document: { paragraph: { spacing: { after: 120 } } } } },
    numbering: {
      config: [...usedStarts].map((start) => ({
        reference: orderedReference(start),
        levels: orderedLevels(start),
      })),
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: Math.round(size.width * twipsPerMm),
              height: Math.round(size.height * twipsPerMm),
            },
            margin: { top: defaultMargin, bottom: defaultMargin, left: defaultMargin, right: defaultMargin },
          },
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
};
