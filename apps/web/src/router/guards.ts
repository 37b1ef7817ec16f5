import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ensureUser, fetchUser, userQueryKey } from '@/lib/api/user';
import { loginPathFor, safeRedirect } from '@/lib/redirect';

// Guards run in loaders, before anything renders, so a page never flashes for the wrong visitor.

/** Guest-only pages: a signed-in user goes to the `redirect` query (same-site only) or /dashboard. */
export const guestOnly =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureUser(queryClient);
    if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
    return null;
  };

/** Signed-in pages: a guest goes to /auth/login?redirect=<path and query>. */
export const signedInOnly =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureUser(queryClient);
    if (!user) {
      const url = new URL(request.url);
      throw redirect(loginPathFor(url.pathname + url.search));
    }
    return user;
  };

/** Everyone: makes the current user (or null) available without blocking on failure. */
export const anyone = (queryClient: QueryClient) => async () => ensureUser(queryClient);

const callbackStatuses = new Set(['authenticated', '2fa_required']);

/** /auth/callback: the end of a social sign-in (docs/product.md#auth-screens). */
export const authCallback =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const status = params.get('status');
    // A refused social sign-in names its error code; the login page shows it as a toast.
    const code = params.get('code');
    if (status === 'error' && code && /^[A-Za-z]{1,64}$/.test(code))
      throw redirect(`/auth/login?error=${code}`);
    if (!status || !callbackStatuses.has(status)) throw redirect('/auth/login');
    if (status === '2fa_required') throw redirect('/auth/verify-otp');
    let user = null;
    try {
      user = await fetchUser();
    } catch {
      user = null;
    }
    if (!user) throw redirect('/auth/login');
    queryClient.setQueryData(userQueryKey, user);
    throw redirect('/dashboard');
  };
