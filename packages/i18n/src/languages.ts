import progress from './progress.json';

/**
 * The locales the interface ships in. `progress` is the share of interface strings that are
 * actually translated (0–100), shown as a badge in the language picker. It is measured from the
 * catalogs by scripts/update-progress.ts (run by `npm run i18n:extract`), never typed by hand.
 * `editorCode` is the code used by the translation editor for the same language.
 */
export type Language = {
  id: string;
  name: string;
  editorCode: string;
  locale: string;
  progress: number;
};

const measured: Record<string, number> = progress;

const language = (locale: string, name: string, editorCode: string): Language => ({
  id: locale,
  name,
  editorCode,
  locale,
  progress: measured[locale] ?? 0,
});

export const languages: readonly Language[] = [
  language('af-ZA', 'Afrikaans', 'af'),
  language('am-ET', 'አማርኛ', 'am'),
  language('ar-SA', 'العربية', 'ar'),
  language('bg-BG', 'Български', 'bg'),
  language('bn-BD', 'বাংলা', 'bn'),
  language('ca-ES', 'Català', 'ca'),
  language('cs-CZ', 'Čeština', 'cs'),
  language('da-DK', 'Dansk', 'da'),
  language('de-DE', 'Deutsch', 'de'),
  language('el-GR', 'Ελληνικά', 'el'),
  language('en-US', 'English', 'en-US'),
  language('es-ES', 'Español', 'es-ES'),
  language('fa-IR', 'فارسی', 'fa'),
  language('fi-FI', 'Suomi', 'fi'),
  language('fr-FR', 'Français', 'fr'),
  language('he-IL', 'עברית', 'he'),
  language('hi-IN', 'हिन्दी', 'hi'),
  language('hu-HU', 'Magyar', 'hu'),
  language('id-ID', 'Bahasa Indonesia', 'id'),
  language('it-IT', 'Italiano', 'it'),
  language('ja-JP', '日本語', 'ja'),
  language('km-KH', 'ខ្មែរ', 'km'),
  language('kn-IN', 'ಕನ್ನಡ', 'kn'),
  language('ko-KR', '한국어', 'ko'),
  language('lt-LT', 'Lietuvių', 'lt'),
  language('lv-LV', 'Latviešu', 'lv'),
  language('ml-IN', 'മലയാളം', 'ml-IN'),
  language('mr-IN', 'मराठी', 'mr'),
  language('ne-NP', 'नेपाली', 'ne-NP'),
  language('nl-NL', 'Nederlands', 'nl'),
  language('no-NO', 'Norsk', 'no'),
  language('or-IN', 'ଓଡ଼ିଆ', 'or'),
  language('pl-PL', 'Polski', 'pl'),
  language('pt-BR', 'Português (Brasil)', 'pt-BR'),
  language('pt-PT', 'Português (Portugal)', 'pt-PT'),
  language('ro-RO', 'Română', 'ro'),
  language('ru-RU', 'Русский', 'ru'),
  language('sk-SK', 'Slovenčina', 'sk'),
  language('sq-AL', 'Shqip', 'sq'),
  language('sr-SP', 'Српски', 'sr'),
  language('sv-SE', 'Svenska', 'sv-SE'),
  language('ta-IN', 'தமிழ்', 'ta'),
  language('te-IN', 'తెలుగు', 'te'),
  language('th-TH', 'ไทย', 'th'),
  language('tr-TR', 'Türkçe', 'tr'),
  language('uk-UA', 'Українська', 'uk'),
  language('vi-VN', 'Tiếng Việt', 'vi'),
  language('zh-CN', '简体中文', 'zh-CN'),
  language('zh-TW', '繁體中文', 'zh-TW'),
];

export const locales: readonly string[] = languages.map((entry) => entry.locale);
