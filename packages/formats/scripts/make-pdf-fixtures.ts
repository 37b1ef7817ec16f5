/**
 * Writes the PDF fixtures made by other tools (docs/product.md#pdf-import): every invented person of
 * `pdf-fixtures/people.ts` as plain HTML printed by Chromium, and as a Word document printed by LibreOffice, each
 * in two layouts, and as plain HTML whose header has no heading (`chromium-contacts`: the name, then a contact per
 * line, then the experience), with the fields a reader should find beside each PDF. Run by hand (needs `chromium`
 * and `soffice`): `npx tsx packages/formats/scripts/make-pdf-fixtures.ts [family…]`, the families named or all of
 * them. The tests read the committed PDFs only.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxLayouts, resumeDocx } from './pdf-fixtures/docx.ts';
import { contactsHtml, contactsLayouts, htmlLayouts, resumeHtml } from './pdf-fixtures/html.ts';
import { expectedFields, people, type Person } from './pdf-fixtures/people.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/pdf');
const work = mkdtempSync(path.join(tmpdir(), 'pdf-fixtures-'));
const families = process.argv.slice(2);
const wanted = (family: string) => families.length === 0 || families.includes(family);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
}

function printHtml(name: string, html: string): Buffer {
  const file = path.join(work, `${name}.html`);
  const pdf = path.join(work, `${name}.pdf`);
  writeFileSync(file, html);
  run('chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-pdf-header-footer',
    `--print-to-pdf=${pdf}`,
    `file://${file}`,
  ]);
  return readFileSync(pdf);
}

function save(family: string, name: string, pdf: Buffer, person: Person) {
  const folder = path.join(root, family);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.pdf`), pdf);
  const expected = { language: person.lang, fields: expectedFields(person) };
  writeFileSync(path.join(folder, `${name}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);
  console.log(`${family}/${name}.pdf ${pdf.length} bytes`);
}

try {
  for (const [index, person] of people.entries()) {
    for (const layout of wanted('chromium-html') ? htmlLayouts : []) {
      const name = `${person.lang}-${layout}`;
      save('chromium-html', name, printHtml(name, resumeHtml(person, layout, index)), person);
    }
    for (const layout of wanted('chromium-contacts') ? contactsLayouts : []) {
      const name = `${person.lang}-${layout}`;
      save('chromium-contacts', name, printHtml(name, contactsHtml(person, layout)), person);
    }
    for (const layout of wanted('libreoffice-docx') ? docxLayouts : []) {
      const name = `${person.lang}-${layout}`;
      writeFileSync(path.join(work, `${name}.docx`), await resumeDocx(person, layout));
      run('soffice', [
        `-env:UserInstallation=file://${work}/profile`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        work,
        path.join(work, `${name}.docx`),
      ]);
      save('libreoffice-docx', name, readFileSync(path.join(work, `${name}.pdf`)), person);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
