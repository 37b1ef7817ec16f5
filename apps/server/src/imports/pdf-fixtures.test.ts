// PDFs made by other tools (Chromium from plain HTML, LibreOffice from Word documents; see
// packages/formats/scripts/make-pdf-fixtures.ts) read with the real PDF reader: the share of their expected fields
// found, per fixture and per family, held at the level measured (docs/product.md#pdf-import), and nothing in a
// result that the file does not hold.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldMisses, importPdfText, type ExpectedField } from '@rb/formats/pdf';
import { repoRoot } from '../config.ts';
import { normalise, pdfLines } from '../printer/readback.ts';
import { textValues } from '../../test/text-values.ts';
import { readPdfText } from './pdf-reader.ts';

const fixtures = path.join(repoRoot, 'packages/formats/fixtures/pdf');

// Expected fields found where not all are, as measured (of 15 each); a fixture that finds fewer fails, and one
// that finds more should raise its number here.
const floors: Record<string, number> = {
  'libreoffice-docx/en-table': 14,
  'libreoffice-docx/nl-table': 14,
};

const families = readdirSync(fixtures).sort();
const found = new Map<string, { got: number; of: number }>();

afterAll(() => {
  const rows = [...found].map(([name, { got, of }]) => `  ${name.padEnd(32)} ${got}/${of}`);
  for (const family of families) {
    const own = [...found].filter(([name]) => name.startsWith(`${family}/`)).map(([, value]) => value);
    const got = own.reduce((sum, { got }) => sum + got, 0);
    const of = own.reduce((sum, { of }) => sum + of, 0);
    rows.push(`  ${family.padEnd(32)} ${got}/${of} (${((100 * got) / of).toFixed(1)} %)`);
  }
  console.log(`PDF fixtures, expected fields found:\n${rows.join('\n')}`);
});

describe.each(families)('PDF fixtures: %s', (family) => {
  const names = readdirSync(path.join(fixtures, family))
    .filter((file) => file.endsWith('.pdf'))
    .map((file) => file.slice(0, -'.pdf'.length))
    .sort();

  it.each(names)('%s', async (name) => {
    const pdf = readFileSync(path.join(fixtures, family, `${name}.pdf`));
    const { fields } = JSON.parse(
      readFileSync(path.join(fixtures, family, `${name}.expected.json`), 'utf8'),
    ) as { fields: ExpectedField[] };
    const result = importPdfText(await readPdfText(pdf));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const misses = fieldMisses(fields, result.data);
    const key = `${family}/${name}`;
    found.set(key, { got: fields.length - misses.length, of: fields.length });
    expect(fields.length - misses.length, misses.join('\n')).toBeGreaterThanOrEqual(
      floors[key] ?? fields.length,
    );

    // Nothing invented: every text in the result is text of the file.
    const fileText = normalise((await pdfLines(pdf)).flat().join(''));
    const invented = textValues(result.data).filter(([, text]) => !fileText.includes(normalise(text)));
    expect(invented).toEqual([]);
  });
});
