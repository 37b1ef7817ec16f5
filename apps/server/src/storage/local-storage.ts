// Files under DATA_DIR/uploads. Writes go to a temporary name first so a reader never sees half a file.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, isSafePrefix, type Storage } from './storage.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        // A full disk leaves a short temporary file behind; it must not take what little room is left.
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return undefined;
      const file = fileOf(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        stream: createReadStream(file),
        size: info.size,
        contentType: contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      };
    },
    async removeFolder(prefix) {
      if (!isSafePrefix(prefix)) throw new Error(`Unsafe storage prefix: ${prefix}`);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },
  };
}
