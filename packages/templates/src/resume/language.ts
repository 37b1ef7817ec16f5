// The language a resume is written in. A resume with language versions names it (`resumeInLanguage` leaves the
// shown version's tag first, docs/decisions/0017-resume-language-versions.md); one without carries no language
// field: its own letters decide when they are clearly of one non-Latin script, otherwise the owner's interface
// language stands. One pure function, used by
// the printer (the PDF's Lang) and by the sheets (their `lang`, and which CJK family draws Han characters, which
// Chinese, Japanese and Korean write differently).
import { richTextToPlain, type ResumeData } from '@rb/schema';

const scripts = {
  arabic: /\p{Script=Arabic}/gu,
  hebrew: /\p{Script=Hebrew}/gu,
  kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu,
  hangul: /\p{Script=Hangul}/gu,
  han: /\p{Script=Han}/gu,
  cyrillic: /\p{Script=Cyrillic}/gu,
  greek: /\p{Script=Greek}/gu,
};

const candidates: { script: keyof typeof scripts; languages: string[] }[] = [
  { script: 'arabic', languages: ['ar', 'fa', 'ur', 'ps', 'ku'] },
  { script: 'hebrew', languages: ['he', 'yi'] },
  { script: 'kana', languages: ['ja'] },
  { script: 'hangul', languages: ['ko'] },
  { script: 'han', languages: ['zh', 'ja'] },
  { script: 'cyrillic', languages: ['ru', 'uk', 'bg', 'sr', 'mk', 'be', 'kk'] },
  { script: 'greek', languages: ['el'] },
];

// Common characters that only Traditional (first) or only Simplified (second) Chinese writes this way: enough
// of them turn up in any resume (學/学, 經/经, 發/发, 設計/设计, 專案/专案, 負責/负责, …) to tell the two apart.
const traditionalOnly =
  /[們個這學國來時會說對開發經與業體專計務員責設電術資網應項產點實現動關後當從還進區長門問題無結條樣將萬據統類導師際總圖營銷傳標歷環達]/gu;
const simplifiedOnly =
  /[们个这学国来时会说对开发经与业体专计务员责设电术资网应项产点实现动关后当从还进区长门问题无结条样将万据统类导师际总图营销传标历环达]/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

function sampleText(data: ResumeData): string {
  const { basics, sections } = data;
  return [
    basics.name,
    basics.headline,
    richTextToPlain(sections.summary.content),
    ...sections.experience.items
      .slice(0, 6)
      .map((item) => `${item.company} ${item.position} ${richTextToPlain(item.summary)}`),
    ...sections.education.items.slice(0, 4).map((item) => `${item.institution} ${item.area}`),
  ].join(' ');
}

/**
 * A BCP 47 tag for the resume: 'ar' for an Arabic resume of an 'en-US' user, 'ja' when kana appear among Han
 * characters, 'zh-Hant' for Traditional Chinese, the owner's locale when it is of the detected language (or when
 * no script dominates), 'en' when there is no owner locale either.
 */
export function documentLanguage(data: ResumeData, ownerLocale = ''): string {
  const declared = data.metadata.languages[0];
  if (declared) return declared;
  const text = sampleText(data);
  const letters = count(text, /\p{L}/gu);
  const owner = ownerLocale.toLowerCase().split(/[-_]/)[0] ?? '';
  // Kana marks Japanese even when most letters are Han.
  const kana = count(text, scripts.kana);
  for (const { script, languages } of candidates) {
    const found = count(text, scripts[script]);
    const share = script === 'han' ? found + kana : found;
    if (letters === 0 || share * 2 <= letters) continue;
    if (languages.includes(owner)) return ownerLocale;
    if (script !== 'han') return languages[0]!;
    if (kana > 0) return 'ja';
    return count(text, traditionalOnly) > count(text, simplifiedOnly) ? 'zh-Hant' : 'zh';
  }
  return ownerLocale || 'en';
}
