// How answers are compressed (docs/decisions/0030-hot-path-statements-and-answers.md). Files (scripts, styles) use
// @fastify/compress's brotli quality 4; an API answer is compressed anew for every request, where quality 2 costs
// half the CPU of 4 for a 10 KB resume and makes it about 5 % larger.
import zlib, { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** Every reply: brotli or gzip from 1 KB, in one call up to 64 KB (docs/decisions/0025-autosave-under-load.md). */
export const compression = {
  threshold: 1024,
  syncThreshold: 64 * 1024,
  encodings: ['br' as const, 'gzip' as const],
};

/** Replies under /api. */
export const apiCompression = {
  ...compression,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
};

/**
 * apiCompression for a route whose answers are a few texts sent again and again (the public resume): each text is
 * compressed once per encoding and the bytes kept, the `max` most recent texts of each. The text must be the same
 * string each time (a kept answer's), for the look-up not to hash 10 KB anew.
 */
export function rememberingCompression(max: number) {
  const remembering = <Options>(compress: (payload: string | Buffer, options?: Options) => Buffer) => {
    const kept = new Map<string, Buffer>();
    return (payload: string | Buffer, options?: Options): Buffer => {
      if (typeof payload !== 'string') return compress(payload, options);
      const known = kept.get(payload);
      if (known) return known;
      const bytes = compress(payload, options);
      kept.set(payload, bytes);
      for (const [oldest] of kept) {
        if (kept.size <= max) break;
        kept.delete(oldest);
      }
      return bytes;
    };
  };
  return {
    ...apiCompression,
    // @fastify/compress takes the one-call compressors from here and everything else from node:zlib.
    zlib: {
      brotliCompressSync: remembering<BrotliOptions>(zlib.brotliCompressSync),
      gzipSync: remembering<ZlibOptions>(zlib.gzipSync),
    },
  };
}
