// Where uploaded files live: the local directory by default, an S3-compatible bucket when S3_* is set
// (docs/product.md#scaling-out; decisions/0008). Keys are relative paths like `<userId>/<name>.webp`.
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes every file under `prefix/` (a user's folder), and nothing under a longer name like `prefix2/`. */
  removeFolder(prefix: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Accepts only `segment/segment` keys of safe characters: no traversal, no absolute paths. */
export const isSafeKey = (key: string): boolean => {
  const parts = key.split('/');
  return parts.length === 2 && parts.every((part) => SEGMENT.test(part) && !part.includes('..'));
};

/** A folder name (a user id): one safe segment. */
export const isSafePrefix = (prefix: string): boolean => /^[A-Za-z0-9_-]{1,128}$/.test(prefix);
