// Mail words per locale, one file each. Add a locale by adding a file of the same shape and a line here.
// A locale without its own words falls back to the first locale listed for its language (pt -> pt-BR,
// zh -> zh-CN), then to en-US.
import enUS from './en-US.ts';
import arSA from './ar-SA.ts';
import csCZ from './cs-CZ.ts';
import deDE from './de-DE.ts';
import esES from './es-ES.ts';
import frFR from './fr-FR.ts';
import heIL from './he-IL.ts';
import itIT from './it-IT.ts';
import jaJP from './ja-JP.ts';
import koKR from './ko-KR.ts';
import nlNL from './nl-NL.ts';
import plPL from './pl-PL.ts';
import ptBR from './pt-BR.ts';
import ptPT from './pt-PT.ts';
import ruRU from './ru-RU.ts';
import svSE from './sv-SE.ts';
import trTR from './tr-TR.ts';
import ukUA from './uk-UA.ts';
import viVN from './vi-VN.ts';
import zhCN from './zh-CN.ts';
import zhTW from './zh-TW.ts';
import type { MailWords } from './types.ts';

export const mailLocales: Record<string, MailWords> = {
  'en-US': enUS,
  'ar-SA': arSA,
  'cs-CZ': csCZ,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'he-IL': heIL,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'nl-NL': nlNL,
  'pl-PL': plPL,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  'ru-RU': ruRU,
  'sv-SE': svSE,
  'tr-TR': trTR,
  'uk-UA': ukUA,
  'vi-VN': viVN,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

const byLanguage = new Map<string, MailWords>();
for (const [locale, words] of Object.entries(mailLocales)) {
  const language = locale.split('-')[0]!;
  if (!byLanguage.has(language)) byLanguage.set(language, words);
}

export const wordsFor = (locale: string | null | undefined): MailWords => {
  if (locale && mailLocales[locale]) return mailLocales[locale];
  const language = locale?.split('-')[0];
  return (language && byLanguage.get(language)) || enUS;
};

export type { MailWords } from './types.ts';
