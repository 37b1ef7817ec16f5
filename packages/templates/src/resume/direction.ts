import { richTextToPlain, type ResumeData } from '@rb/schema';

const letters = /\p{L}/gu;
const rtlLetters = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/gu;

export type Direction = 'ltr' | 'rtl';

/** Direction of a text by its letters: right-to-left when Hebrew/Arabic-script letters outnumber the rest. */
export function textDirection(text: string): Direction {
  const rtl = text.match(rtlLetters)?.length ?? 0;
  const all = text.match(letters)?.length ?? 0;
  return rtl > all - rtl ? 'rtl' : 'ltr';
}

/** A resume reads right to left when its own words do: name, headline, summary and item titles. */
export function resumeDirection(resume: ResumeData): Direction {
  const { basics, sections } = resume;
  const titles = [
    ...sections.experience.items.map((item) => `${item.company} ${item.position}`),
    ...sections.education.items.map((item) => `${item.institution} ${item.area}`),
  ];
  return textDirection(
    [basics.name, basics.headline, richTextToPlain(sections.summary.content), ...titles.slice(0, 6)].join(
      ' ',
    ),
  );
}
