/**
 * Writes the PDF fixtures made by other tools (docs/product.md#pdf-import): every invented person of
 * `pdf-fixtures/people.ts` as plain HTML printed by Chromium, and as a Word document printed by LibreOffice, each
 * in two layouts, with the fields a reader should find beside each PDF. Run by hand (needs `chromium` and
 * `soffice`): `npx tsx packages/formats/scripts/make-pdf-fixtures.ts`. The tests read the committed PDFs only.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docxLayouts, resumeDocx } from './pdf-fixtures/docx.ts';
import { htmlLayouts, resumeHtml } from './pdf-fixtures/html.ts';
import { expectedFields, people, type Person } from './pdf-fixtures/people.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/pdf');
const work = mkdtempSync(path.join(tmpdir(), 'pdf-fixtures-'));

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
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
    for (const layout of htmlLayouts) {
      const name = `${person.lang}-${layout}`;
      const html = path.join(work, `${name}.html`);
      const pdf = path.join(work, `${name}.pdf`);
      writeFileSync(html, resumeHtml(person, layout, index));
      run('chromium', [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--print-to-pdf=${pdf}`,
        `file://${html}`,
      ]);
      save('chromium-html', name, readFileSync(pdf), person);
    }
    for (const layout of docxLayouts) {
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
