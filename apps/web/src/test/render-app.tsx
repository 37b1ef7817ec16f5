import { act, render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createRoutes } from '@/router/routes';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale } from '@/lib/i18n';
import type { User } from '@/lib/api/user';
import { languages } from '@rb/i18n';

export const testUser: User = {
  id: 'user-1',
  name: 'Ada Example',
  username: 'ada',
  email: 'ada@example.com',
  picture: null,
  locale: 'en-US',
  emailVerified: true,
  twoFactorEnabled: false,
  provider: 'email',
  hasPassword: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

/** Renders the real route tree in memory with the session already known (null = guest). */
export const renderApp = async (
  url: string,
  user: User | null,
  queryClient: QueryClient = createQueryClient(),
) => {
  await activateLocale('en-US');
  queryClient.setQueryData(['user'], user);
  queryClient.setQueryData(['translation', 'languages'], [...languages]);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    );
  });
  return { router, queryClient };
};

/** Waits for the router to settle on a path; the first lazy import of a page is slow in a cold test run. */
export const expectPath = async (router: { state: { location: { pathname: string } } }, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 5000 });
