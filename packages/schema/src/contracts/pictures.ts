import { z } from 'zod';
import { isSameOriginPath } from '../resume/url.ts';

/**
 * Remote pictures (the basics photo, images in rich text) are shown through the app's own origin: the
 * visitor's browser never calls a third-party host, and the server fetches under rules that refuse private
 * addresses and anything that is not a raster image (docs/product.md#no-third-party-calls, docs/architecture.md#pictures).
 */
export const remotePictureRoute = '/pictures/remote';
export const remotePicturePath = `/api${remotePictureRoute}`;

export const remotePictureQuery = z.object({
  url: z
    .string()
    .max(2048)
    .regex(/^https?:\/\//i, 'Enter an http(s) address.'),
});

/**
 * The address a page uses to show a picture: remote http(s) addresses go through the app; others stay. A page
 * that knows its own origin passes it, so the app's own files (uploads) load directly instead of via a redirect.
 */
export function displayPictureUrl(url: string, ownOrigin?: string): string {
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  if (ownOrigin && trimmed.startsWith(`${ownOrigin}/`)) {
    // `https://app//host/x` would leave a network path (`//host/x`); such an address goes through the app.
    const path = trimmed.slice(ownOrigin.length);
    if (isSameOriginPath(path)) return path;
  }
  return `${remotePicturePath}?url=${encodeURIComponent(trimmed)}`;
}
