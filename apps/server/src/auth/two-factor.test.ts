// Two-factor with codes computed the way an authenticator app computes them (otpauth).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { URI, type TOTP } from 'otpauth';
import { contracts } from '@rb/schema';
import { secrets, sessions } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser, type TestAccount } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secretOf = (uri: string) => (URI.parse(uri) as TOTP).secret.base32;

const storedSecret = async (userId: string) =>
  (await t.database.db.select().from(secrets).where(eq(secrets.userId, userId)))[0]!.twoFactorSecret;

const codeFor = (uri: string, offsetSeconds = 0) =>
  (URI.parse(uri) as TOTP).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/** A signed-in user with two-factor on: returns the URI and backup codes. */
async function userWithTwoFactor(): Promise<{
  browser: Browser;
  account: TestAccount;
  uri: string;
  backupCodes: string[];
}> {
  const browser = new Browser(t.app);
  const account = await registerUser(browser);
  const setup = await browser.post('/api/auth/2fa/setup');
  const uri = setup.json().message as string;
  const enable = await browser.post('/api/auth/2fa/enable', { code: codeFor(uri) });
  expect(enable.statusCode).toBe(200);
  return { browser, account, uri, backupCodes: enable.json().backupCodes };
}

async function loginPending(account: TestAccount) {
  const browser = new Browser(t.app);
  const response = await browser.post('/api/auth/login', {
    identifier: account.email,
    password: account.password,
  });
  return { browser, response };
}

describe('setting up two-factor', () => {
  it('setup returns an otpauth URI; enable with a valid code returns 8 backup codes of 10 [a-z0-9]', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const setup = await browser.post('/api/auth/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const uri = setup.json().message as string;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(uri)).toContain(account.email);

    const wrong = await browser.post('/api/auth/2fa/enable', { code: codeFor(uri, 300) });
    expect(wrong.json()).toEqual({ statusCode: 400, message: 'InvalidTwoFactorCode' });
    // The dialog may send an empty code (docs/product.md#accounts): empty or malformed, the answer is the wrong-code one.
    for (const code of ['', '12ab56', '1234567', ' ']) {
      const malformed = await browser.post('/api/auth/2fa/enable', { code });
      expect(malformed.json(), JSON.stringify(code)).toEqual({
        statusCode: 400,
        message: 'InvalidTwoFactorCode',
      });
    }
    // Sign-in steps keep the strict contract.
    expect(contracts.verifyTwoFactor.body.safeParse({ code: '' }).success).toBe(false);

    const enable = await browser.post('/api/auth/2fa/enable', { code: codeFor(uri) });
    expect(enable.statusCode).toBe(200);
    const { backupCodes } = enable.json() as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(8);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{10}$/);
    expect(new Set(backupCodes).size).toBe(8);
    expect((await browser.get('/api/user/me')).json().twoFactorEnabled).toBe(true);

    const [row] = await t.database.db.select().from(secrets).where(eq(secrets.userId, account.id));
    expect(row!.twoFactorBackupCodes).toHaveLength(8);
    for (const code of backupCodes) expect(row!.twoFactorBackupCodes).not.toContain(code);

    expect((await browser.post('/api/auth/2fa/setup')).json().message).toBe('TwoFactorAlreadyEnabled');
    expect((await browser.post('/api/auth/2fa/enable', { code: codeFor(uri) })).json().message).toBe(
      'TwoFactorAlreadyEnabled',
    );
  });

  it('enable before setup is TwoFactorNotEnabled; all of it needs a session', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    expect((await browser.post('/api/auth/2fa/enable', { code: '123456' })).json().message).toBe(
      'TwoFactorNotEnabled',
    );
    expect((await browser.post('/api/auth/2fa/disable')).json().message).toBe('TwoFactorNotEnabled');
    const guest = new Browser(t.app);
    for (const path of ['/api/auth/2fa/setup', '/api/auth/2fa/disable']) {
      expect((await guest.post(path)).statusCode).toBe(401);
    }
  });
});

describe('signing in with two-factor', () => {
  it('login answers 2fa_required without a session; verify with a valid code completes it', async () => {
    const { account, uri } = await userWithTwoFactor();
    const { browser, response } = await loginPending(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: '2fa_required',
      user: { id: account.id, twoFactorEnabled: true },
    });
    expect(browser.cookies.has('Authentication')).toBe(false);
    expect(browser.cookies.get('TwoFactor')?.path).toBe('/api/auth/2fa');
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);

    const wrong = await browser.post('/api/auth/2fa/verify', { code: codeFor(uri, 600) });
    expect(wrong.json()).toEqual({ statusCode: 400, message: 'InvalidTwoFactorCode' });

    // The code of the enable step was spent on enabling; the authenticator's next code signs in.
    const spent = await browser.post('/api/auth/2fa/verify', { code: codeFor(uri) });
    expect(spent.json()).toEqual({ statusCode: 400, message: 'InvalidTwoFactorCode' });
    const next = codeFor(uri, 30);
    const verified = await browser.post('/api/auth/2fa/verify', { code: next });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ id: account.id });
    expect(browser.cookies.has('TwoFactor')).toBe(false);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);

    // A code is accepted once: replaying it from another sign-in fails.
    const replay = await loginPending(account);
    const replayed = await replay.browser.post('/api/auth/2fa/verify', { code: next });
    expect(replayed.json()).toEqual({ statusCode: 400, message: 'InvalidTwoFactorCode' });
  });

  it('the pending token is not an access token, and verify without it is 401', async () => {
    const { account, uri } = await userWithTwoFactor();
    const { browser } = await loginPending(account);
    const pending = browser.cookies.get('TwoFactor')!.value;
    const misuse = new Browser(t.app);
    misuse.cookies.set('Authentication', { value: pending, path: '/' });
    expect((await misuse.get('/api/user/me')).statusCode).toBe(401);
    const noCookie = await new Browser(t.app).post('/api/auth/2fa/verify', { code: codeFor(uri, 30) });
    expect(noCookie.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('a session access token cannot stand in for the pending token', async () => {
    const { browser, uri } = await userWithTwoFactor();
    const access = browser.cookies.get('Authentication')!.value;
    const attacker = new Browser(t.app);
    attacker.cookies.set('TwoFactor', { value: access, path: '/api/auth/2fa' });
    expect((await attacker.post('/api/auth/2fa/verify', { code: codeFor(uri, 30) })).statusCode).toBe(401);
  });

  it("a guest's refresh probe leaves the pending second factor in place", async () => {
    const { account, backupCodes } = await userWithTwoFactor();
    const { browser } = await loginPending(account);
    // What the web app does on a full page load of the code screen: probe the user, then try a refresh.
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(401);
    expect(browser.cookies.has('TwoFactor')).toBe(true);
    expect((await browser.post('/api/auth/2fa/backup', { code: backupCodes[5] })).statusCode).toBe(200);
  });

  it('each backup code works once', async () => {
    const { account, backupCodes } = await userWithTwoFactor();
    const first = await loginPending(account);
    const used = await first.browser.post('/api/auth/2fa/backup', { code: backupCodes[3] });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ id: account.id });
    expect((await first.browser.get('/api/user/me')).statusCode).toBe(200);

    const second = await loginPending(account);
    const again = await second.browser.post('/api/auth/2fa/backup', { code: backupCodes[3] });
    expect(again.json()).toEqual({ statusCode: 400, message: 'InvalidTwoFactorBackupCode' });
    const made = await second.browser.post('/api/auth/2fa/backup', { code: 'abcdefghij' });
    expect(made.json().message).toBe('InvalidTwoFactorBackupCode');
    expect((await second.browser.post('/api/auth/2fa/backup', { code: backupCodes[0] })).statusCode).toBe(
      200,
    );

    const [row] = await t.database.db.select().from(secrets).where(eq(secrets.userId, account.id));
    expect(row!.twoFactorBackupCodes).toHaveLength(6);
  });

  it('disable asks for the password or a current code, not the session alone', async () => {
    const { browser, uri } = await userWithTwoFactor();
    expect((await browser.post('/api/auth/2fa/disable')).json()).toEqual({
      statusCode: 400,
      message: 'InvalidCredentials',
    });
    expect((await browser.post('/api/auth/2fa/disable', { password: 'not-it' })).json().message).toBe(
      'InvalidCredentials',
    );
    expect((await browser.post('/api/auth/2fa/disable', { code: '000000' })).json().message).toBe(
      'InvalidTwoFactorCode',
    );
    // The code that turned it on was used already; the next one works.
    expect((await browser.post('/api/auth/2fa/disable', { code: codeFor(uri) })).json().message).toBe(
      'InvalidTwoFactorCode',
    );
    const disabled = await browser.post('/api/auth/2fa/disable', { code: codeFor(uri, 30) });
    expect(disabled.statusCode).toBe(200);
    expect((await browser.get('/api/user/me')).json().twoFactorEnabled).toBe(false);
  });

  it('disable turns it off: the next login is authenticated at once', async () => {
    const { browser, account } = await userWithTwoFactor();
    const disabled = await browser.post('/api/auth/2fa/disable', { password: account.password });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({ message: expect.any(String) });
    const { response } = await loginPending(account);
    expect(response.json().status).toBe('authenticated');
    const [row] = await t.database.db.select().from(secrets).where(eq(secrets.userId, account.id));
    expect(row!.twoFactorSecret).toBeNull();
    expect(row!.twoFactorBackupCodes).toEqual([]);
    const count = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(count.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the secret at rest', () => {
  it('is sealed from setup on: the row never holds the base32 seed, and every sealing differs', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const uri = (await browser.post('/api/auth/2fa/setup')).json().message as string;
    const afterSetup = await storedSecret(account.id);
    expect(afterSetup).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(afterSetup).not.toContain(secretOf(uri));

    expect((await browser.post('/api/auth/2fa/enable', { code: codeFor(uri) })).statusCode).toBe(200);
    const afterEnable = await storedSecret(account.id);
    expect(afterEnable).toMatch(/^v1:/);
    expect(afterEnable).not.toContain(secretOf(uri));
    // A fresh IV on every write: two sealings of the same seed share nothing an observer could match.
    expect(afterEnable).not.toBe(afterSetup);

    const { browser: pending } = await loginPending(account);
    expect((await pending.post('/api/auth/2fa/verify', { code: codeFor(uri, 30) })).statusCode).toBe(200);
  });

  it('a legacy plaintext row still verifies, and is sealed by that sign-in', async () => {
    const { account, uri } = await userWithTwoFactor();
    // What a database from before sealing holds.
    await t.database.db
      .update(secrets)
      .set({ twoFactorSecret: secretOf(uri) })
      .where(eq(secrets.userId, account.id));

    const { browser } = await loginPending(account);
    expect((await browser.post('/api/auth/2fa/verify', { code: codeFor(uri, 600) })).statusCode).toBe(400);
    expect(await storedSecret(account.id)).toBe(secretOf(uri));
    expect((await browser.post('/api/auth/2fa/verify', { code: codeFor(uri, 30) })).statusCode).toBe(200);
    const sealed = await storedSecret(account.id);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(secretOf(uri));

    // And the sealed row keeps working (the replay guard set aside, to not wait for the next 30 s step).
    await t.database.db
      .update(secrets)
      .set({ twoFactorLastStep: null })
      .where(eq(secrets.userId, account.id));
    const again = await loginPending(account);
    expect((await again.browser.post('/api/auth/2fa/verify', { code: codeFor(uri) })).statusCode).toBe(200);
  });

  it('a legacy plaintext seed waiting for enable still enables', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const uri = (await browser.post('/api/auth/2fa/setup')).json().message as string;
    await t.database.db
      .update(secrets)
      .set({ twoFactorSecret: secretOf(uri) })
      .where(eq(secrets.userId, account.id));
    expect((await browser.post('/api/auth/2fa/enable', { code: codeFor(uri) })).statusCode).toBe(200);
    expect(await storedSecret(account.id)).toMatch(/^v1:/);
  });

  it("another user's sealed seed copied into a row does not open there", async () => {
    const victim = await userWithTwoFactor();
    const attacker = await userWithTwoFactor();
    await t.database.db
      .update(secrets)
      .set({ twoFactorSecret: await storedSecret(victim.account.id) })
      .where(eq(secrets.userId, attacker.account.id));
    const { browser } = await loginPending(attacker.account);
    const response = await browser.post('/api/auth/2fa/verify', { code: codeFor(victim.uri, 30) });
    expect(response.json()).toEqual({ statusCode: 500, message: 'SomethingWentWrong' });
  });
});
