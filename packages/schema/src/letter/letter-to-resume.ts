import type { Metadata } from '../resume/metadata.ts';
import { createDefaultResumeData } from '../resume/defaults.ts';
import type { ResumeData } from '../resume/resume-data.ts';
import type { LetterData } from './letter-data.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Typed lines, each trimmed, blank ones left out. */
const linesOf = (texts: string[]): string[] =>
  texts
    .flatMap((text) => text.split(/\r?\n/))
    .map((line) => line.trim())
    .filter(Boolean);

/** Text lines as one paragraph, a `<br>` between lines; blank lines are left out. */
const paragraph = (lines: string[], strong = false): string => {
  const shown = linesOf(lines);
  if (shown.length === 0) return '';
  const inner = shown.map(escapeHtml).join('<br>');
  return `<p>${strong ? `<strong>${inner}</strong>` : inner}</p>`;
};

/**
 * The close as a letter sets it: apart from the text by an empty line, the typed name an empty line under the closing
 * (room to sign). One paragraph with its empty lines as breaks, so that the closing and the name stay on one page
 * and no renderer drops the empty lines as blank paragraphs.
 */
const closeOf = (letter: LetterData): string => {
  const parts = [linesOf([letter.closing]), linesOf([letter.signature])].filter((lines) => lines.length > 0);
  if (parts.length === 0) return '';
  return `<p><br>${parts.map((lines) => lines.map(escapeHtml).join('<br>')).join('<br><br>')}</p>`;
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
    closeOf(letter),
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
