// Writes src/progress.json from the catalogs on disk, so the language picker's badges tell the truth.
// Runs after every extraction (npm run i18n:extract).
import { readFileSync, writeFileSync } from 'node:fs';
import { catalogProgress } from '../src/catalog.ts';
import { locales } from '../src/languages.ts';
import { defaultLocale } from '../src/locale.ts';

const root = new URL('../', import.meta.url);
const progress: Record<string, number> = {};
for (const locale of locales) {
  const po = readFileSync(new URL(`locales/${locale}/messages.po`, root), 'utf8');
  // The source locale is complete by definition: its messages are the originals.
  progress[locale] = locale === defaultLocale ? 100 : catalogProgress(po);
}
writeFileSync(new URL('src/progress.json', root), `${JSON.stringify(progress, null, 2)}\n`);
console.log(
  Object.entries(progress)
    .filter(([, value]) => value > 0)
    .map(([locale, value]) => `${locale} ${value}%`)
    .join(', '),
);
