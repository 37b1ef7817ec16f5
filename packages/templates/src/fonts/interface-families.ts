// The web app's interface fonts for scripts its Latin face (Inter, or the system's) may lack on a given
// machine: self-hosted Noto families, named here without the catalogue so the web app can import this file.
// interface.ts writes their @font-face rules; apps/web/src/styles/index.css lists them in its font stack.
import { scriptOnlyFamilies } from './script-families.ts';
import { fontFilesBase } from './variants.ts';

/** One family per script, in the order the interface's font stack lists them (Han families apart). */
export const interfaceScriptFamilies = [
  'Noto Sans',
  'Noto Sans Arabic',
  'Noto Sans Hebrew',
  ...scriptOnlyFamilies,
] as const;

/** Han characters look different in Chinese (Simplified, Traditional), Japanese and Korean. */
export function interfaceHanFamilies(locale: string): string[] {
  const tag = locale.toLowerCase();
  const language = tag.split(/[-_]/)[0];
  if (language === 'ja') return ['Noto Sans JP', 'Noto Sans TC', 'Noto Sans SC', 'Noto Sans KR'];
  if (language === 'ko') return ['Noto Sans KR', 'Noto Sans TC', 'Noto Sans JP', 'Noto Sans SC'];
  if (/^zh[-_](?:hant|tw|hk|mo)\b/.test(tag))
    return ['Noto Sans TC', 'Noto Sans SC', 'Noto Sans JP', 'Noto Sans KR'];
  return ['Noto Sans SC', 'Noto Sans TC', 'Noto Sans JP', 'Noto Sans KR'];
}

/**
 * Where the server serves the interface's @font-face rules: the scripts' (15 KB, about 1 KB compressed),
 * which index.html links, and the Han families' (800 KB, about 70 KB compressed: their unicode ranges
 * list single characters), which the app links after its first render so no page waits for them.
 */
export const interfaceFontsStylesheetUrls = {
  scripts: `${fontFilesBase}/fallbacks/interface.css`,
  han: `${fontFilesBase}/fallbacks/interface-han.css`,
} as const;

export type InterfaceFontSheet = keyof typeof interfaceFontsStylesheetUrls;
