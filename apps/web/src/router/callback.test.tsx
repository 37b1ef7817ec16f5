import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { expectPath, renderApp, testUser } from '@/test/render-app';
import { json } from '@/test/fake-api';

afterEach(() => vi.unstubAllGlobals());

describe('/auth/callback', () => {
  it('sends an invalid status to login', async () => {
    const { router } = await renderApp('/auth/callback?status=weird', null);
    await expectPath(router, '/auth/login');
  });

  it('sends 2fa_required to the code screen', async () => {
    const { router } = await renderApp('/auth/callback?status=2fa_required', null);
    await expectPath(router, '/auth/verify-otp');
  });

  it('fetches the user, stores it and opens the dashboard', async () => {
    const fetch = vi.fn(async () => json(200, testUser));
    vi.stubGlobal('fetch', fetch);
    const queryClient = createQueryClient();
    const { router } = await renderApp('/auth/callback?status=authenticated', null, queryClient);
    await expectPath(router, '/dashboard/resumes');
    expect(queryClient.getQueryData(['user'])).toMatchObject({ id: 'user-1' });
    expect(fetch).toHaveBeenCalledWith('/api/user/me', expect.objectContaining({ credentials: 'include' }));
  });

  it('goes to login when no user comes back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { statusCode: 401, message: 'Unauthorized' })),
    );
    const { router } = await renderApp('/auth/callback?status=authenticated', null);
    await expectPath(router, '/auth/login');
  });
});
