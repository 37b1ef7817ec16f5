/** Carries the `redirect` query along the sign-in steps so the user lands where they were going. */
export const withRedirect = (path: string, redirect: string | null): string =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
