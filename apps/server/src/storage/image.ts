// Uploaded pictures are decoded and re-encoded, never stored as sent: that strips metadata (GPS, camera),
// drops anything that is not really an image, and bounds the size that public pages serve.
import sharp from 'sharp';

export const MAX_IMAGE_DIMENSION = 1024;

/** Formats sharp may decode from an upload. SVG is refused: it is a document that can carry script. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export class NotAnImageError extends Error {}

/** Re-encodes to WebP, at most 1024 px on the longer side, orientation applied. */
export async function reencodeImage(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new NotAnImageError('Not an image');
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new NotAnImageError(`Unsupported image format: ${format}`);
  try {
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(MAX_IMAGE_DIMENSION, MAX_IMAGE_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new NotAnImageError('Image could not be decoded');
  }
}
