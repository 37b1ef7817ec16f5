import { letterBodyHtml, letterToResumeData, type LetterData, type Metadata } from '@rb/schema';
import { HeadingLevel, Paragraph, type ParagraphChild } from 'docx';
import { link, packDocx, richParagraphs, run, type ListState } from '../docx/export.ts';
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
  return packDocx({
    creator: outline.name || 'Cover letter',
    title: letter.subject.trim() || 'Cover letter',
    paragraphAfter: 120,
    format: design.page.format,
    usedStarts,
    children,
  });
};
