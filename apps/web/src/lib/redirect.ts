/** Default place for a signed-in user (docs/product.md#routes). */
export const defaultSignedInPath = '/dashboard';

/**
 * A redirect target is followed only when it stays on this site: a path that starts with '/'
 * but not '//' or '/\' (both would be read as another host by the browser).
 */
export const safeRedirect = (value: string | null | undefined, fallback = defaultSignedInPath): string => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 32)) return fallback;
  return value;
};

export const loginPathFor = (pathWithQuery: string): string =>
  `/auth/login?redirect=${encodeURIComponent(pathWithQuery)}`;
