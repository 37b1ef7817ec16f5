// Writes packages/templates/src/fonts/catalogue.json (and families.json, its names, and picker.json, what the
// typography panel shows) from the installed
// @fontsource packages.
//
//   npx tsx packages/templates/scripts/fonts/generate-catalogue.ts [path/to/google-fonts-v1.json]
//
// The optional argument is data/google-fonts-v1.json from `npm pack google-font-metadata@6.0.8`
// (unpacked outside the repo); without it the categories come from the fontsource metadata.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildCatalogue, repoRoot } from './build-catalogue.ts';

const folder = path.join(repoRoot, 'packages/templates/src/fonts');
const catalogue = buildCatalogue(process.argv[2]);
// Written as prettier would, so that `npm run format:check` stays green after a regeneration.
const write = async (file: string, value: unknown) => {
  const output = path.join(folder, file);
  writeFileSync(
    output,
    await format(JSON.stringify(value), { ...(await resolveConfig(output)), filepath: output }),
  );
  console.log(`${catalogue.length} families → ${path.relative(repoRoot, output)}`);
};
await write('catalogue.json', catalogue);
// The names alone, for pages that only need to name a font (src/fonts/families.ts).
await write(
  'families.json',
  catalogue.map((font) => [font.id, font.family, font.category]),
);
// What the typography panel lists and offers, without the files and ranges only the server needs (src/fonts/picker.ts).
await write(
  'picker.json',
  catalogue.map((font) => [font.id, font.family, font.category, font.subsets, font.variants]),
);
