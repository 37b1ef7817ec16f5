/**
 * Dates as resumes print them, told by their shape: a year, a month and year ("03/2021", "Mar 2021", "März 2021",
 * "janv. 2020", "2021年3月", "2021-03"), a period of two ("2015 – 2019", "Jan 2020 - Present", "03/2018 bis heute")
 * or an open one ("seit 2020", "since 2020", "od 2020"). Month names and words for "now" in the languages of
 * docs/product.md#import-formats; compared without case.
 */

// Month names and their common short forms, by prefix: "sept", "sierpnia", "luglio" all match their stem.
const months = [
  // English, German, Dutch
  'jan',
  'feb',
  'm[aä]r',
  'apr',
  'ma[iy]',
  'jun',
  'jul',
  'aug',
  'sep',
  'o[ck]t',
  'nov',
  'de[cz]',
  'mei',
  'maart',
  'okt',
  // French
  'janv',
  'f[ée]v',
  'mars',
  'avr',
  'juin',
  'juil',
  'ao[uû]',
  'd[ée]c',
  // Spanish, Portuguese, Italian
  'ene',
  'abr',
  'ago',
  'dic',
  'fev',
  'set',
  'out',
  'gen',
  'mag',
  'giu',
  'lug',
  'ott',
  // Polish (nominative and genitive stems)
  'sty',
  'lut',
  'mar',
  'kwi',
  'maj',
  'cze',
  'lip',
  'sie',
  'wrz',
  'pa[zź]',
  'lis',
  'gru',
].join('|');
const monthWord = `(?:${months})[\\p{L}]*\\.?`;
const year = '(?:19|20)\\d{2}';
const datePart = [
  `(?:\\d{1,2}\\.\\s?)?${monthWord}\\s+${year}`, // "Mar 2021", "1. März 2021"
  `\\d{1,2}\\s?[./-]\\s?${year}`, // "03/2021", "3.2021"
  `\\d{1,2}[./]\\d{1,2}[./]${year}`, // "01.03.2021"
  `${year}\\s?[./-]\\s?\\d{1,2}(?![\\d])`, // "2021-03", "2021.03"
  `${year}\\s?年(?:\\s?\\d{1,2}\\s?月)?`, // "2021年3月"
  year,
].join('|');
const presentWords = [
  'present',
  'current',
  'now',
  'today',
  'ongoing',
  'heute',
  'aktuell',
  'jetzt',
  'dato',
  'pr[ée]sent',
  'aujourd.hui',
  'actualidad',
  'actual',
  'actualmente',
  'presente',
  'hoy',
  'atual',
  'atualmente',
  'hoje',
  'heden',
  'nu',
  'oggi',
  'in corso',
  'obecnie',
  'teraz',
  'nadal',
  '至今',
  '现在',
  '今',
  '現在',
  '現職',
].join('|');
const between = '(?:[-–—~〜～]|to|bis|à|a|au|hasta|tot|até|al|do)';
const opening = '(?:seit|since|depuis|desde|dal|sinds|od|from|ab)';
const dateLine = new RegExp(
  `^(?:(?:${opening})\\s+(?:${datePart})|(?:${datePart})(?:\\s*${between}\\s*(?:${datePart}|${presentWords}))?)$`,
  'iu',
);

/** True when a line is a date or a period ("Jan 2020 - Present", "2015 – 2019", "03/2018 bis heute"). */
export const isDateLine = (text: string): boolean => dateLine.test(text.trim());
