// pdf.js for the server (the PDF import, the parse-back check), loaded on first use. Its legacy build carries
// core-js, which on Node 20 (no JSON.rawJSON) replaces JSON.parse and JSON.stringify process-wide with script
// versions: every request's body and answer then went through them (bench:load profiled JSON.stringify at a
// twentieth of the server's time, docs/decisions/0025-autosave-under-load.md). The native functions are put back
// once pdf.js and its worker are in; pdf.js itself does not use what the polyfill adds.
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type Pdfjs = typeof PdfjsModule;

const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

let loading: Promise<Pdfjs> | undefined;

async function load(): Promise<Pdfjs> {
  const { parse, stringify } = JSON;
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // In Node pdf.js runs its worker in this thread and would import it (and core-js again) on the first document.
    // Named by a variable: the worker ships no types, and the type checks of the rooms that reach this file through
    // theirs would each need a declaration.
    const worker: unknown = await import(workerModule);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdfjs;
  } finally {
    JSON.parse = parse;
    JSON.stringify = stringify;
  }
}

/** pdf.js, imported once, with the process's JSON left native. */
export const loadPdfjs = (): Promise<Pdfjs> => (loading ??= load());
