// Writes packages/templates/src/fonts/catalogue.json from the installed @fontsource packages.
//
//   npx tsx packages/templates/scripts/fonts/generate-catalogue.ts [path/to/google-fonts-v1.json]
//
// The optional argument is data/google-fonts-v1.json from `npm pack google-font-metadata@6.0.8`
// (unpacked outside the repo); without it the categories come from the fontsource metadata.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildCatalogue, repoRoot } from './build-catalogue.ts';

const output = path.join(repoRoot, 'packages/templates/src/fonts/catalogue.json');
const catalogue = buildCatalogue(process.argv[2]);
// Written as prettier would, so that `npm run format:check` stays green after a regeneration.
writeFileSync(
  output,
  await format(JSON.stringify(catalogue), { ...(await resolveConfig(output)), filepath: output }),
);
console.log(`${catalogue.length} families → ${path.relative(repoRoot, output)}`);
