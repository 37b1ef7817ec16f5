// `npm run check` part: fails when a file cites a document that is not in the repository, or links to a heading of
// docs/ that does not exist (scripts/lib/doc-references.mjs).
import { brokenAnchorsIn, outsideReferencesIn } from './lib/doc-references.mjs';
import { root } from './lib/ensure.mjs';

const outside = outsideReferencesIn(root);
const broken = brokenAnchorsIn(root);
if (outside.length) {
  console.error(
    `✖ ${outside.length} citation(s) of documents outside the repository; point them at docs/ instead:`,
  );
  for (const entry of outside) console.error(`  ${entry}`);
}
if (broken.length) {
  console.error(`✖ ${broken.length} link(s) to a heading of docs/ that does not exist:`);
  for (const entry of broken) console.error(`  ${entry}`);
}
if (outside.length || broken.length) process.exit(1);
console.log('doc references: ok');
