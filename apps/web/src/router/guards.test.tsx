import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { expectPath, renderApp, testUser } from '@/test/render-app';

describe('route guards', () => {
  it('sends a guest on a protected route to login with the path and query as redirect', async () => {
    const { router } = await renderApp('/builder/x?y=1', null);
    await expectPath(router, '/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/builder/x?y=1');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
  });

  it('protects every dashboard page and the verify-email screen', async () => {
    for (const path of ['/dashboard/settings', '/dashboard/resumes', '/auth/verify-email', '/builder/abc']) {
      const { router } = await renderApp(path, null);
      await expectPath(router, '/auth/login');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    }
  });

  it('sends a signed-in user on a guest-only route to the redirect target', async () => {
    const { router } = await renderApp('/auth/login?redirect=/dashboard/settings', testUser);
    await expectPath(router, '/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  });

  it('ignores an off-site redirect and goes to the dashboard', async () => {
    for (const target of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
      const { router } = await renderApp(`/auth/register?redirect=${encodeURIComponent(target)}`, testUser);
      await expectPath(router, '/dashboard/resumes');
    }
  });

  it('redirects the index routes', async () => {
    const auth = await renderApp('/auth', null);
    await expectPath(auth.router, '/auth/login');
    const builder = await renderApp('/builder', testUser);
    await expectPath(builder.router, '/dashboard/resumes');
  });

  it('shows the dashboard layout to a signed-in user', async () => {
    const { router } = await renderApp('/dashboard', testUser);
    await expectPath(router, '/dashboard/resumes');
    expect(await screen.findByRole('heading', { name: 'Resumes' })).toBeTruthy();
    expect(screen.getAllByText('Ada Example').length).toBeGreaterThan(0);
    expect(screen.getAllByText('v4.0.3').length).toBeGreaterThan(0);
  });

  it('shows a 404 page for unknown paths', async () => {
    await renderApp('/a/b/c', null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('lets everyone see the landing page with the right buttons', async () => {
    await renderApp('/', null);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Docs' })).toBeTruthy();
  });
});
