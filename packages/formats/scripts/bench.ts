// Times the importers on the largest fixture of each format, the exports (JSON Resume, Markdown, text, Word), and
// the refusal of zip bombs.
// Not a test: it prints numbers. Run with `npx tsx packages/formats/scripts/bench.ts`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createDeflateRaw } from 'node:zlib';
import JSZip from 'jszip';
import {
  convertToJsonResume,
  exportDocx,
  exportMarkdown,
  exportText,
  importers,
  isServerImport,
  type ImportResult,
  type ImportTypeId,
} from '../src/index.ts';

const here = (path: string) => new URL(`../src/${path}`, import.meta.url);

const largest = (folder: string, suffix: string) =>
  readdirSync(here(folder))
    .filter((name) => name.endsWith(suffix))
    .map((name) => ({ name, size: statSync(new URL(name, `${here(folder).href}/`)).size }))
    .sort((a, b) => b.size - a.size)[0]!.name;

const linkedInZip = async () => {
  const zip = new JSZip();
  for (const name of readdirSync(here('linkedin/fixtures/complete')))
    zip.file(name, readFileSync(new URL(name, `${here('linkedin/fixtures/complete').href}/`)));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const time = async (run: () => Promise<unknown> | unknown, runs: number) => {
  for (let i = 0; i < Math.min(20, runs); i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return `median ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms (${runs} runs)`;
};

const ok = (result: ImportResult) => {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
};

const jsonResumeName = largest('json-resume/fixtures', '.resume.json');
const inputs: [ImportTypeId, string, Uint8Array][] = [
  [
    'native-json',
    'every-section.native.json',
    readFileSync(here('native/fixtures/every-section.native.json')),
  ],
  ['native-v3-json', 'complete.v3.json', readFileSync(here('native-v3/fixtures/complete.v3.json'))],
  ['json-resume-json', jsonResumeName, readFileSync(here(`json-resume/fixtures/${jsonResumeName}`))],
  ['linkedin-data-export-zip', 'complete/ (8 CSVs, zipped)', await linkedInZip()],
];

console.log('Converters (Node, one core, after 20 warm-up runs):');
for (const [type, name, bytes] of inputs) {
  if (isServerImport(type)) continue;
  console.log(
    `  ${type} ${name} (${bytes.byteLength} bytes): ${await time(() => importers[type].parse(bytes).then(ok), 300)}`,
  );
}
const exported = ok(await importers['native-json'].parse(inputs[0]![2])).data;
console.log(
  `  JSON Resume export of every-section.native.json: ${await time(() => convertToJsonResume(exported), 300)}`,
);
console.log(
  `  Markdown export of every-section.native.json: ${await time(() => exportMarkdown(exported), 300)}`,
);
console.log(`  Text export of every-section.native.json: ${await time(() => exportText(exported), 300)}`);
const docxFile = await exportDocx(exported);
const docxBytes = docxFile.byteLength;
console.log(
  `  Word export of every-section.native.json (${docxBytes} bytes): ${await time(() => exportDocx(exported), 100)}`,
);
console.log(
  `  Word import of that export (${docxBytes} bytes): ${await time(() => importers.docx.parse(docxFile).then(ok), 100)}`,
);

/** A one-file archive written by hand, so that its declared size can be anything. */
const oneFileZip = (name: string, deflated: Uint8Array, declaredSize: number): Uint8Array => {
  const nameBytes = new TextEncoder().encode(name);
  const local = new DataView(new ArrayBuffer(30));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(4, 20, true);
  local.setUint16(8, 8, true);
  local.setUint32(18, deflated.byteLength, true);
  local.setUint32(22, declaredSize, true);
  local.setUint16(26, nameBytes.byteLength, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(4, 20, true);
  central.setUint16(6, 20, true);
  central.setUint16(10, 8, true);
  central.setUint32(20, deflated.byteLength, true);
  central.setUint32(24, declaredSize, true);
  central.setUint16(28, nameBytes.byteLength, true);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, 46 + nameBytes.byteLength, true);
  end.setUint32(16, 30 + nameBytes.byteLength + deflated.byteLength, true);
  return Buffer.concat([
    new Uint8Array(local.buffer),
    nameBytes,
    deflated,
    new Uint8Array(central.buffer),
    nameBytes,
    new Uint8Array(end.buffer),
  ]);
};

/** 1 GiB of zeros through deflate, a mebibyte at a time. */
const deflatedZeros = (bytes: number) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const deflate = createDeflateRaw({ level: 9 });
    deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
    deflate.on('end', () => resolve(Buffer.concat(chunks)));
    deflate.on('error', reject);
    const block = Buffer.alloc(1024 * 1024);
    let left = bytes / block.byteLength;
    const write = () => {
      while (left > 0) {
        left -= 1;
        if (!deflate.write(block)) return void deflate.once('drain', write);
      }
      deflate.end();
    };
    write();
  });

const refuse = async (label: string, bytes: Uint8Array) => {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const result = await importers['linkedin-data-export-zip'].parse(bytes);
  const elapsed = performance.now() - started;
  const heap = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const answer = result.ok ? 'IMPORTED (wrong)' : result.errors.map((error) => error.code).join(', ');
  console.log(
    `  ${label} (${(bytes.byteLength / 1024).toFixed(0)} KB): ${answer} in ${elapsed.toFixed(1)} ms, heap +${heap.toFixed(1)} MB`,
  );
};

console.log('Zip bombs (LinkedIn importer):');
const gib = 1024 * 1024 * 1024;
const zeros = await deflatedZeros(gib);
// Honest headers cannot say 1 GiB in 32 bits without ZIP64; 0xFFFFFFFE bytes (4 GiB - 2) is what a bomb declares.
await refuse('1 GiB of zeros, declared size 4 GiB', oneFileZip('Positions.csv', zeros, 0xfffffffe));
await refuse('1 GiB of zeros, declared size 1 GiB', oneFileZip('Positions.csv', zeros, gib));
await refuse('1 GiB of zeros, declared size 100 bytes (a lie)', oneFileZip('Positions.csv', zeros, 100));
const many = new JSZip();
for (let i = 0; i < 10_000; i += 1) many.file(`f${i}.csv`, '');
await refuse('10,000 entries', await many.generateAsync({ type: 'uint8array' }));
