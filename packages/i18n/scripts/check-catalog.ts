// Checks the catalogs of the given locales (all of them when none is given): how much is translated and
// which translations would break on screen. Exits 1 when any would. Usage: npm run i18n:check -- fi-FI
import { readFileSync } from 'node:fs';
import { catalogProblems, catalogProgress } from '../src/catalog.ts';
import { locales } from '../src/languages.ts';

const wanted = process.argv.slice(2);
let failed = false;
for (const locale of wanted.length > 0 ? wanted : locales) {
  const po = readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const problems = catalogProblems(po);
  console.log(`${locale}: ${catalogProgress(po)}% translated, ${problems.length} problem(s)`);
  for (const problem of problems) console.log(`  ${problem}`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
