// Checks the catalogs of the given locales (all of them when none is given): how much of the interface's, the
// mails' and the artboard's catalogs is translated and which translations would break on screen. Exits 1 when any
// would. Usage: npm run i18n:check -- fi-FI
import { readFileSync } from 'node:fs';
import { catalogNames, catalogProblems, catalogProgress } from '../src/catalog.ts';
import { locales } from '../src/languages.ts';

const wanted = process.argv.slice(2);
let failed = false;
for (const locale of wanted.length > 0 ? wanted : locales) {
  const report: string[] = [];
  const problems: string[] = [];
  for (const catalog of catalogNames) {
    const po = readFileSync(new URL(`../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8');
    report.push(`${catalog} ${catalogProgress(po)}%`);
    problems.push(...catalogProblems(po).map((problem) => `${catalog}: ${problem}`));
  }
  console.log(`${locale}: ${report.join(', ')} translated, ${problems.length} problem(s)`);
  for (const problem of problems) console.log(`  ${problem}`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
