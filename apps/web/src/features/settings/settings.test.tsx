import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { Toaster } from '@/components/toaster';
import { createQueryClient } from '@/lib/query-client';
import { expectPath, renderApp, testUser } from '@/test/render-app';
import { apiError, fakeApi, json } from '@/features/auth/fake-api';

// Typing with user-event on a busy two-core machine takes seconds per form.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([import('./page'), import('@/pages/dashboard/layout'), import('./two-factor-dialog')]);
}, 60_000);

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const wire = (user = testUser) => ({
  ...user,
  createdAt: user.createdAt.toISOString(),
  updatedAt: new Date().toISOString(),
});

const openSettings = async (user = testUser, routes: Parameters<typeof fakeApi>[0] = {}) => {
  const calls = fakeApi(routes);
  render(<Toaster />);
  const queryClient = createQueryClient();
  const app = await renderApp('/dashboard/settings', user, queryClient);
  await screen.findByRole('heading', { name: 'Profile' }, { timeout: 5000 });
  return { ...app, calls, queryClient };
};

const form = (name: string) => screen.getByRole('form', { name });

describe('settings: Save and Reset', () => {
  it('appear only while the profile form holds changes', async () => {
    const { calls } = await openSettings(testUser, {
      'PATCH /api/user/me': ({ body }) => json(200, wire({ ...testUser, ...(body as object) })),
    });
    const profile = form('Profile');
    expect(within(profile).queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(within(profile).queryByRole('button', { name: 'Reset' })).toBeNull();
    const user = userEvent.setup();
    const name = within(profile).getByLabelText('Name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    expect(within(profile).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    await user.click(within(profile).getByRole('button', { name: 'Reset' }));
    expect(name.value).toBe('Ada Example');
    expect(within(profile).queryByRole('button', { name: 'Save changes' })).toBeNull();

    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(form('Profile')).queryByRole('button', { name: 'Save changes' })).toBeNull(),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('tells the user about re-verification before an email change is saved', async () => {
    let toastShownBeforePatch = false;
    const info = vi.spyOn(toast, 'info');
    await openSettings(testUser, {
      'PATCH /api/user/me': ({ body }) => {
        toastShownBeforePatch = info.mock.calls.some(([title]) => title === 'Check your new email address');
        return json(200, wire({ ...testUser, ...(body as object), emailVerified: false }));
      },
    });
    const user = userEvent.setup();
    const email = within(form('Profile')).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.click(within(form('Profile')).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your profile has been updated.');
    expect(toastShownBeforePatch).toBe(true);
    info.mockRestore();
  });
});

describe('settings: password', () => {
  it('shows a mismatch under the confirm field and sends the current password', async () => {
    const { calls } = await openSettings(testUser, {
      'PATCH /api/auth/password': () => json(200, { message: 'changed' }),
    });
    const user = userEvent.setup();
    const security = form('Change password');
    await user.type(within(security).getByLabelText('Current password'), 'old-secret');
    await user.type(within(security).getByLabelText('New password'), 'new-secret');
    await user.type(within(security).getByLabelText('Confirm new password'), 'new-secreX');
    await user.click(within(security).getByRole('button', { name: 'Save changes' }));
    const confirm = within(security).getByLabelText('Confirm new password');
    const message = await within(security).findByText('The passwords do not match.');
    expect(confirm.getAttribute('aria-describedby')).toContain(message.id);
    expect(calls.some((call) => call.path === '/api/auth/password')).toBe(false);

    await user.clear(confirm);
    await user.type(confirm, 'new-secret');
    await user.click(within(security).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/password')).toBe(true));
    expect(calls.find((call) => call.path === '/api/auth/password')?.body).toEqual({
      currentPassword: 'old-secret',
      password: 'new-secret',
    });
  });
});

describe('settings: OpenAI key', () => {
  it('refuses a malformed key and keeps a valid one in this browser only', async () => {
    const { calls } = await openSettings();
    const user = userEvent.setup();
    const openai = form('OpenAI integration');
    await user.type(within(openai).getByLabelText('API key'), 'sk-proj_1');
    await user.click(within(openai).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(openai).findByText(
        'That does not look like an OpenAI key: it starts with sk- followed by letters and digits.',
      ),
    ).toBeTruthy();
    expect(localStorage.getItem('openai')).toBeNull();

    await user.clear(within(openai).getByLabelText('API key'));
    await user.type(within(openai).getByLabelText('API key'), 'sk-abc123');
    await user.type(within(openai).getByLabelText('Base URL (optional)'), 'http://localhost:11434/v1/');
    await user.type(within(openai).getByLabelText('Model (optional)'), 'llama3');
    await user.click(within(openai).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(localStorage.getItem('openai')).toBe('sk-abc123'));
    expect(localStorage.getItem('openai-base-url')).toBe('http://localhost:11434/v1');
    expect(localStorage.getItem('openai-model')).toBe('llama3');
    expect(JSON.stringify(calls)).not.toContain('sk-abc123');

    await user.click(within(openai).getByRole('button', { name: 'Remove key' }));
    expect(localStorage.getItem('openai')).toBeNull();
    expect((within(openai).getByLabelText('API key') as HTMLInputElement).value).toBe('');
  });
});

describe('settings: account deletion', () => {
  it('needs the word, then a second submit, then signs out and goes home', async () => {
    const { calls, router, queryClient } = await openSettings(testUser, {
      'DELETE /api/user/me': () => json(200, { message: 'deleted' }),
      'POST /api/auth/logout': () => json(200, { message: 'bye' }),
    });
    const user = userEvent.setup();
    const danger = form('Delete account');
    await user.type(within(danger).getByLabelText('Confirm deletion'), 'Delete');
    await user.click(within(danger).getByRole('button', { name: 'Delete account' }));
    expect(
      await within(danger).findByText('Type "delete" to confirm.', { selector: '[role=alert]' }),
    ).toBeTruthy();

    await user.clear(within(danger).getByLabelText('Confirm deletion'));
    await user.type(within(danger).getByLabelText('Confirm deletion'), 'delete');
    await user.click(within(danger).getByRole('button', { name: 'Delete account' }));
    const armed = await within(danger).findByRole('button', { name: 'Are you sure? Click again to delete' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(armed);
    await expectPath(router, '/');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(calls.some((call) => call.path === '/api/auth/logout')).toBe(true);
    expect(queryClient.getQueryData(['user'])).toBeNull();
    expect(await screen.findByText('Your account and all of its data have been deleted.')).toBeTruthy();
  });
});

describe('settings: two-factor dialog', () => {
  const uri = 'otpauth://totp/Resume:ada?secret=JBSWY3DPEHPK3PXP&issuer=Resume';

  it('walks create → update (with back) → duplicate → close', async () => {
    const { calls } = await openSettings(testUser, {
      'POST /api/auth/2fa/setup': () => json(200, { message: uri }),
      'POST /api/auth/2fa/enable': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? json(200, { backupCodes: ['aaaaa11111', 'bbbbb22222'] })
          : apiError(400, 'InvalidTwoFactorCode'),
      'GET /api/user/me': () => json(200, wire({ ...testUser, twoFactorEnabled: true })),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByTestId('two-factor-dialog');
    expect(dialog.dataset.mode).toBe('create');
    const qr = (await within(dialog).findByTestId('two-factor-qr')) as HTMLImageElement;
    expect(qr.width).toBe(256);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    expect((within(dialog).getByTestId('two-factor-uri') as HTMLInputElement).value).toBe(uri);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog.dataset.mode).toBe('update');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dialog.dataset.mode).toBe('create');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await user.type(within(dialog).getByLabelText('Code'), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('code must be a 6 digit number')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codes = await within(dialog).findByTestId('backup-codes');
    expect(dialog.dataset.mode).toBe('duplicate');
    expect(codes.textContent).toContain('aaaaa11111');
    expect(calls.filter((call) => call.path === '/api/auth/2fa/setup')).toHaveLength(1);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('two-factor-dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('turns two-factor off in delete mode, with a toast and a fresh user', async () => {
    const { calls } = await openSettings(
      { ...testUser, twoFactorEnabled: true },
      {
        'POST /api/auth/2fa/disable': () => json(200, { message: 'off' }),
        'GET /api/user/me': () => json(200, wire(testUser)),
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByTestId('two-factor-dialog');
    expect(dialog.dataset.mode).toBe('delete');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication has been turned off.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/auth/2fa/disable')).toBe(true);
    expect(calls.some((call) => call.path === '/api/auth/2fa/setup')).toBe(false);
  });
});
