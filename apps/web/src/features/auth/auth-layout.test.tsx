import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { localeStorageKey } from '@rb/i18n';
import { useChangeLocale } from '@/hooks/use-change-locale';
import { activateLocale } from '@/lib/i18n';
import { projectSiteUrl } from '@/lib/product';
import { createQueryClient } from '@/lib/query-client';
import { renderApp, testUser } from '@/test/render-app';
import { fakeApi, json } from '@/test/fake-api';

// The server names the project's home in the page (PROJECT_URL); lib/product.ts reads it when it loads.
vi.hoisted(() => {
  const meta = document.createElement('meta');
  meta.name = 'project-url';
  meta.content = 'https://project.example.org';
  document.head.append(meta);
});

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([import('./login'), import('@/pages/auth/layout')]);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stubReload = () => vi.spyOn(window.location, 'reload').mockImplementation(() => {});

describe('auth layout', () => {
  it('links the logo to the project site, and offers the language picker and the theme toggle', async () => {
    fakeApi({ 'GET /api/auth/providers': () => json(200, ['email']) });
    await renderApp('/auth/login', null);
    const logo = await screen.findByRole('link', { name: 'Resume Builder project site' });
    expect(logo.getAttribute('href')).toBe(projectSiteUrl);
    expect(projectSiteUrl).toMatch(/^https:\/\//);
    expect(logo.getAttribute('target')).toBe('_blank');
    expect(logo.getAttribute('rel')).toContain('noreferrer');
    const header = logo.closest('header')!;
    expect(within(header).getByRole('button', { name: 'Change language' })).toBeTruthy();

    // docs/product.md#theme: light → system → dark → light, kept under `theme`.
    const user = userEvent.setup();
    localStorage.setItem('theme', 'light');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'theme' })));
    const toggle = within(header).getByRole('button', { name: /^Theme: / });
    const seen = [];
    for (let step = 0; step < 3; step++) {
      await user.click(toggle);
      seen.push(localStorage.getItem('theme'));
    }
    expect(seen).toEqual(['system', 'dark', 'light']);
  });
});

describe('language change', () => {
  it('from the picker as a guest: stores the locale and reloads, patching nobody', async () => {
    const calls = fakeApi({ 'GET /api/auth/providers': () => json(200, ['email']) });
    const reload = stubReload();
    await renderApp('/auth/login', null);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change language' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Deutsch/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(localeStorageKey)).toBe('de-DE');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('signed in: stores the locale, patches the user, then reloads', async () => {
    await activateLocale('en-US');
    const order: string[] = [];
    const calls = fakeApi({
      'PATCH /api/user/me': ({ body }) => {
        order.push(`patch:${localStorage.getItem(localeStorageKey)}`);
        return json(200, { ...testUser, ...(body as object) });
      },
    });
    const reload = stubReload().mockImplementation(() => void order.push('reload'));
    const queryClient = createQueryClient();
    queryClient.setQueryData(['user'], testUser);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useChangeLocale(), { wrapper });
    await act(() => result.current('fr-FR'));
    expect(order).toEqual(['patch:fr-FR', 'reload']);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ locale: 'fr-FR' });

    // Picking the language already in use changes nothing.
    await act(() => result.current('en-US'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('signed in, when the server fails: the local choice still applies and the page reloads', async () => {
    await activateLocale('en-US');
    fakeApi({ 'PATCH /api/user/me': () => json(500, { statusCode: 500, message: 'SomethingWentWrong' }) });
    const reload = stubReload();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['user'], testUser);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useChangeLocale(), { wrapper });
    await act(() => result.current('nl-NL'));
    expect(localStorage.getItem(localeStorageKey)).toBe('nl-NL');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
