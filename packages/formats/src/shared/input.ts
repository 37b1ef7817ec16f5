import { importLimits } from '../limits.ts';
import { failure, type ImportFailure } from '../types.ts';

type Read<T> = { ok: true; value: T } | ImportFailure;

const isBytes = (input: unknown): input is Uint8Array => input instanceof Uint8Array;

/** The input as bytes, refusing anything that is neither bytes nor text, or is over the size cap. */
export const readBytes = (input: unknown, limit: number = importLimits.maxFileBytes): Read<Uint8Array> => {
  let bytes: Uint8Array;
  if (isBytes(input)) bytes = input;
  else if (input instanceof ArrayBuffer) bytes = new Uint8Array(input);
  else return failure('unreadable');
  if (bytes.byteLength > limit) {
    return failure(limit === importLimits.maxFileBytes ? 'fileTooLarge' : 'archiveTooLarge', '', {
      bytes: limit,
    });
  }
  return { ok: true, value: bytes };
};

/**
 * Text from bytes: UTF-8 (with or without a byte-order mark) or UTF-16 with its mark.
 * Bytes that are not valid text are refused rather than turned into replacement characters.
 */
export const decodeText = (bytes: Uint8Array): string | undefined => {
  const [b0, b1] = bytes;
  const encoding =
    b0 === 0xff && b1 === 0xfe ? 'utf-16le' : b0 === 0xfe && b1 === 0xff ? 'utf-16be' : 'utf-8';
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
};

export const readText = (input: unknown): Read<string> => {
  if (typeof input === 'string') {
    // A UTF-16 string never takes more than three UTF-8 bytes per code unit; only measure when it may be over.
    if (
      input.length * 3 > importLimits.maxFileBytes &&
      new TextEncoder().encode(input).byteLength > importLimits.maxFileBytes
    ) {
      return failure('fileTooLarge', '', { bytes: importLimits.maxFileBytes });
    }
    return { ok: true, value: input.replace(/^\uFEFF/, '') };
  }
  const bytes = readBytes(input);
  if (!bytes.ok) return bytes;
  const text = decodeText(bytes.value);
  return text === undefined ? failure('unreadable') : { ok: true, value: text };
};

/** Parsed JSON from the input, with the fixed messages (docs/product.md#messages) for unreadable files and invalid JSON. */
export const readJson = (input: unknown): Read<unknown> => {
  const text = readText(input);
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return failure('invalidJson');
  }
};
