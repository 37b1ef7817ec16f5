import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { Toaster } from '@/components/toaster';
import { createQueryClient } from '@/lib/query-client';
import { expectPath, renderApp, testUser } from '@/test/render-app';
import { apiError, fakeApi, json } from '@/test/fake-api';

// Typing with user-event on a busy two-core machine takes seconds per form.
vi.setConfig({ testTimeout: 30_000 });

// The first lazy import of a page compiles it, which takes seconds on a busy machine: do it up front.
beforeAll(async () => {
  await Promise.all([
    import('./login'),
    import('./register'),
    import('./verify-otp'),
    import('@/pages/auth/layout'),
    import('@/pages/dashboard/layout'),
    import('@/features/settings/page'),
  ]);
}, 60_000);

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const wireUser = {
  ...testUser,
  createdAt: testUser.createdAt.toISOString(),
  updatedAt: testUser.updatedAt.toISOString(),
};
const emailOnly = { 'GET /api/auth/providers': () => json(200, ['email']) };

const fillLogin = async (identifier: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email or username', {}, { timeout: 5000 }), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('login', () => {
  it('stores the user and opens the redirect target when signed in', async () => {
    const calls = fakeApi({
      ...emailOnly,
      'POST /api/auth/login': () => json(200, { status: 'authenticated', user: wireUser }),
    });
    const queryClient = createQueryClient();
    const { router } = await renderApp('/auth/login?redirect=/dashboard/settings', null, queryClient);
    await fillLogin('ada', 'correct-horse');
    await expectPath(router, '/dashboard/settings');
    expect(queryClient.getQueryData(['user'])).toMatchObject({ id: 'user-1' });
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      identifier: 'ada',
      password: 'correct-horse',
    });
  });

  it('continues with the code when two-factor is on, then lands where the user was going', async () => {
    const calls = fakeApi({
      ...emailOnly,
      'POST /api/auth/login': () => json(200, { status: '2fa_required', user: wireUser }),
      'POST /api/auth/2fa/verify': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? json(200, wireUser)
          : apiError(401, 'InvalidTwoFactorCode'),
    });
    const { router } = await renderApp('/auth/login?redirect=/dashboard/settings', null);
    await fillLogin('ada@example.com', 'correct-horse');
    await expectPath(router, '/auth/verify-otp');
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('code must be a 6 digit number')).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectPath(router, '/dashboard/settings');
    expect(calls.filter((call) => call.path === '/api/auth/2fa/verify')).toHaveLength(1);
  });

  it('shows the error toast and empties the form when sign-in fails', async () => {
    fakeApi({ ...emailOnly, 'POST /api/auth/login': () => apiError(401, 'InvalidCredentials') });
    render(<Toaster />);
    const { router } = await renderApp('/auth/login', null);
    await fillLogin('ada', 'wrong-password');
    expect(await screen.findByText('The email, username or password you entered is incorrect.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Email or username') as HTMLInputElement).value).toBe(''),
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows the password while Control is held, and hides it on release or blur', async () => {
    fakeApi(emailOnly);
    await renderApp('/auth/login', null);
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(screen.getByText('Hold Ctrl to display your password temporarily.')).toBeTruthy();
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Control', ctrlKey: true })));
    expect(password.type).toBe('text');
    act(() => void window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Control', ctrlKey: false })));
    expect(password.type).toBe('password');
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Control', ctrlKey: true })));
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(password.type).toBe('password');
  });

  it('hides the email form and the divider when only social providers are offered', async () => {
    fakeApi({ 'GET /api/auth/providers': () => json(200, ['github']) });
    await renderApp('/auth/login', null);
    const github = await screen.findByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('href')).toBe('/api/auth/github');
    expect(screen.queryByLabelText('Email or username')).toBeNull();
    expect(screen.queryByText('or continue with')).toBeNull();
  });

  it('puts the divider between the email form and the social buttons', async () => {
    fakeApi({ 'GET /api/auth/providers': () => json(200, ['email', 'github', 'google']) });
    await renderApp('/auth/login', null);
    expect(await screen.findByRole('link', { name: 'Google' })).toBeTruthy();
    expect(screen.getByText('or continue with')).toBeTruthy();
    expect(screen.getByLabelText('Email or username')).toBeTruthy();
  });
});

describe('social sign-in callback', () => {
  it('goes to login and shows the refused sign-in as a toast', async () => {
    fakeApi(emailOnly);
    render(<Toaster />);
    const { router } = await renderApp('/auth/callback?status=error&code=UserAlreadyExists', null);
    await expectPath(router, '/auth/login');
    expect(await screen.findByText('An account with this email or username already exists.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('social sign-in without a verified email', () => {
  it('explains the refusal at login', async () => {
    fakeApi(emailOnly);
    render(<Toaster />);
    const { router } = await renderApp('/auth/callback?status=error&code=ProviderEmailNotVerified', null);
    await expectPath(router, '/auth/login');
    expect(
      await screen.findByText(
        'Your account at that provider has no verified email address. Verify one there, then try again.',
      ),
    ).toBeTruthy();
  });
});

describe('register', () => {
  it('shows the banner and a disabled form up front when the server says sign-ups are closed', async () => {
    const calls = fakeApi({
      ...emailOnly,
      'GET /api/auth/signups': () => json(200, { open: false }),
    });
    await renderApp('/auth/register', null);
    expect((await screen.findByRole('alert')).textContent).toContain('Sign-ups are currently disabled');
    expect((screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect(calls.some((call) => call.path === '/api/auth/register')).toBe(false);
  });

  it('keeps the form open when the server says sign-ups are open', async () => {
    fakeApi({ ...emailOnly, 'GET /api/auth/signups': () => json(200, { open: true }) });
    const queryClient = createQueryClient();
    await renderApp('/auth/register', null, queryClient);
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'signups'])).toEqual({ open: true }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows the banner without asking the server when the build closed sign-ups (VITE_DISABLE_SIGNUPS)', async () => {
    vi.stubEnv('VITE_DISABLE_SIGNUPS', 'true');
    try {
      const calls = fakeApi({ ...emailOnly, 'GET /api/auth/signups': () => json(200, { open: true }) });
      await renderApp('/auth/register', null);
      expect((await screen.findByRole('alert')).textContent).toContain('Sign-ups are currently disabled');
      expect((screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      expect(screen.queryByRole('link', { name: 'GitHub' })).toBeNull();
      expect(calls.some((call) => call.path === '/api/auth/signups')).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('drops the create-an-account link from login when sign-ups are closed', async () => {
    fakeApi({ ...emailOnly, 'GET /api/auth/signups': () => json(200, { open: false }) });
    const queryClient = createQueryClient();
    await renderApp('/auth/login', null, queryClient);
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'signups'])).toEqual({ open: false }));
    expect(await screen.findByLabelText('Email or username')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create one now' })).toBeNull();
  });

  it('disables the form behind a banner when the server turned sign-ups off', async () => {
    const calls = fakeApi({
      ...emailOnly,
      'POST /api/auth/register': () => apiError(403, 'SignupsDisabled'),
    });
    await renderApp('/auth/register', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ada Example');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Sign-ups are currently disabled');
    expect((screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toMatchObject({
      name: 'Ada Example',
      username: 'ada',
      locale: 'en-US',
    });
  });

  it('signs the new user in and asks them to check their mail', async () => {
    fakeApi({
      ...emailOnly,
      'POST /api/auth/register': () => json(200, { ...wireUser, emailVerified: false }),
    });
    const { router } = await renderApp('/auth/register', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ada Example');
    await user.type(screen.getByLabelText('Username'), 'Ada!');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
      ),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await expectPath(router, '/auth/verify-email');
    expect(await screen.findByRole('button', { name: 'Resend the verification email' })).toBeTruthy();
  });
});

describe('password reset and email verification', () => {
  it('sends a visitor without a reset token to ask for one', async () => {
    fakeApi(emailOnly);
    const { router } = await renderApp('/auth/reset-password', null);
    await expectPath(router, '/auth/forgot-password');
  });

  it('confirms a reset request without saying whether the account exists', async () => {
    const calls = fakeApi({ 'POST /api/auth/forgot-password': () => json(200, { message: 'sent' }) });
    await renderApp('/auth/forgot-password', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain('If an account uses ada@example.com');
    expect(calls.at(-1)?.body).toEqual({ email: 'ada@example.com' });
  });

  it.each(['/auth/forgot-password', '/auth/reset-password?token=abc'])(
    'says that there are no passwords instead of showing the form on %s when email sign-in is off',
    async (url) => {
      const calls = fakeApi({ 'GET /api/auth/providers': () => json(200, ['github', 'google']) });
      await renderApp(url, null);
      const notice = await screen.findByTestId('email-auth-off', {}, { timeout: 5000 });
      expect(notice.getAttribute('role')).toBe('status');
      expect(notice.textContent).toContain('Passwords are not used here');
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(within(notice).getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
        '/auth/login',
      );
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    },
  );

  it('keeps the reset form while email sign-in is offered', async () => {
    fakeApi(emailOnly);
    const queryClient = createQueryClient();
    await renderApp('/auth/reset-password?token=abc', null, queryClient);
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'providers'])).toEqual(['email']));
    expect(screen.getByRole('form', { name: 'Set a new password' })).toBeTruthy();
    expect(screen.queryByTestId('email-auth-off')).toBeNull();
  });

  it('verifies the token once, refreshes the user and opens the resumes', async () => {
    const calls = fakeApi({
      'POST /api/auth/verify-email': () => json(200, { message: 'ok' }),
      'GET /api/user/me': () => json(200, wireUser),
      'GET /api/resume': () => json(200, []),
    });
    render(<Toaster />);
    const { router } = await renderApp('/auth/verify-email?token=abc', { ...testUser, emailVerified: false });
    await expectPath(router, '/dashboard/resumes');
    expect(await screen.findByText('Your email address has been verified.')).toBeTruthy();
    const verify = calls.filter((call) => call.path === '/api/auth/verify-email');
    expect(verify).toHaveLength(1);
    expect(verify[0]?.query.get('token')).toBe('abc');
    expect(calls.some((call) => call.path === '/api/user/me')).toBe(true);
  });

  it('says the address is already verified when a used link is opened again by a verified user', async () => {
    fakeApi({
      'POST /api/auth/verify-email': () => apiError(400, 'InvalidVerificationToken'),
      'GET /api/resume': () => json(200, []),
    });
    render(<Toaster />);
    const { router } = await renderApp('/auth/verify-email?token=used', testUser);
    expect(await screen.findByText('Your email address is already verified.')).toBeTruthy();
    expect(screen.queryByText('Oops, the server returned an error.')).toBeNull();
    await expectPath(router, '/dashboard/resumes');
  });
});
