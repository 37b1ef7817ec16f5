/** Words for skill and language levels, read into the resume's 0–5 scale and written back out. */

const skillWords: [RegExp, number][] = [
  [/\b(expert|master|guru)/i, 5],
  [/\b(advanced|proficient|strong)/i, 4],
  [/\b(intermediate|competent|good)/i, 3],
  [/\b(elementary|basic|familiar)/i, 2],
  [/\b(beginner|novice|learning)/i, 1],
];

const languageWords: [RegExp, number][] = [
  [
    /\b(native|bilingual|mother tongue|c2|muttersprache|nativo|nativa|langue maternelle|lengua materna|bilingue)\b/i,
    5,
  ],
  [/\b(full professional|fluent|c1|fließend|verhandlungssicher|courant|fluide|fluido)\b/i, 4],
  [/\b(professional working|advanced|b2|b1|intermediate)\b/i, 3],
  [/\b(limited working|a2|conversational)\b/i, 2],
  [/\b(elementary|basic|beginner|a1)\b/i, 1],
];

const fromWords = (text: string | undefined, words: [RegExp, number][]): number => {
  const value = (text ?? '').trim();
  const number = /^[0-5]$/.exec(value);
  if (number) return Number(value);
  // A level nobody can read is shown as none rather than as a made-up rating.
  return words.find(([pattern]) => pattern.test(value))?.[1] ?? 0;
};

export const skillLevelFromText = (text: string | undefined) => fromWords(text, skillWords);
export const languageLevelFromText = (text: string | undefined) => fromWords(text, languageWords);

const skillNames = ['', 'Beginner', 'Elementary', 'Intermediate', 'Advanced', 'Expert'];
const languageNames = [
  '',
  'Elementary proficiency',
  'Limited working proficiency',
  'Professional working proficiency',
  'Full professional proficiency',
  'Native or bilingual proficiency',
];

export const skillLevelName = (level: number): string => skillNames[level] ?? '';
export const languageLevelName = (level: number): string => languageNames[level] ?? '';

/** Any number into the 0–5 scale. */
export const clampLevel = (value: number): number =>
  Number.isFinite(value) ? Math.min(5, Math.max(0, Math.floor(value))) : 0;
