import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createDefaultLetterData, type LetterDto } from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { configureApi } from '@/lib/api/client';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale, i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { apiError, fakeApi, json, type ApiCall } from '@/test/fake-api';
import { testUser } from '@/test/render-app';
import { LetterSharing } from './letter-sharing';
import { loadLetter, useLetterStore } from './letter-store';
import { useLetterAutosave } from './use-letter-autosave';

vi.setConfig({ testTimeout: 20_000 });

const letterOf = (changes: Partial<LetterDto> = {}): LetterDto => ({
  id: 'letter-1',
  title: 'Port authority',
  slug: 'port-authority',
  visibility: 'private',
  data: createDefaultLetterData(),
  locked: false,
  version: 1,
  userId: 'user-1',
  createdAt: new Date(),
  updatedAt: new Date(),
  ...changes,
});

const Saving = () => {
  const version = useLetterStore((state) => state.meta?.version);
  useLetterAutosave('letter-1', version);
  return null;
};

const renderSharing = () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['user'], testUser);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <Saving />
        <LetterSharing />
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
};

const link = {
  id: 'link-1',
  label: 'Port authority panel',
  url: 'http://localhost:3000/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  createdAt: new Date().toISOString(),
  expiresAt: null,
  hasPassword: true,
};

beforeAll(async () => {
  await activateLocale('en-US');
});
beforeEach(() => {
  configureApi({ onSessionExpired: () => {} });
  loadLetter(letterOf());
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the letter’s Sharing section', () => {
  it('makes the letter public at once and shows its own address beside the resumes’', async () => {
    const calls = fakeApi({
      'GET /api/letter/letter-1/links': () => json(200, []),
      'PATCH /api/letter/letter-1': (call: ApiCall) => {
        const body = call.body as { visibility: 'public'; version: number };
        return json(200, letterOf({ visibility: body.visibility, version: body.version + 1 }));
      },
    });
    const user = userEvent.setup();
    renderSharing();
    const section = screen.getByRole('region', { name: 'Sharing' });
    await user.click(within(section).getByRole('switch', { name: 'Public' }));
    const address = await within(section).findByRole('textbox', { name: 'Public link' });
    expect(address).toHaveProperty('value', `${window.location.origin}/ada/letter/port-authority`);
    await waitFor(() => expect(useLetterStore.getState().meta?.version).toBe(2));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ visibility: 'public', version: 1 });
  });

  it('puts the switch back and says so when the server refuses', async () => {
    fakeApi({
      'GET /api/letter/letter-1/links': () => json(200, []),
      'PATCH /api/letter/letter-1': () => apiError(403, 'LetterLocked'),
    });
    const user = userEvent.setup();
    renderSharing();
    const section = screen.getByRole('region', { name: 'Sharing' });
    await user.click(within(section).getByRole('switch', { name: 'Public' }));
    expect(await screen.findByText('The letter could not be made public, so it stays private.')).toBeTruthy();
    expect(within(section).getByRole('switch', { name: 'Public' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(within(section).queryByRole('textbox', { name: 'Public link' })).toBeNull();
  });

  it('creates share links through the letter’s own calls and lists them with their counts', async () => {
    let links: (typeof link)[] = [];
    const calls = fakeApi({
      'GET /api/letter/letter-1/links': () => json(200, links),
      'POST /api/letter/letter-1/links': () => {
        links = [link];
        return json(200, link);
      },
      'GET /api/letter/letter-1/statistics': () =>
        json(200, {
          views: 3,
          downloads: 1,
          links: [{ id: 'link-1', label: link.label, views: 3, downloads: 1 }],
        }),
    });
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const user = userEvent.setup();
    renderSharing();
    const form = screen.getByRole('form', { name: 'Create a share link' });
    await user.type(within(form).getByPlaceholderText(/^Label/), 'Port authority panel');
    await user.type(within(form).getByLabelText('Password (optional)'), 'tulip-harbour');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    const row = await screen.findByTestId('share-link');
    expect(within(row).getByRole('textbox', { name: 'Link address' })).toHaveProperty('value', link.url);
    await waitFor(() =>
      expect(within(row).getByTestId('share-link-counts').textContent).toContain('Views: 3'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      label: 'Port authority panel',
      password: 'tulip-harbour',
    });
    expect(calls.some((call) => call.path.startsWith('/api/resume'))).toBe(false);
  });
});
