// pdf.js is loaded without leaving its JSON polyfill behind (pdfjs.ts).
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pdfLines } from './printer/readback.ts';

/** A one-page PDF that shows "Hello"; pdf.js rebuilds the cross-reference table it leaves out. */
const helloPdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R',
    '  /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    '4 0 obj << /Length 41 >> stream',
    'BT /F1 12 Tf 20 100 Td (Hello) Tj ET',
    'endstream endobj',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);

/** Another realm's Function.prototype.toString: core-js makes this realm's one call its polyfills native. */
const sourceOf = runInNewContext('Function.prototype.toString') as (this: unknown) => string;
const isNative = (fn: unknown) => sourceOf.call(fn).includes('[native code]');

describe('pdf.js on the server', () => {
  it('reads a PDF and leaves JSON.parse and JSON.stringify native', async () => {
    expect((await pdfLines(helloPdf)).flat().join(' ')).toContain('Hello');
    expect(isNative(JSON.stringify)).toBe(true);
    expect(isNative(JSON.parse)).toBe(true);
  });
});
