import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { activateLocale, i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json } from '@/test/fake-api';
import { ApiKeysSection } from './api-keys-section';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await activateLocale('en-US');
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const stored = {
  id: '9a1c3f2e-1111-4222-8333-444455556666',
  name: 'Laptop script',
  prefix: 'rb_Ab12Cd34',
  scope: 'read',
  expiresAt: null,
  lastUsedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

const renderSection = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <ApiKeysSection />
      </I18nProvider>
    </QueryClientProvider>,
  );

describe('Settings → API keys', () => {
  it('creates a key, shows it once, lists it and revokes it', async () => {
    let keys: (typeof stored)[] = [];
    const secret = `rb_Zz98Yy76_${'k'.repeat(43)}`;
    const calls = fakeApi({
      'GET /api/api-keys': () => json(200, keys),
      'POST /api/api-keys': ({ body }) => {
        const created = { ...stored, ...(body as object), id: stored.id, prefix: 'rb_Zz98Yy76' };
        keys = [created];
        return json(200, { ...created, key: secret });
      },
      'DELETE /api/api-keys/9a1c3f2e-1111-4222-8333-444455556666': () => {
        keys = [];
        return json(200, { message: 'The key has been revoked.' });
      },
    });
    const user = userEvent.setup();
    renderSection();
    const form = screen.getByRole('form', { name: 'Create an API key' });
    expect(within(form).getByRole('button', { name: 'Create key' })).toHaveProperty('disabled', true);
    await user.type(within(form).getByLabelText('Name'), 'Assistant');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    expect(((await screen.findByLabelText('New API key')) as HTMLInputElement).value).toBe(secret);
    expect(screen.getByRole('status').textContent).toContain('it is not shown again');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Assistant', scope: 'read' });

    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(list.textContent).toContain('Assistant');
    expect(list.textContent).toContain('rb_Zz98Yy76_…');
    expect(list.textContent).toContain('Read only');
    expect(list.textContent).not.toContain(secret);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New API key')).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Revoke Assistant' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your API keys' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
