// Social sign-in end to end against a local mock provider (authorize -> code -> token -> profile),
// including PKCE, state, the 2fa_required ending and the no-takeover rule of ADR 0004.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { URI, type TOTP } from 'otpauth';
import { nameSchema } from '@rb/schema';
import { oauthAccounts, secrets, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { startOAuthMock, type MockProfile, type OAuthMock } from '../../test/oauth-mock.ts';
import { AUTH_TEST_PORTS } from '../../test/ports.ts';
import { startSmtpCatcher, tokenFromMail, type SmtpCatcher } from '../../test/smtp-catcher.ts';

let t: TestApp;
let mock: OAuthMock;
let smtp: SmtpCatcher;
beforeAll(async () => {
  mock = await startOAuthMock(AUTH_TEST_PORTS);
  smtp = await startSmtpCatcher(AUTH_TEST_PORTS);
  t = await createTestApp({ env: { ...mock.githubEnv, ...mock.googleEnv, SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await mock.close();
  await smtp.close();
});

let counter = 0;
const profile = (overrides: Partial<MockProfile> = {}): MockProfile => {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    id: String(100000 + Math.floor(Math.random() * 1e8)),
    login: `Octo_${tag}`,
    name: `Octo Cat ${tag}`,
    email: `octo-${tag}@example.com`,
    emailVerified: true,
    picture: 'https://avatars.example.com/u/1',
    ...overrides,
  };
};

/** Runs the browser through the whole redirect dance; returns the final /auth/callback URL. */
async function socialSignIn(
  browser: Browser,
  provider: 'github' | 'google',
  who: MockProfile,
  tamper?: (url: URL) => void,
) {
  mock.setProfile(who);
  const start = await browser.get(`/api/auth/${provider}`);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(mock.baseUrl);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    `http://localhost:3000/api/auth/${provider}/callback`,
  );
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  tamper?.(callback);
  const back = await browser.get(`${callback.pathname}${callback.search}`);
  expect(back.statusCode).toBe(302);
  const done = new URL(back.headers.location as string);
  expect(`${done.origin}${done.pathname}`).toBe('http://localhost:3000/auth/callback');
  return done;
}

describe('GET /api/auth/providers with both providers configured', () => {
  it('lists email, github and google', async () => {
    expect((await new Browser(t.app).get('/api/auth/providers')).json()).toEqual([
      'email',
      'github',
      'google',
    ]);
  });
});

describe('GitHub', () => {
  it('a new GitHub account becomes a new user, signed in; the same account signs in again later', async () => {
    const who = profile();
    const browser = new Browser(t.app);
    const done = await socialSignIn(browser, 'github', who);
    expect(done.searchParams.get('status')).toBe('authenticated');
    expect(browser.cookies.has('OAuthState')).toBe(false);
    const me = (await browser.get('/api/user/me')).json();
    expect(me).toMatchObject({
      email: who.email,
      username: who.login.toLowerCase(),
      name: who.name,
      provider: 'github',
      emailVerified: true,
      picture: who.picture,
    });

    const later = new Browser(t.app);
    expect(
      (await socialSignIn(later, 'github', { ...who, email: 'changed@example.com' })).searchParams.get(
        'status',
      ),
    ).toBe('authenticated');
    expect((await later.get('/api/user/me')).json().id).toBe(me.id);
  });

  it('never takes over an existing account with the same email (ADR 0004)', async () => {
    const owner = await registerUser(new Browser(t.app));
    const intruder = new Browser(t.app);
    const done = await socialSignIn(intruder, 'github', profile({ email: owner.email.toUpperCase() }));
    expect(Object.fromEntries(done.searchParams)).toEqual({ status: 'error', code: 'UserAlreadyExists' });
    expect(intruder.cookies.has('Authentication')).toBe(false);
    expect((await intruder.get('/api/user/me')).statusCode).toBe(401);
    const links = await t.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, owner.id));
    expect(links).toHaveLength(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.provider).toBe('email');
  });

  it('takes a free username when the login is taken by someone else', async () => {
    const taken = await registerUser(new Browser(t.app));
    const browser = new Browser(t.app);
    const done = await socialSignIn(browser, 'github', profile({ login: taken.username }));
    expect(done.searchParams.get('status')).toBe('authenticated');
    const me = (await browser.get('/api/user/me')).json();
    expect(me.username).not.toBe(taken.username);
    expect(me.username.startsWith(`${taken.username}-`)).toBe(true);
  });

  it('ends at 2fa_required for a user with two-factor, and the code completes the sign-in', async () => {
    const who = profile();
    const first = new Browser(t.app);
    await socialSignIn(first, 'github', who);
    const uri = (await first.post('/api/auth/2fa/setup')).json().message as string;
    const totp = URI.parse(uri) as TOTP;
    expect((await first.post('/api/auth/2fa/enable', { code: totp.generate() })).statusCode).toBe(200);

    const second = new Browser(t.app);
    const done = await socialSignIn(second, 'github', who);
    expect(done.searchParams.get('status')).toBe('2fa_required');
    expect(second.cookies.has('Authentication')).toBe(false);
    expect(second.cookies.has('TwoFactor')).toBe(true);
    const verified = await second.post('/api/auth/2fa/verify', {
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(verified.statusCode).toBe(200);
    expect((await second.get('/api/user/me')).statusCode).toBe(200);
  });

  it('uses only an address GitHub has verified: the primary one, else another verified one', async () => {
    const unverifiedPrimary = profile({ emailVerified: false });
    const browser = new Browser(t.app);
    expect((await socialSignIn(browser, 'github', unverifiedPrimary)).searchParams.get('status')).toBe(
      'authenticated',
    );
    expect((await browser.get('/api/user/me')).json()).toMatchObject({
      email: `noreply-${unverifiedPrimary.login.toLowerCase()}@users.example`,
      emailVerified: true,
    });
  });

  it('refuses a new GitHub account without any verified address, creating nothing', async () => {
    const who = profile({
      githubEmails: [
        { email: 'first@example.com', primary: true, verified: false },
        { email: 'second@example.com', primary: false, verified: false },
      ],
    });
    const browser = new Browser(t.app);
    const done = await socialSignIn(browser, 'github', who);
    expect(Object.fromEntries(done.searchParams)).toEqual({
      status: 'error',
      code: 'ProviderEmailNotVerified',
    });
    expect(browser.cookies.has('Authentication')).toBe(false);
    const stored = await t.database.db.select().from(users).where(eq(users.email, 'first@example.com'));
    expect(stored).toHaveLength(0);
    const links = await t.database.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.providerAccountId, who.id));
    expect(links).toHaveLength(0);
  });

  it('stores a name of at least 3 characters when GitHub gives a shorter one', async () => {
    for (const [name, login] of [
      ['Al', 'al'],
      ['  ', 'Bo'],
      ['X', 'xyz-dev'],
    ] as const) {
      const browser = new Browser(t.app);
      await socialSignIn(browser, 'github', profile({ name, login: `${login}` }));
      const me = (await browser.get('/api/user/me')).json();
      expect(me.name.length, `${name}/${login}`).toBeGreaterThanOrEqual(3);
      expect(nameSchema.safeParse(me.name).success).toBe(true);
      if (login === 'xyz-dev') expect(me.name).toBe('xyz-dev');
    }
  });

  it('refuses a callback whose state does not match this browser', async () => {
    const browser = new Browser(t.app);
    const done = await socialSignIn(browser, 'github', profile(), (url) =>
      url.searchParams.set('state', 'forged'),
    );
    expect(Object.fromEntries(done.searchParams)).toEqual({
      status: 'error',
      code: 'InvalidBrowserConnection',
    });
    expect(browser.cookies.has('Authentication')).toBe(false);
  });

  it('refuses a callback that arrives in another browser (no state cookie)', async () => {
    mock.setProfile(profile());
    const start = await new Browser(t.app).get('/api/auth/github');
    const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const other = await new Browser(t.app).get(`${callback.pathname}${callback.search}`);
    expect(new URL(other.headers.location as string).searchParams.get('code')).toBe(
      'InvalidBrowserConnection',
    );
  });

  it('fails cleanly when the PKCE verifier does not match (the provider refuses the code)', async () => {
    const browser = new Browser(t.app);
    mock.setProfile(profile());
    const start = await browser.get('/api/auth/github');
    browser.cookies.set('OAuthVerifier', { value: 'a'.repeat(43), path: '/api/auth' });
    const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const back = await browser.get(`${callback.pathname}${callback.search}`);
    const done = new URL(back.headers.location as string);
    expect(Object.fromEntries(done.searchParams)).toEqual({ status: 'error', code: 'SomethingWentWrong' });
    expect(browser.cookies.has('Authentication')).toBe(false);
  });
});

describe('Google', () => {
  it('signs up with the Google profile, its address verified', async () => {
    const who = profile();
    const browser = new Browser(t.app);
    expect((await socialSignIn(browser, 'google', who)).searchParams.get('status')).toBe('authenticated');
    const me = (await browser.get('/api/user/me')).json();
    expect(me).toMatchObject({ provider: 'google', email: who.email, emailVerified: true });
    expect(me.username).toBe(who.email.split('@')[0]);
  });

  it('refuses an address Google has not verified (email_verified: false), creating nothing', async () => {
    const who = profile({ emailVerified: false });
    const browser = new Browser(t.app);
    const done = await socialSignIn(browser, 'google', who);
    expect(Object.fromEntries(done.searchParams)).toEqual({
      status: 'error',
      code: 'ProviderEmailNotVerified',
    });
    expect(browser.cookies.has('Authentication')).toBe(false);
    expect(await t.database.db.select().from(users).where(eq(users.email, who.email))).toHaveLength(0);
    expect(
      await t.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.providerAccountId, who.id)),
    ).toHaveLength(0);
  });

  it('an unverified address never signs into the account that has it', async () => {
    const owner = await registerUser(new Browser(t.app));
    const who = profile({ email: owner.email, emailVerified: false });
    const browser = new Browser(t.app);
    const done = await socialSignIn(browser, 'google', who);
    expect(done.searchParams.get('status')).toBe('error');
    expect(browser.cookies.has('Authentication')).toBe(false);
  });

  it('a social account cannot sign in with a password: OAuthUser', async () => {
    const who = profile();
    await socialSignIn(new Browser(t.app), 'google', who);
    const response = await new Browser(t.app).post('/api/auth/login', {
      identifier: who.email,
      password: 'anything',
    });
    expect(response.json()).toEqual({ statusCode: 400, message: 'OAuthUser' });
    const signedIn = new Browser(t.app);
    await socialSignIn(signedIn, 'google', who);
    const change = await signedIn.patch('/api/auth/password', {
      currentPassword: 'anything',
      password: 'new-password',
    });
    expect(change.json().message).toBe('OAuthUser');
  });
});

describe('a social account and its password', () => {
  it('has none at first, moves its email without one, and can set one through forgot-password', async () => {
    const who = profile();
    const browser = new Browser(t.app);
    await socialSignIn(browser, 'github', who);
    expect((await browser.get('/api/user/me')).json()).toMatchObject({
      provider: 'github',
      hasPassword: false,
    });

    // No password to ask for: the provider vouched for this sign-in. The old address still hears of it.
    const moved = `moved-${who.login.toLowerCase()}@example.com`;
    const change = await browser.patch('/api/user/me', { email: moved });
    expect(change.json()).toMatchObject({ email: moved, emailVerified: false, hasPassword: false });
    expect((await smtp.next(who.email)).subject).toBe('Your email address was changed');
    const verification = tokenFromMail(await smtp.next(moved), '/auth/verify-email');
    expect((await browser.post(`/api/auth/verify-email?token=${verification}`)).statusCode).toBe(200);

    await new Browser(t.app).post('/api/auth/forgot-password', { email: moved });
    const token = tokenFromMail(await smtp.next(moved), '/auth/reset-password');
    expect(
      (await new Browser(t.app).post('/api/auth/reset-password', { token, password: 'chosen-later' }))
        .statusCode,
    ).toBe(200);

    const again = new Browser(t.app);
    await socialSignIn(again, 'github', who);
    expect((await again.get('/api/user/me')).json()).toMatchObject({ provider: 'github', hasPassword: true });
    const changed = await again.patch('/api/auth/password', {
      currentPassword: 'chosen-later',
      password: 'chosen-again',
    });
    expect(changed.statusCode).toBe(200);
    // With a password, moving the email now asks for it.
    expect((await again.patch('/api/user/me', { email: `back-${moved}` })).json().message).toBe(
      'InvalidCredentials',
    );
  });
});

describe('an account a provider made with an address nobody verified (before ADR 0010)', () => {
  it('loses its provider links when the address owner resets the password', async () => {
    // Such accounts can no longer be made; one made earlier is written here as it was stored.
    const who = profile();
    const [user] = await t.database.db
      .insert(users)
      .values({ name: who.name, username: who.login.toLowerCase(), email: who.email, provider: 'google' })
      .returning();
    await t.database.db.insert(secrets).values({ userId: user!.id, password: null });
    await t.database.db
      .insert(oauthAccounts)
      .values({ userId: user!.id, provider: 'google', providerAccountId: who.id });
    const squatter = new Browser(t.app);
    expect((await socialSignIn(squatter, 'google', who)).searchParams.get('status')).toBe('authenticated');

    // The address's real owner takes the account back through the reset mail.
    await new Browser(t.app).post('/api/auth/forgot-password', { email: who.email });
    const token = tokenFromMail(await smtp.next(who.email), '/auth/reset-password');
    const reset = await new Browser(t.app).post('/api/auth/reset-password', { token, password: 'mine-now' });
    expect(reset.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user!.id)),
    ).toHaveLength(0);
    expect((await squatter.get('/api/user/me')).statusCode).toBe(401);
    const again = new Browser(t.app);
    const done = await socialSignIn(again, 'google', who);
    expect(Object.fromEntries(done.searchParams)).toEqual({ status: 'error', code: 'UserAlreadyExists' });
    const owner = new Browser(t.app);
    expect(
      (await owner.post('/api/auth/login', { identifier: who.email, password: 'mine-now' })).statusCode,
    ).toBe(200);
    expect((await owner.get('/api/user/me')).json()).toMatchObject({ emailVerified: true });
  });
});

describe('unconfigured and closed', () => {
  it('a provider without configuration is 404, and DISABLE_SIGNUPS refuses new social accounts', async () => {
    const plain = await createTestApp({ database: t.database });
    const closed = await createTestApp({
      database: t.database,
      env: { ...mock.githubEnv, DISABLE_SIGNUPS: 'true' },
    });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/github' })).statusCode).toBe(404);
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=y' }))
          .statusCode,
      ).toBe(404);
      const done = await socialSignIn(new Browser(closed.app), 'github', profile());
      expect(Object.fromEntries(done.searchParams)).toEqual({ status: 'error', code: 'SignupsDisabled' });
    } finally {
      await plain.close();
      await closed.close();
    }
  });
});
