// Picture uploads: checked, re-encoded, stored under the owner's folder, served publicly (pictures appear
// on public resumes). File names are random, so a URL cannot be guessed from another.
import type { AppDeps } from '../deps.ts';
import path from 'node:path';
import { AppError } from '../http/app-error.ts';
import { randomToken } from '../auth/tokens.ts';
import { reencodeImage, NotAnImageError } from './image.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage, StoredFile } from './storage.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * The one place the backend is chosen, by buildApp: the S3-compatible bucket when S3_* is set, else
 * DATA_DIR/uploads (unless a test handed in its own Storage).
 */
export const createStorage = (config: AppDeps['config']): Storage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'uploads'));

export async function storeImage(deps: AppDeps, userId: string, upload: { mimetype: string; data: Buffer }) {
  if (!upload.mimetype.startsWith('image/') || upload.mimetype === 'image/svg+xml') {
    throw new AppError('UnsupportedMediaType');
  }
  let encoded: Buffer;
  try {
    encoded = await reencodeImage(upload.data);
  } catch (error) {
    if (error instanceof NotAnImageError) throw new AppError('UnsupportedMediaType');
    throw error;
  }
  const name = `${randomToken(12)}.webp`;
  await deps.storage.put(`${userId}/${name}`, encoded, 'image/webp');
  return { url: `${deps.config.publicUrl}/api/storage/${userId}/${name}` };
}

export async function readStoredFile(deps: AppDeps, userId: string, file: string): Promise<StoredFile> {
  const stored = await deps.storage.get(`${userId}/${file}`);
  if (!stored) throw new AppError('NotFound');
  return stored;
}

export const removeUserFiles = (deps: AppDeps, userId: string) => deps.storage.removeFolder(userId);
