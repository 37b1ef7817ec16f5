// The rate limits on calls that guess secrets or send mail: 10 per 15 minutes per address and per account;
// signing in counts per address and account, and slows (never locks) an account tried from everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { URI, type TOTP } from 'otpauth';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { ACCOUNT_CEILING_FACTOR, AUTH_RATE_LIMIT, accountSlowdownMs } from './rate-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tooMany = { statusCode: 429, message: 'TooManyRequests' };

describe('rate limits', () => {
  it('login: the 11th attempt from one address is 429 TooManyRequests, even with the right password', async () => {
    const account = await registerUser(new Browser(t.app));
    const browser = new Browser(t.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await browser.post('/api/auth/login', {
        identifier: `nobody-${attempt}`,
        password: 'wrong-pass',
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await browser.post('/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect(
      (
        await new Browser(t.app).post('/api/auth/login', {
          identifier: account.email,
          password: account.password,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('login: strangers cannot lock the owner out; one address against one account is limited', async () => {
    const account = await registerUser(new Browser(t.app));
    const stranger = new Browser(t.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await stranger.post('/api/auth/login', {
        identifier: account.username,
        password: 'wrong-pass',
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await stranger.post('/api/auth/login', {
      identifier: account.username,
      password: account.password,
    });
    expect(blocked.json()).toEqual(tooMany);
    // The owner, from their own address, signs in at once.
    const owner = new Browser(t.app);
    const started = performance.now();
    const signedIn = await owner.post('/api/auth/login', {
      identifier: account.username,
      password: account.password,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(accountSlowdownMs);
  });

  it('login: many addresses against one account slow it down past a ceiling, never lock it', async () => {
    const account = await registerUser(new Browser(t.app));
    const ceiling = AUTH_RATE_LIMIT.max * ACCOUNT_CEILING_FACTOR;
    for (let attempt = 0; attempt < ceiling; attempt++) {
      const response = await new Browser(t.app).post('/api/auth/login', {
        identifier: account.username,
        password: 'wrong-pass',
      });
      expect(response.statusCode).toBe(400);
    }
    const started = performance.now();
    const signedIn = await new Browser(t.app).post('/api/auth/login', {
      identifier: account.username,
      password: account.password,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(accountSlowdownMs - 10);
  });

  it('forgot-password, verification resend and two-factor verify/backup are limited too', async () => {
    const forgot = new Browser(t.app);
    const forgotStatuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      forgotStatuses.push(
        (await forgot.post('/api/auth/forgot-password', { email: `someone${attempt}@example.com` }))
          .statusCode,
      );
    }
    expect(forgotStatuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(forgotStatuses[10]).toBe(429);

    const resend = new Browser(t.app);
    await registerUser(resend);
    const resendStatuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      resendStatuses.push((await resend.post('/api/auth/verify-email/resend')).statusCode);
    }
    expect(resendStatuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(resendStatuses[10]).toBe(429);

    for (const path of ['/api/auth/2fa/verify', '/api/auth/2fa/backup']) {
      const guesser = new Browser(t.app);
      const statuses = [];
      const code = path.endsWith('verify') ? '123456' : 'abcdefghij';
      for (let attempt = 0; attempt < 11; attempt++)
        statuses.push((await guesser.post(path, { code })).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    }
  });

  it('registration from one address is limited', async () => {
    const browser = new Browser(t.app);
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const tag = `${Date.now().toString(36)}${attempt}`;
      const response = await browser.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Rate Limited',
          username: `rl-${tag}`,
          email: `rl-${tag}@example.com`,
          password: 'secret-pass',
          locale: 'en-US',
        },
      });
      statuses.push(response.statusCode);
      browser.cookies.clear();
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('two-factor enable: the 11th code from one signed-in user is 429, even the right one', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    const uri = (await browser.post('/api/auth/2fa/setup')).json().message as string;
    const totp = URI.parse(uri) as TOTP;
    const wrong = totp.generate({ timestamp: Date.now() + 600_000 });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await browser.post('/api/auth/2fa/enable', { code: wrong })).json().message).toBe(
        'InvalidTwoFactorCode',
      );
    }
    const blocked = await browser.post('/api/auth/2fa/enable', { code: totp.generate() });
    expect(blocked.json()).toEqual(tooMany);
    expect((await browser.get('/api/user/me')).json().twoFactorEnabled).toBe(false);
    // The count is per account too: the same user from another device is still blocked.
    const elsewhere = new Browser(t.app, '10.250.0.1');
    for (const [name, cookie] of browser.cookies) elsewhere.cookies.set(name, { ...cookie });
    expect((await elsewhere.post('/api/auth/2fa/enable', { code: totp.generate() })).json()).toEqual(tooMany);
  });

  it('password change: ten wrong current passwords, then 429 even for the right one', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await browser.patch('/api/auth/password', {
        currentPassword: `guess-${attempt}`,
        password: 'brand-new-pass',
      });
      expect(response.json().message).toBe('InvalidCredentials');
    }
    const blocked = await browser.patch('/api/auth/password', {
      currentPassword: account.password,
      password: 'brand-new-pass',
    });
    expect(blocked.json()).toEqual(tooMany);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('reset-password: guessing tokens from one address stops at the 11th', async () => {
    const browser = new Browser(t.app);
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await browser.post('/api/auth/reset-password', {
        token: `guessed-token-${attempt}`,
        password: 'brand-new-pass',
      });
      statuses.push(response.json().message);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill('InvalidResetToken'));
    expect(statuses[10]).toBe('TooManyRequests');
  });

  it('an email change counts password guesses; changes without a password are not limited', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await browser.patch('/api/user/me', { name: `Renamed ${attempt}x` })).statusCode).toBe(200);
    }
    const moved = `moved-${account.username}@example.com`;
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await browser.patch('/api/user/me', {
        email: moved,
        currentPassword: `guess-${attempt}`,
      });
      expect(response.json().message).toBe('InvalidCredentials');
    }
    const blocked = await browser.patch('/api/user/me', { email: moved, currentPassword: account.password });
    expect(blocked.json()).toEqual(tooMany);
    expect((await browser.get('/api/user/me')).json().email).toBe(account.email);
  });
});
