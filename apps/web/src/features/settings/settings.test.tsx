import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { Toaster } from '@/components/toaster';
import { createQueryClient } from '@/lib/query-client';
import { expectPath, renderApp, testUser } from '@/test/render-app';
import { apiError, fakeApi, json } from '@/test/fake-api';
import { displayPictureUrl } from '@rb/schema';
import { languages } from '@rb/i18n';

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

  it('asks for the current password only while the email is changed, and tells about re-verification first', async () => {
    let toastShownBeforePatch = false;
    const info = vi.spyOn(toast, 'info');
    const { calls } = await openSettings(testUser, {
      'PATCH /api/user/me': ({ body }) => {
        toastShownBeforePatch = info.mock.calls.some(([title]) => title === 'Check your new email address');
        const { currentPassword: _password, ...patch } = body as Record<string, unknown>;
        return json(200, wire({ ...testUser, ...patch, emailVerified: false }));
      },
    });
    const user = userEvent.setup();
    const profile = form('Profile');
    expect(within(profile).queryByLabelText('Current password')).toBeNull();
    const email = within(profile).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ADA@example.com');
    // The same address in capitals is no change.
    expect(within(profile).queryByLabelText('Current password')).toBeNull();
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    expect(within(profile).getByText('We will send a link to this address to verify it.')).toBeTruthy();
    const password = within(profile).getByLabelText('Current password');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));
    expect(await within(profile).findByText('Enter your current password.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(password, 'old-secret');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(toastShownBeforePatch).toBe(true);
    // The note about verifying stays on screen; no other toast takes its place.
    expect(await screen.findByText('Check your new email address')).toBeTruthy();
    expect(screen.queryByText('Your profile has been updated.')).toBeNull();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      email: 'ada@new.example',
      currentPassword: 'old-secret',
    });
    info.mockRestore();
  });

  it('drops a typed password when the email goes back, and sends none with other changes', async () => {
    const { calls } = await openSettings(testUser, {
      'PATCH /api/user/me': ({ body }) => json(200, wire({ ...testUser, ...(body as object) })),
    });
    const user = userEvent.setup();
    const profile = form('Profile');
    const email = within(profile).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.type(within(profile).getByLabelText('Current password'), 'typed');
    await user.clear(email);
    await user.type(email, testUser.email);
    expect(within(profile).queryByLabelText('Current password')).toBeNull();
    expect(within(profile).queryByRole('button', { name: 'Save changes' })).toBeNull();

    const name = within(profile).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your profile has been updated.');
    const patch = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(patch).toMatchObject({ name: 'Ada Lovelace', email: testUser.email });
    expect(patch).not.toHaveProperty('currentPassword');
  });

  it('moves the email of an account without a password without asking for one', async () => {
    const social = { ...testUser, provider: 'github' as const, hasPassword: false };
    const { calls } = await openSettings(social, {
      'PATCH /api/user/me': ({ body }) => json(200, wire({ ...social, ...(body as object) })),
    });
    const user = userEvent.setup();
    const profile = form('Profile');
    const email = within(profile).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    expect(within(profile).queryByLabelText('Current password')).toBeNull();
    await user.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Check your new email address');
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).not.toHaveProperty('currentPassword');
  });
});

describe('settings: right-to-left languages', () => {
  it('keeps the username, the email and the sidebar’s @handle left to right', async () => {
    await openSettings(testUser, {});
    const profile = form('Profile');
    expect(within(profile).getByLabelText('Username').getAttribute('dir')).toBe('ltr');
    expect(within(profile).getByLabelText('Email').getAttribute('dir')).toBe('ltr');
    const handle = screen.getAllByText('@ada')[0]!;
    expect(handle.getAttribute('dir')).toBe('ltr');
  });
});

describe('settings: language', () => {
  it('shows how far each incomplete translation is, and nothing for complete ones', async () => {
    await openSettings(testUser, {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    const listbox = await screen.findByRole('listbox');
    const option = (name: string) =>
      within(listbox)
        .getAllByRole('option')
        .find((entry) => entry.textContent?.startsWith(name))!;
    // Every language: a badge with its share exactly when it is not complete.
    for (const language of languages) {
      const badge = language.progress < 100 ? `${language.progress}%` : '';
      expect(option(language.name).textContent).toBe(`${language.name}${badge}`);
    }
  });
});

describe('settings: picture', () => {
  const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

  const sidebarPicture = () =>
    screen.getAllByRole('button', { name: 'Open the user menu' })[0]!.querySelector('img');

  it('uploads a chosen image, shows it, and saves its URL at once; the sidebar shows it too', async () => {
    const { calls } = await openSettings(testUser, {
      'PUT /api/storage/image': () => json(200, { url: 'http://localhost/api/storage/user-1/abc.webp' }),
      'PATCH /api/user/me': ({ body }) => json(200, wire({ ...testUser, ...(body as object) })),
    });
    const user = userEvent.setup();
    const profile = form('Profile');
    expect(within(profile).queryByRole('img', { name: 'Your picture' })).toBeNull();
    expect(within(profile).queryByRole('button', { name: 'Remove' })).toBeNull();
    await user.upload(screen.getByTestId('picture-file'), png());
    const image = (await within(profile).findByRole('img', { name: 'Your picture' })) as HTMLImageElement;
    // Shown through the app, as a picture on another origin would be.
    expect(image.src).toBe(
      `${window.location.origin}${displayPictureUrl('http://localhost/api/storage/user-1/abc.webp')}`,
    );
    const upload = calls.find((call) => call.path === '/api/storage/image');
    expect(upload?.method).toBe('PUT');
    expect(((upload?.body as FormData).get('file') as File).name).toBe('me.png');

    // No Save to press: the picture is stored with the upload, and nothing else is sent with it.
    await screen.findByText('Your profile has been updated.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      picture: 'http://localhost/api/storage/user-1/abc.webp',
    });
    expect(within(profile).queryByRole('button', { name: 'Save changes' })).toBeNull();
    await waitFor(() => expect(sidebarPicture()?.getAttribute('src')).toContain('abc.webp'));
  });

  it('keeps the other fields being edited when a picture is uploaded', async () => {
    const { calls } = await openSettings(testUser, {
      'PUT /api/storage/image': () => json(200, { url: 'http://localhost/api/storage/user-1/abc.webp' }),
      'PATCH /api/user/me': ({ body }) => json(200, wire({ ...testUser, ...(body as object) })),
    });
    const user = userEvent.setup();
    const profile = form('Profile');
    const name = within(profile).getByLabelText('Name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.upload(screen.getByTestId('picture-file'), png());
    await screen.findByText('Your profile has been updated.');
    expect(name.value).toBe('Ada Lovelace');
    expect(within(profile).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { picture: 'http://localhost/api/storage/user-1/abc.webp' },
    ]);
  });

  it('Remove takes the picture away and saves null at once', async () => {
    const withPicture = { ...testUser, picture: 'http://localhost/api/storage/user-1/old.webp' };
    const { calls } = await openSettings(withPicture, {
      'PATCH /api/user/me': ({ body }) => json(200, wire({ ...withPicture, ...(body as object) })),
    });
    const user = userEvent.setup();
    const profile = form('Profile');
    expect(within(profile).getByRole('img', { name: 'Your picture' })).toBeTruthy();
    await user.click(within(profile).getByRole('button', { name: 'Remove' }));
    expect(within(profile).queryByRole('img', { name: 'Your picture' })).toBeNull();
    expect(within(profile).getByText('AE')).toBeTruthy();
    await screen.findByText('Your profile has been updated.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ picture: null });
    await waitFor(() => expect(sidebarPicture()).toBeNull());
  });

  it('refuses other file types and files over 2 MB before uploading', async () => {
    const { calls } = await openSettings(testUser, {});
    // The file dialog filters by `accept`; a drop or a picker on another platform may not.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByTestId('picture-file');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    act(() => toast.dismiss());
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    act(() => toast.dismiss());
    await user.upload(input, png(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('The picture must be 2 MB or smaller.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/storage/image')).toBe(false);
    expect(within(form('Profile')).queryByRole('button', { name: 'Save changes' })).toBeNull();
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

describe('settings: who sees the password form', () => {
  it('a social account that set a password through forgot-password can change it', async () => {
    await openSettings({ ...testUser, provider: 'google', hasPassword: true });
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
  });

  it('an account without a password is told why there is none to change', async () => {
    await openSettings({ ...testUser, provider: 'github', hasPassword: false });
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(screen.getByText(/You sign in with GitHub, so this account has no/)).toBeTruthy();
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
  it('needs the word and the password, then a second submit, then signs out and goes home', async () => {
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
    expect(
      await within(danger).findByText('Enter your current password.', { selector: '[role=alert]' }),
    ).toBeTruthy();
    await user.type(within(danger).getByLabelText('Current password'), 'my-password');
    await user.click(within(danger).getByRole('button', { name: 'Delete account' }));
    const armed = await within(danger).findByRole('button', { name: 'Are you sure? Click again to delete' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(armed);
    await expectPath(router, '/');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
      { password: 'my-password' },
    ]);
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

  it('sends an empty code as it is and shows the wrong-code message the server answers', async () => {
    const { calls } = await openSettings(testUser, {
      'POST /api/auth/2fa/setup': () => json(200, { message: uri }),
      'POST /api/auth/2fa/enable': () => apiError(400, 'InvalidTwoFactorCode'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByTestId('two-factor-dialog');
    await within(dialog).findByTestId('two-factor-qr');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('That code is not correct. Please check your authenticator app and try again.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/2fa/enable')?.body).toEqual({ code: '' });
    expect(dialog.dataset.mode).toBe('update');
  });

  it('takes the wrong-code toast away once a right code shows the backup codes', async () => {
    await openSettings(testUser, {
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
    await within(dialog).findByTestId('two-factor-qr');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(within(dialog).getByLabelText('Code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const wrong = 'That code is not correct. Please check your authenticator app and try again.';
    expect(await screen.findByText(wrong)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await within(dialog).findByTestId('backup-codes');
    // Gone with the codes, not only once its time is up.
    await waitFor(() => expect(screen.queryByText(wrong)).toBeNull(), { timeout: 1000 });
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
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication has been turned off.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/2fa/disable')?.body).toEqual({ code: '123456' });
    expect(calls.some((call) => call.path === '/api/auth/2fa/setup')).toBe(false);
  });
});
