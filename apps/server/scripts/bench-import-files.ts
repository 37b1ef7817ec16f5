/**
 * Times the PDF and Word imports (docs/product.md#pdf-import) on files of real size: the sample and the long
 * resume of the round trip (`roundTripResumes`), printed by this product's printer in the default template and
 * in a two-column one with a sidebar, and as the product's Word export. Per file: its pages, the median and p95
 * of reading and mapping it (pdf.js text layer and `importPdfText`; mammoth and the mapping for Word), and how
 * many round-trip fields came back. Not a test: it prints numbers. The second part of `npm run bench:import`
 * (the first, packages/formats/scripts/bench.ts, times the converters that run in the browser).
 *
 *   npm run build -w apps/artboard   # once: the printer draws the PDFs with the built artboard
 */
import { performance } from 'node:perf_hooks';
import { exportDocx, importers } from '@rb/formats';
import { importPdfText, roundTripMisses, roundTripResumes } from '@rb/formats/pdf';
import type { ResumeData, TemplateId } from '@rb/schema';
import { readPdfText } from '../src/imports/pdf-reader.ts';
import { printPdf, showDocument } from '../src/printer/printer.page.ts';
import { healthy, serve } from './bench-app.ts';
import { depsOf } from '../src/app.ts';

const port = 3177;
const runs = 30;
const templates: TemplateId[] = ['rhyhorn', 'altaria'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Median and p95 of `runs` timed runs after five warm-up runs; the last run's result. */
async function timed<T>(run: () => Promise<T>): Promise<{ p50: number; p95: number; result: T }> {
  for (let index = 0; index < 5; index += 1) await run();
  const samples: number[] = [];
  let result: T | undefined;
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    result = await run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), result: result! };
}

const row = (
  label: string,
  pages: string,
  bytes: number,
  time: { p50: number; p95: number },
  found: string,
) =>
  console.log(
    `  ${label.padEnd(30)} ${pages.padStart(5)} ${(bytes ? `${(bytes / 1024).toFixed(0)} KB` : '').padStart(7)}   ` +
      `${time.p50.toFixed(1).padStart(6)} ms ${time.p95.toFixed(1).padStart(6)} ms   ${found}`,
  );

const fieldsFound = (original: ResumeData, imported: ResumeData) => {
  const { misses, count } = roundTripMisses(original, imported);
  return `${count - misses.length}/${count}`;
};

async function main() {
  const { app, config, listen, close } = await serve(port, false);
  try {
    await listen();
    await healthy(config.publicUrl);
    const printer = depsOf(app).printer;
    const resumes = roundTripResumes();

    console.log(`\nPDF and Word imports (Node, one core, ${runs} runs after 5 warm-up runs):`);
    console.log(`  ${'file'.padEnd(30)} pages    size      p50       p95      fields found`);
    for (const template of templates)
      for (const [name, resume] of Object.entries(resumes)) {
        const data: ResumeData = { ...resume, metadata: { ...resume.metadata, template } };
        const pdf = await printer.browser.run(async (page) => {
          await showDocument(page, data, { title: name, lang: 'en' });
          return printPdf(page);
        });
        const time = await timed(async () => importPdfText(await readPdfText(pdf)));
        const text = await readPdfText(pdf);
        // Where the time goes: pdf.js (fonts loaded for bold and italics, text runs) or the mapping.
        const mapping = await timed(async () => importPdfText(text));
        const found = time.result.ok ? fieldsFound(data, time.result.data) : 'refused';
        row(`PDF, ${template}, ${name}`, String(text.pages.length), pdf.byteLength, time, found);
        row('  of it, the mapping', '', 0, mapping, '');
      }
    for (const [name, data] of Object.entries(resumes)) {
      const docx = await exportDocx(data);
      const time = await timed(() => importers.docx.parse(docx));
      const found = time.result.ok ? fieldsFound(data, time.result.data) : 'refused';
      // A Word file has no pages of its own until a word processor lays it out.
      row(`Word export, ${name}`, '—', docx.byteLength, time, found);
    }
  } finally {
    await close();
  }
}

await main();
