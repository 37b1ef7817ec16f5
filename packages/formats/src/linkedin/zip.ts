import JSZip from 'jszip';
import { importLimits } from '../limits.ts';
import { formatMessage, type FormatMessage, type MessageCode, type MessageParams } from '../messages.ts';

/** One file of an archive as its central directory declares it. */
export type ZipEntry = { name: string; size: number; directory: boolean };

/** Why an archive is refused, as the message the importer answers. */
export class ZipRefused extends Error {
  readonly issue: FormatMessage;
  constructor(code: MessageCode, params: MessageParams = {}) {
    const issue = formatMessage(code, '', params);
    super(issue.message);
    this.issue = issue;
  }
}

const eocdSignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EocdSignature = 0x06064b50;
const entrySignature = 0x02014b50;
const max32 = 0xffffffff;

/**
 * Lists an archive's files from its central directory alone, without inflating anything, and refuses
 * archives with more entries than the limit before even walking them. Sizes are what the archive declares;
 * `readEntries` holds the inflated bytes to the same limits, so an archive that lies gains nothing.
 */
export const listZip = (bytes: Uint8Array): ZipEntry[] => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  const unreadable = () => new ZipRefused('unreadable');
  const inside = (at: number, length: number) => at >= 0 && at + length <= bytes.byteLength;

  // The end record sits in the last 22 bytes, or up to 64 KiB further back when the archive has a comment.
  let eocd = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 0xffff); at -= 1) {
    if (u32(at) === eocdSignature) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  let count = u16(eocd + 10);
  let offset = u32(eocd + 16);
  if (
    (count === 0xffff || offset === max32) &&
    inside(eocd - 20, 20) &&
    u32(eocd - 20) === zip64LocatorSignature
  ) {
    const record = u64(eocd - 20 + 8);
    if (!inside(record, 56) || u32(record) !== zip64EocdSignature) throw unreadable();
    count = u64(record + 32);
    offset = u64(record + 48);
  }
  if (count > importLimits.maxZipEntries)
    throw new ZipRefused('tooManyEntries', { count: importLimits.maxZipEntries });

  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (!inside(at, 46) || u32(at) !== entrySignature) throw unreadable();
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    if (!inside(at + 46, nameLength + extraLength + commentLength)) throw unreadable();
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    let size = u32(at + 24);
    if (size === max32) {
      // ZIP64: the real size is the first value of the extra field with id 1.
      let extra = at + 46 + nameLength;
      const end = extra + extraLength;
      size = Number.POSITIVE_INFINITY;
      while (extra + 4 <= end) {
        const id = u16(extra);
        const length = u16(extra + 2);
        if (id === 1 && length >= 8) size = u64(extra + 4);
        extra += 4 + length;
      }
    }
    entries.push({ name, size, directory: name.endsWith('/') });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

export const entryTooLarge = (name: string) =>
  new ZipRefused('entryTooLarge', { name, bytes: importLimits.maxFileBytes });

type StreamHelper = JSZip.JSZipStreamHelper<Uint8Array>;
/** JSZip's public `async()` inflates a whole file before it returns; its stream lets us stop at the limit. */
type Streamable = { internalStream(type: 'uint8array'): StreamHelper };

const inflate = (file: JSZip.JSZipObject, budget: number, refusal: () => ZipRefused): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    const stream = (file as unknown as Streamable).internalStream('uint8array');
    stream
      .on('data', (chunk) => {
        if (total > budget) return;
        total += chunk.byteLength;
        if (total > budget) {
          stream.pause();
          chunks.length = 0;
          reject(refusal());
          return;
        }
        chunks.push(chunk);
      })
      .on('error', () => reject(new ZipRefused('unreadable')))
      .on('end', () => {
        if (total > budget) return;
        const out = new Uint8Array(total);
        let at = 0;
        for (const chunk of chunks) {
          out.set(chunk, at);
          at += chunk.byteLength;
        }
        resolve(out);
      })
      .resume();
  });

/**
 * Inflates the chosen files of an archive, each at most `maxFileBytes` and all together at most
 * `maxUnpackedBytes`, counting what actually comes out rather than what the archive declares.
 */
export const readEntries = async (
  bytes: Uint8Array,
  names: readonly string[],
): Promise<Map<string, Uint8Array>> => {
  let zip: JSZip;
  try {
    // No CRC check on load: JSZip would inflate every file to compute it, before any limit applies.
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new ZipRefused('unreadable');
  }
  const out = new Map<string, Uint8Array>();
  let left = importLimits.maxUnpackedBytes;
  for (const name of names) {
    const file = zip.file(name);
    if (!file) continue;
    const content =
      left < importLimits.maxFileBytes
        ? await inflate(
            file,
            left,
            () => new ZipRefused('unpackedTooLarge', { bytes: importLimits.maxUnpackedBytes }),
          )
        : await inflate(file, importLimits.maxFileBytes, () => entryTooLarge(name));
    left -= content.byteLength;
    out.set(name, content);
  }
  return out;
};
