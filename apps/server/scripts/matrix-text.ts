// What the render matrix expects to find in a PDF's text, and how it finds it there: every visible field of a
// resume, in the reading order of each column, tolerant of what text extraction does to right-to-left scripts.
import { richTextToPlain, type ResumeData } from '@rb/schema';
import { completeLayout, readableHref, resolveSection, untitledSections } from '@rb/templates/model';

/** Templates with one flowing column: main and sidebar read as one. */
const singleColumn = new Set(['bronzor', 'kakuna', 'nosepass', 'onyx', 'rhyhorn', 'unown']);

const summaryText = (html: string) => {
  const text = richTextToPlain(html).trim();
  return text.length <= 80 ? [text] : [text.slice(0, 40), text.slice(-40)];
};

interface Expected {
  /** Every string a reader must find. */
  present: string[];
  /** Runs that must come out in this order: each column's headings and item titles, top to bottom. */
  sequences: string[][];
}

/** What the document shows, read from the data (not from the drawing): header, then every section. */
export function expectedText(data: ResumeData): Expected {
  const { basics } = data;
  const template = data.metadata.template;
  const website = basics.url.label.trim() || readableHref(basics.url.href.trim());
  const present = [basics.name, basics.headline, basics.email, basics.phone, basics.location, website];
  for (const field of basics.customFields) if (field.value.trim()) present.push(field.name, field.value);
  const sequences: string[][] = [[basics.name, basics.headline]];
  const untitled = untitledSections(data);
  completeLayout(data).forEach(([main, sidebar], layoutPage) => {
    const columns = singleColumn.has(template) ? [[...main, ...sidebar]] : [main, sidebar];
    if (template === 'gengar' && layoutPage === 0)
      columns[0] = ['summary', ...columns[0]!.filter((id) => id !== 'summary')];
    if (template === 'gengar') columns[1] = columns[1]!.filter((id) => id !== 'summary');
    for (const ids of columns) {
      const sequence: string[] = [];
      for (const id of ids) {
        const section = resolveSection(data, id);
        if (!section) continue;
        // Drawn without a heading; in the header (out of the column's order) unless it is Gengar's summary block.
        const headless = untitled.includes(id);
        const inHeader = headless && !(id === 'summary' && template === 'gengar');
        if (!headless) {
          present.push(section.name);
          sequence.push(section.name);
        }
        if (section.kind === 'summary') {
          const parts = summaryText(section.content);
          present.push(...parts);
          if (!inHeader) sequence.push(parts[0]!);
          continue;
        }
        if (section.description) present.push(...summaryText(section.description));
        for (const item of section.items) {
          for (const text of [
            item.title,
            item.subtitle,
            item.date,
            item.location,
            item.detail,
            ...item.keywords,
          ])
            if (text) present.push(text);
          if (item.summary) present.push(...summaryText(item.summary));
          const link = item.url.label.trim() || readableHref(item.url.href.trim());
          if (section.separateLinks && section.kind !== 'profiles' && link) present.push(link);
          if (item.title && !inHeader) sequence.push(item.title);
        }
      }
      if (sequence.length > 1) sequences.push(sequence);
    }
  });
  return { present: present.map((text) => text.trim()).filter((text) => text !== ''), sequences };
}

// Extraction may reorder marks, and runs of digits inside right-to-left text: compare without marks,
// bidi controls and spaces, and accept a field whose words are all there when the whole is not.
// pdftotext writes the lam-alef ligature ("لأ") back as "أل"; sorting each run of lams and alefs makes
// the drawn and the extracted order compare equal. Runs are sorted within a word, before spaces go: across
// words a lam ending one and an alef starting the next would swap too, and the field would not be found.
export const normalise = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\p{M}\p{Cf}]+/gu, '')
    .replace(/[لآأإا]{2,}/gu, (run) => [...run].sort().join(''))
    .replace(/\s+/gu, '')
    .toLowerCase();
// A full stop stays inside a word ("name@host.org") but not at its end, where right-to-left extraction may move it.
const words = (text: string) =>
  text
    .split(/[^\p{L}\p{N}@.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
// Some right-to-left words come out of extraction with their letters in drawing order: accept either.
const rtlWord = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const spellings = (word: string) =>
  rtlWord.test(word) ? [normalise(word), normalise([...word].reverse().join(''))] : [normalise(word)];
// Poppler cuts Arabic words from Chrome's PDFs into pieces (a final noon on a line of its own, joined letters split
// apart), so an Arabic string counts as there when most of its words are; one lost entirely still fails.
const arabic = /\p{Script=Arabic}/u;
export const found = (haystack: string, wanted: string) => {
  if (haystack.includes(normalise(wanted))) return true;
  const list = words(wanted);
  const there = list.filter((word) => spellings(word).some((spelling) => haystack.includes(spelling))).length;
  return arabic.test(wanted) ? there >= list.length * 0.6 : there === list.length;
};

/**
 * The content stream holds a right-to-left line as pieces, each wrapped in an embedding (U+202B … U+202C), in the
 * order they are drawn, left to right, a word sometimes cut into pieces with a space between them: put each run of
 * pieces on a line back in reading order.
 */
export const inLogicalOrder = (text: string) =>
  text.replace(/(?:\u202B[^\u202C\n]*\u202C ?)+/g, (pieces) =>
    (pieces.match(/\u202B[^\u202C\n]*\u202C/g) ?? []).reverse().join(''),
  );

/**
 * Where `wanted` starts in the text at or after `from`: the whole string, else the earliest of its words when all
 * of them come after `from` (extraction may reverse the words of a right-to-left line). -1 when not there.
 */
function locate(haystack: string, wanted: string, from: number): number {
  const whole = haystack.indexOf(normalise(wanted), from);
  if (whole !== -1) return whole;
  // Each word's earliest spelling after `from` (-1 when none is there).
  const positions = words(wanted).map((word) => {
    const hits = spellings(word)
      .map((spelling) => haystack.indexOf(spelling, from))
      .filter((at) => at !== -1);
    return hits.length > 0 ? Math.min(...hits) : -1;
  });
  const there = positions.filter((at) => at !== -1);
  // As in `found`: most words of an Arabic string, every word of any other.
  const enough = arabic.test(wanted)
    ? there.length >= positions.length * 0.6
    : there.length === positions.length;
  return positions.length > 0 && enough ? Math.min(...there) : -1;
}

/** The first entry of a run that is not where the order says: after the one before it. */
export function outOfOrder(haystack: string, sequence: string[]): string | undefined {
  let from = 0;
  for (const [index, wanted] of sequence.entries()) {
    const at = locate(haystack, wanted, from);
    if (at === -1) return `${JSON.stringify(wanted)} not after ${JSON.stringify(sequence[index - 1] ?? '')}`;
    from = at + 1;
  }
  return undefined;
}
