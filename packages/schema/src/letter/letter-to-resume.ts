import type { Metadata } from '../resume/metadata.ts';
import { createDefaultResumeData } from '../resume/defaults.ts';
import type { ResumeData } from '../resume/resume-data.ts';
import type { LetterData } from './letter-data.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Text lines as one paragraph, a `<br>` between lines; blank lines are left out. */
const paragraph = (lines: string[], strong = false): string => {
  const shown = lines
    .flatMap((line) => line.split(/\r?\n/))
    .map((line) => line.trim())
    .filter(Boolean);
  if (shown.length === 0) return '';
  const inner = shown.map(escapeHtml).join('<br>');
  return `<p>${strong ? `<strong>${inner}</strong>` : inner}</p>`;
};

/**
 * The letter's text from the recipient down to the signature as one piece of rich text: what the page shows under
 * the sender's header, and what the Word file holds.
 */
export function letterBodyHtml(letter: LetterData): string {
  const { recipient } = letter;
  return [
    paragraph([recipient.name, recipient.title, recipient.company, recipient.address]),
    paragraph([letter.date]),
    paragraph([letter.subject], true),
    letter.body,
    paragraph([letter.closing]),
    paragraph([letter.signature]),
  ]
    .filter((part) => part.trim() !== '')
    .join('');
}

/**
 * A letter as a resume document that any template draws (docs/decisions/0013-letters-print-as-resume-documents.md):
 * the sender is the header, and the letter's text is the summary, without a heading, alone in the first column of
 * one page. `design` is the metadata the letter takes its look from (a resume's, or its own).
 */
export function letterToResumeData(letter: LetterData, design: Metadata): ResumeData {
  const data = createDefaultResumeData();
  data.basics = structuredClone(letter.sender);
  data.sections.summary = { ...data.sections.summary, name: '', content: letterBodyHtml(letter) };
  data.metadata = {
    ...structuredClone(design),
    // The sidebar stays empty: a template with two columns keeps its look, the letter reads in the main one.
    layout: [[['summary'], []]],
    notes: '',
  };
  return data;
}
