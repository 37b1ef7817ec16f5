// Mail words per locale, one file each. Add a locale by adding a file of the same shape and a line here.
// A locale without its own words falls back to the first locale listed for its language (pt -> pt-BR,
// zh -> zh-CN), then to en-US.
import enUS from './en-US.ts';
import afZA from './af-ZA.ts';
import amET from './am-ET.ts';
import arSA from './ar-SA.ts';
import bgBG from './bg-BG.ts';
import bnBD from './bn-BD.ts';
import caES from './ca-ES.ts';
import csCZ from './cs-CZ.ts';
import daDK from './da-DK.ts';
import deDE from './de-DE.ts';
import elGR from './el-GR.ts';
import esES from './es-ES.ts';
import faIR from './fa-IR.ts';
import fiFI from './fi-FI.ts';
import frFR from './fr-FR.ts';
import heIL from './he-IL.ts';
import hiIN from './hi-IN.ts';
import huHU from './hu-HU.ts';
import idID from './id-ID.ts';
import itIT from './it-IT.ts';
import jaJP from './ja-JP.ts';
import kmKH from './km-KH.ts';
import knIN from './kn-IN.ts';
import koKR from './ko-KR.ts';
import ltLT from './lt-LT.ts';
import lvLV from './lv-LV.ts';
import mlIN from './ml-IN.ts';
import mrIN from './mr-IN.ts';
import neNP from './ne-NP.ts';
import nlNL from './nl-NL.ts';
import noNO from './no-NO.ts';
import orIN from './or-IN.ts';
import plPL from './pl-PL.ts';
import ptBR from './pt-BR.ts';
import ptPT from './pt-PT.ts';
import roRO from './ro-RO.ts';
import ruRU from './ru-RU.ts';
import skSK from './sk-SK.ts';
import sqAL from './sq-AL.ts';
import srSP from './sr-SP.ts';
import svSE from './sv-SE.ts';
import taIN from './ta-IN.ts';
import teIN from './te-IN.ts';
import thTH from './th-TH.ts';
import trTR from './tr-TR.ts';
import ukUA from './uk-UA.ts';
import viVN from './vi-VN.ts';
import zhCN from './zh-CN.ts';
import zhTW from './zh-TW.ts';
import type { MailWords } from './types.ts';

export const mailLocales: Record<string, MailWords> = {
  'en-US': enUS,
  'af-ZA': afZA,
  'am-ET': amET,
  'ar-SA': arSA,
  'bg-BG': bgBG,
  'bn-BD': bnBD,
  'ca-ES': caES,
  'cs-CZ': csCZ,
  'da-DK': daDK,
  'de-DE': deDE,
  'el-GR': elGR,
  'es-ES': esES,
  'fa-IR': faIR,
  'fi-FI': fiFI,
  'fr-FR': frFR,
  'he-IL': heIL,
  'hi-IN': hiIN,
  'hu-HU': huHU,
  'id-ID': idID,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'km-KH': kmKH,
  'kn-IN': knIN,
  'ko-KR': koKR,
  'lt-LT': ltLT,
  'lv-LV': lvLV,
  'ml-IN': mlIN,
  'mr-IN': mrIN,
  'ne-NP': neNP,
  'nl-NL': nlNL,
  'no-NO': noNO,
  'or-IN': orIN,
  'pl-PL': plPL,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  'ro-RO': roRO,
  'ru-RU': ruRU,
  'sk-SK': skSK,
  'sq-AL': sqAL,
  'sr-SP': srSP,
  'sv-SE': svSE,
  'ta-IN': taIN,
  'te-IN': teIN,
  'th-TH': thTH,
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
