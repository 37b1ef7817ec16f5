// The language a printed resume declares (<html lang> → the PDF's Lang, which screen readers and
// text extraction use). A resume carries no language field: its own letters decide when they are
// clearly of one non-Latin script, otherwise the owner's interface language stands.
import type { ResumeData } from '@rb/schema';

const scripts: { pattern: RegExp; languages: string[] }[] = [
  { pattern: /\p{Script=Arabic}/gu, languages: ['ar', 'fa', 'ur', 'ps', 'ku'] },
  { pattern: /\p{Script=Hebrew}/gu, languages: ['he', 'yi'] },
  { pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu, languages: ['ja'] },
  { pattern: /\p{Script=Hangul}/gu, languages: ['ko'] },
  { pattern: /\p{Script=Han}/gu, languages: ['zh', 'ja'] },
  { pattern: /\p{Script=Cyrillic}/gu, languages: ['ru', 'uk', 'bg', 'sr', 'mk', 'be', 'kk'] },
  { pattern: /\p{Script=Greek}/gu, languages: ['el'] },
];

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

function sampleText(data: ResumeData): string {
  const { basics, sections } = data;
  return [
    basics.name,
    basics.headline,
    textOf(sections.summary.content),
    ...sections.experience.items
      .slice(0, 6)
      .map((item) => `${item.company} ${item.position} ${textOf(item.summary)}`),
    ...sections.education.items.slice(0, 4).map((item) => `${item.institution} ${item.area}`),
  ].join(' ');
}

/** A BCP 47 tag for the resume: e.g. 'ar' for an Arabic resume of an 'en-US' user, 'de-DE' otherwise. */
export function documentLanguage(data: ResumeData, ownerLocale: string): string {
  const text = sampleText(data);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const owner = ownerLocale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  // Kana marks Japanese even when most letters are Han.
  const kana = text.match(scripts[2]!.pattern)?.length ?? 0;
  for (const { pattern, languages } of scripts) {
    const count = text.match(pattern)?.length ?? 0;
    const share = pattern === scripts[4]!.pattern ? count + kana : count;
    if (letters > 0 && share * 2 > letters) {
      if (languages.includes(owner)) return ownerLocale;
      return pattern === scripts[4]!.pattern && kana > 0 ? 'ja' : languages[0]!;
    }
  }
  return ownerLocale || 'en';
}
