// Sign-in, registration, sessions and password change against a real app and database.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { contracts } from '@rb/schema';
import { sessions, secrets } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser, signIn, uniqueAccount } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

describe('POST /api/auth/register', () => {
  it('creates the user, signs them in and returns the user without secrets', async () => {
    const browser = new Browser(t.app);
    const account = uniqueAccount();
    const { id: _id, ...payload } = account;
    const response = await browser.post('/api/auth/register', payload);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      name: account.name,
      username: account.username,
      email: account.email,
      locale: 'en-US',
      emailVerified: false,
      twoFactorEnabled: false,
      provider: 'email',
      hasPassword: true,
    });
    expect(Object.keys(user).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'hasPassword',
      'id',
      'locale',
      'name',
      'picture',
      'provider',
      'twoFactorEnabled',
      'updatedAt',
      'username',
    ]);
    expect(response.body).not.toContain(account.password);
    expect(browser.cookies.has('Authentication')).toBe(true);
    expect(browser.cookies.get('Refresh')?.path).toBe('/api/auth');
    const me = await browser.get('/api/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('stores the password as an argon2id hash', async () => {
    const account = await registerUser(new Browser(t.app));
    const [row] = await t.database.db.select().from(secrets).where(eq(secrets.userId, account.id));
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect(row!.password).not.toContain(account.password);
  });

  it('sets httpOnly, SameSite=Lax cookies, not Secure over http', async () => {
    const browser = new Browser(t.app);
    const { id: _id, ...payload } = uniqueAccount();
    const response = await browser.post('/api/auth/register', payload);
    const header = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const access = header.find((line) => line.startsWith('Authentication='))!;
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).not.toMatch(/Secure/);
  });

  it('refuses an email or username that is taken with UserAlreadyExists', async () => {
    const first = await registerUser(new Browser(t.app));
    const sameEmail = await new Browser(t.app).post('/api/auth/register', {
      ...uniqueAccount(),
      id: undefined,
      email: first.email.toUpperCase(),
    });
    expect(errorOf(sameEmail)).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'UserAlreadyExists' },
    });
    const sameUsername = await new Browser(t.app).post('/api/auth/register', {
      ...uniqueAccount(),
      id: undefined,
      username: first.username,
    });
    expect(errorOf(sameUsername).body).toMatchObject({ message: 'UserAlreadyExists' });
  });

  it('validates the payload with the product’s messages', async () => {
    const response = await new Browser(t.app).post('/api/auth/register', {
      name: 'Al',
      username: 'Bad Name',
      email: 'not-an-email',
      password: '123',
      locale: 'en-US',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('ValidationError');
    const messages = body.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toContain(
      'Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.',
    );
  });
});

describe('POST /api/auth/login', () => {
  it('accepts the email (any case) or the username as identifier', async () => {
    const account = await registerUser(new Browser(t.app));
    for (const identifier of [account.email, account.email.toUpperCase(), account.username]) {
      const browser = new Browser(t.app);
      const response = await browser.post('/api/auth/login', { identifier, password: account.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'authenticated', user: { id: account.id } });
      expect((await browser.get('/api/user/me')).statusCode).toBe(200);
    }
  });

  it('answers InvalidCredentials for a wrong password and for an unknown user alike', async () => {
    const account = await registerUser(new Browser(t.app));
    const wrong = await new Browser(t.app).post('/api/auth/login', {
      identifier: account.email,
      password: 'wrong-password',
    });
    const unknown = await new Browser(t.app).post('/api/auth/login', {
      identifier: 'nobody-here@example.com',
      password: 'whatever',
    });
    for (const response of [wrong, unknown]) {
      expect(errorOf(response)).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'InvalidCredentials' },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('records the time of the last sign-in', async () => {
    const account = await registerUser(new Browser(t.app));
    await signIn(t.app, account.username, account.password);
    const [row] = await t.database.db.select().from(secrets).where(eq(secrets.userId, account.id));
    expect(Date.now() - row!.lastSignedIn!.getTime()).toBeLessThan(60_000);
  });
});

describe('sessions', () => {
  it('GET /api/user/me is 401 Unauthorized without a session', async () => {
    const response = await new Browser(t.app).get('/api/user/me');
    expect(errorOf(response)).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
  });

  it('a forged or expired access token is refused', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    const real = browser.cookies.get('Authentication')!;
    browser.cookies.set('Authentication', { ...real, value: `${real.value.slice(0, -4)}AAAA` });
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    browser.cookies.set('Authentication', real);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    // The refresh token still works after the access token expired.
    const refreshed = await browser.post('/api/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
  });

  it('a second device has its own session that survives logout of the first', async () => {
    const first = new Browser(t.app);
    const account = await registerUser(first);
    const second = await signIn(t.app, account.email, account.password);
    expect(await countSessions(account.id)).toBe(2);

    const logout = await first.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect(first.cookies.has('Authentication')).toBe(false);
    expect(first.cookies.has('Refresh')).toBe(false);
    expect((await first.get('/api/user/me')).statusCode).toBe(401);

    expect((await second.get('/api/user/me')).statusCode).toBe(200);
    expect((await second.post('/api/auth/refresh')).statusCode).toBe(200);
    expect(await countSessions(account.id)).toBe(1);
  });

  it('logout ends the session at once, even for a copied access token', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    const copy = browser.clone();
    await browser.post('/api/auth/logout');
    expect((await copy.get('/api/user/me')).statusCode).toBe(401);
    expect((await copy.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('refresh rotates the token; reusing the old one revokes the session', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const stolen = browser.clone();
    const before = browser.cookies.get('Refresh')!.value;

    const refreshed = await browser.post('/api/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ id: account.id });
    const after = browser.cookies.get('Refresh')!.value;
    expect(after).not.toBe(before);
    expect(after.split('.')[0]).toBe(before.split('.')[0]);

    // The old token is presented again (by whoever copied it): the session ends for everyone.
    const replay = await stolen.post('/api/auth/refresh');
    expect(errorOf(replay)).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
    expect(await countSessions(account.id)).toBe(0);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
  });

  it('refresh without a cookie, with garbage, or after expiry is 401', async () => {
    expect((await new Browser(t.app).post('/api/auth/refresh')).statusCode).toBe(401);
    const garbage = new Browser(t.app);
    garbage.cookies.set('Refresh', { value: 'not-a-token', path: '/api/auth' });
    expect((await garbage.post('/api/auth/refresh')).statusCode).toBe(401);

    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(401);
    expect(await countSessions(account.id)).toBe(0);
  });
});

describe('PATCH /api/auth/password', () => {
  it('needs the correct current password', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const wrong = await browser.patch('/api/auth/password', {
      currentPassword: 'not-it',
      password: 'brand-new-pass',
    });
    expect(errorOf(wrong).body).toEqual({ statusCode: 400, message: 'InvalidCredentials' });
    const missing = await browser.patch('/api/auth/password', { password: 'brand-new-pass' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('ValidationError');
    // The body is @rb/schema's contract: both fields, each with its own rule.
    expect(contracts.updatePassword.body.safeParse({ password: 'brand-new-pass' }).success).toBe(false);
    const short = await browser.patch('/api/auth/password', {
      currentPassword: account.password,
      password: '12345',
    });
    expect(short.json().issues).toEqual([
      { path: 'password', message: 'Passwords must be at least 6 characters long.' },
    ]);
    // The old password still works.
    await signIn(t.app, account.email, account.password);
  });

  it('changes the password, keeps this device and signs out the others', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const other = await signIn(t.app, account.email, account.password);
    const response = await browser.patch('/api/auth/password', {
      currentPassword: account.password,
      password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
    expect((await other.get('/api/user/me')).statusCode).toBe(401);
    const old = await new Browser(t.app).post('/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(old.json().message).toBe('InvalidCredentials');
    await signIn(t.app, account.email, 'brand-new-pass');
  });

  it('is 401 when signed out', async () => {
    const response = await new Browser(t.app).patch('/api/auth/password', {
      currentPassword: 'whatever',
      password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/auth/providers', () => {
  it('lists email only when no social provider is configured', async () => {
    const response = await new Browser(t.app).get('/api/auth/providers');
    expect(response.json()).toEqual(['email']);
  });

  it('follows DISABLE_EMAIL_AUTH and the configured providers', async () => {
    const other = await createTestApp({
      database: t.database,
      env: { DISABLE_EMAIL_AUTH: 'true', GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' },
    });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual([
        'github',
      ]);
      const login = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'someone@example.com', password: 'secret-1' },
      });
      expect(login.json()).toEqual({ statusCode: 403, message: 'EmailAuthDisabled' });
    } finally {
      await other.close();
    }
  });
});

describe('DISABLE_SIGNUPS', () => {
  it('GET /api/auth/signups tells a guest whether registration is open', async () => {
    const open = await new Browser(t.app).get('/api/auth/signups');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ open: true });
    const closed = await createTestApp({ database: t.database, env: { DISABLE_SIGNUPS: 'true' } });
    try {
      const response = await closed.app.inject({ method: 'GET', url: '/api/auth/signups' });
      expect(response.json()).toEqual({ open: false });
      // The provider list stays the plain list of docs/product.md#auth-calls.
      expect((await closed.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual([
        'email',
      ]);
    } finally {
      await closed.close();
    }
  });

  it('refuses registration with 403 SignupsDisabled, while existing users still sign in', async () => {
    const account = await registerUser(new Browser(t.app));
    const closed = await createTestApp({ database: t.database, env: { DISABLE_SIGNUPS: 'true' } });
    try {
      const { id: _id, ...payload } = uniqueAccount();
      const response = await closed.app.inject({ method: 'POST', url: '/api/auth/register', payload });
      expect(errorOf(response)).toEqual({
        status: 403,
        body: { statusCode: 403, message: 'SignupsDisabled' },
      });
      // AUTH_SECRET differs per app, but passwords are argon2 hashes: sign-in works on the other app too.
      const login = await closed.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: account.username, password: account.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

async function countSessions(userId: string) {
  return (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('POST /api/auth/logout', () => {
  it('ends the session named by the access cookie alone', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const accessOnly = new Browser(t.app);
    accessOnly.cookies.set('Authentication', browser.cookies.get('Authentication')!);
    expect((await accessOnly.post('/api/auth/logout')).statusCode).toBe(200);
    expect(await countSessions(account.id)).toBe(0);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('cannot end another session with a made-up refresh secret', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const sessionId = browser.cookies.get('Refresh')!.value.split('.')[0]!;
    const forger = new Browser(t.app);
    forger.cookies.set('Refresh', { value: `${sessionId}.${'x'.repeat(43)}`, path: '/api/auth' });
    expect((await forger.post('/api/auth/logout')).statusCode).toBe(200);
    expect(await countSessions(account.id)).toBe(1);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
  });
});

describe('SecretsNotFound', () => {
  it('answers the calls that need the secrets row when it is missing', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    await t.database.db.delete(secrets).where(eq(secrets.userId, account.id));
    const expected = { statusCode: 500, message: 'SecretsNotFound' };

    const login = await new Browser(t.app).post('/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(errorOf(login)).toEqual({ status: 500, body: expected });
    expect(
      (
        await browser.patch('/api/auth/password', { currentPassword: account.password, password: 'new-pass' })
      ).json(),
    ).toEqual(expected);
    expect((await browser.post('/api/auth/2fa/setup')).json()).toEqual(expected);
    expect(
      (
        await browser.patch('/api/user/me', {
          email: `elsewhere-${account.username}@example.com`,
          currentPassword: account.password,
        })
      ).json(),
    ).toEqual(expected);
    // Without the row the account has no password to report.
    expect((await browser.get('/api/user/me')).json()).toMatchObject({
      email: account.email,
      hasPassword: false,
    });
  });
});
