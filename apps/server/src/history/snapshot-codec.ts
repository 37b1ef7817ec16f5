// A snapshot's document on disk: its JSON, brotli-compressed on its own. Each snapshot stands alone, so any one
// can be read, restored or pruned without the others (docs/decisions/0009-resume-history.md).
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

// On the sample resume (9.4 KB of JSON) quality 5 stores 3.0 KB in about a millisecond; 11 stores 2.6 KB but takes
// about 50 ms, too long for a step of every save. gzip at its best stores 3.3 KB.
const options = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

export const encodeSnapshot = (data: unknown): Buffer =>
  brotliCompressSync(Buffer.from(JSON.stringify(data), 'utf8'), options);

export const decodeSnapshot = (bytes: Uint8Array): unknown =>
  JSON.parse(brotliDecompressSync(bytes).toString('utf8'));
