// The rate limits on calls that guess secrets or send mail: 10 per 15 minutes per address and per account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';

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

  it('login: many addresses against one account are limited per account', async () => {
    const account = await registerUser(new Browser(t.app));
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await new Browser(t.app).post('/api/auth/login', {
        identifier: account.username,
        password: 'wrong-pass',
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await new Browser(t.app).post('/api/auth/login', {
      identifier: account.username,
      password: account.password,
    });
    expect(blocked.json()).toEqual(tooMany);
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
});
