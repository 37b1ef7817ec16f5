// Email verification and password reset, with mail delivered over real SMTP to an in-process server.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { secrets, sessions } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser, signIn } from '../../test/auth-helpers.ts';
import { startSmtpCatcher, tokenFromMail, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { AUTH_TEST_PORTS } from '../../test/ports.ts';

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher(AUTH_TEST_PORTS);
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'noreply@resume.test', PUBLIC_URL: 'http://cv.example.test' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('email verification', () => {
  it('registration mails a link that verifies the email once', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const mail = await smtp.next(account.email);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.raw).toMatch(/^From: noreply@resume\.test/m);
    expect(mail.raw).toContain('text/html');
    expect(mail.body).toContain(`Hi ${account.name},`);
    expect(mail.body).toContain('http://cv.example.test/auth/verify-email?token=');
    const token = tokenFromMail(mail, '/auth/verify-email');

    // Stored only as a hash.
    const [row] = await t.database.db.select().from(secrets).where(eq(secrets.userId, account.id));
    expect(row!.verificationToken).toBeTruthy();
    expect(row!.verificationToken).not.toBe(token);

    const verified = await new Browser(t.app).post(`/api/auth/verify-email?token=${token}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toEqual(expect.any(String));
    expect((await browser.get('/api/user/me')).json().emailVerified).toBe(true);

    const again = await new Browser(t.app).post(`/api/auth/verify-email?token=${token}`);
    expect(again.json()).toEqual({ statusCode: 400, message: 'InvalidVerificationToken' });
  });

  it('refuses an unknown or expired token with InvalidVerificationToken', async () => {
    const unknown = await new Browser(t.app).post('/api/auth/verify-email?token=made-up-token');
    expect(unknown.json()).toEqual({ statusCode: 400, message: 'InvalidVerificationToken' });

    const account = await registerUser(new Browser(t.app));
    const token = tokenFromMail(await smtp.next(account.email), '/auth/verify-email');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    const expired = await new Browser(t.app).post(`/api/auth/verify-email?token=${token}`);
    expect(expired.json().message).toBe('InvalidVerificationToken');
  });

  it('resend mails a new link and invalidates the old one; EmailAlreadyVerified afterwards', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const first = tokenFromMail(await smtp.next(account.email), '/auth/verify-email');
    const resend = await browser.post('/api/auth/verify-email/resend');
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: expect.any(String) });
    const second = tokenFromMail(await smtp.next(account.email), '/auth/verify-email');
    expect(second).not.toBe(first);
    expect((await browser.post(`/api/auth/verify-email?token=${first}`)).json().message).toBe(
      'InvalidVerificationToken',
    );
    expect((await browser.post(`/api/auth/verify-email?token=${second}`)).statusCode).toBe(200);
    const after = await browser.post('/api/auth/verify-email/resend');
    expect(after.json()).toEqual({ statusCode: 400, message: 'EmailAlreadyVerified' });
  });

  it('resend needs a session', async () => {
    expect((await new Browser(t.app).post('/api/auth/verify-email/resend')).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers forgot-password the same for known and unknown emails', async () => {
    const account = await registerUser(new Browser(t.app));
    const known = await new Browser(t.app).post('/api/auth/forgot-password', {
      email: account.email.toUpperCase(),
    });
    const unknown = await new Browser(t.app).post('/api/auth/forgot-password', {
      email: 'nobody-at-all@example.com',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await smtp.next(account.email); // verification
    const reset = await smtp.next(account.email);
    expect(reset.subject).toBe('Reset your password');
    expect(smtp.mails.some((mail) => mail.to.includes('nobody-at-all@example.com'))).toBe(false);
  });

  it('resets the password once with the mailed token and ends every session', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    await smtp.next(account.email);
    const other = await signIn(t.app, account.username, account.password);
    await new Browser(t.app).post('/api/auth/forgot-password', { email: account.email });
    const token = tokenFromMail(await smtp.next(account.email), '/auth/reset-password');

    const [row] = await t.database.db.select().from(secrets).where(eq(secrets.userId, account.id));
    expect(row!.resetToken).not.toBe(token);

    const reset = await new Browser(t.app).post('/api/auth/reset-password', {
      token,
      password: 'a-new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(
      0,
    );
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    expect((await other.get('/api/user/me')).statusCode).toBe(401);

    await signIn(t.app, account.email, 'a-new-password');
    const reused = await new Browser(t.app).post('/api/auth/reset-password', {
      token,
      password: 'another-password',
    });
    expect(reused.json()).toEqual({ statusCode: 400, message: 'InvalidResetToken' });
  });

  it('refuses an expired reset token (older than one hour)', async () => {
    const account = await registerUser(new Browser(t.app));
    await smtp.next(account.email);
    await new Browser(t.app).post('/api/auth/forgot-password', { email: account.email });
    const token = tokenFromMail(await smtp.next(account.email), '/auth/reset-password');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const expired = await new Browser(t.app).post('/api/auth/reset-password', {
      token,
      password: 'a-new-password',
    });
    expect(expired.json()).toEqual({ statusCode: 400, message: 'InvalidResetToken' });
    vi.useRealTimers();
    await signIn(t.app, account.email, account.password);
  });

  it('a change of email ends the links mailed before it; the old address verifies nothing', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const verification = tokenFromMail(await smtp.next(account.email), '/auth/verify-email');
    await new Browser(t.app).post('/api/auth/forgot-password', { email: account.email });
    const reset = tokenFromMail(await smtp.next(account.email), '/auth/reset-password');

    const moved = `moved-${account.username}@example.com`;
    const changed = await browser.patch('/api/user/me', { email: moved, currentPassword: account.password });
    expect(changed.json()).toMatchObject({ email: moved, emailVerified: false });
    await smtp.next(account.email); // the notice of the change

    expect(
      (
        await new Browser(t.app).post('/api/auth/reset-password', {
          token: reset,
          password: 'a-new-password',
        })
      ).json(),
    ).toEqual({ statusCode: 400, message: 'InvalidResetToken' });
    expect((await new Browser(t.app).post(`/api/auth/verify-email?token=${verification}`)).json()).toEqual({
      statusCode: 400,
      message: 'InvalidVerificationToken',
    });
    expect((await browser.get('/api/user/me')).json().emailVerified).toBe(false);
    await signIn(t.app, moved, account.password);
  });

  it('a link mailed to the old address verifies nothing, even one stored after the change', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const verification = tokenFromMail(await smtp.next(account.email), '/auth/verify-email');
    await new Browser(t.app).post('/api/auth/forgot-password', { email: account.email });
    const reset = tokenFromMail(await smtp.next(account.email), '/auth/reset-password');
    const [before] = await t.database.db.select().from(secrets).where(eq(secrets.userId, account.id));

    const moved = `raced-${account.username}@example.com`;
    await browser.patch('/api/user/me', { email: moved, currentPassword: account.password });
    // As if the mails had been issued just as the address changed: their tokens written after the change.
    await t.database.db
      .update(secrets)
      .set({
        resetToken: before!.resetToken,
        resetExpiresAt: before!.resetExpiresAt,
        verificationToken: before!.verificationToken,
        verificationExpiresAt: before!.verificationExpiresAt,
      })
      .where(eq(secrets.userId, account.id));

    expect(
      (await new Browser(t.app).post(`/api/auth/verify-email?token=${verification}`)).json().message,
    ).toBe('InvalidVerificationToken');
    const done = await new Browser(t.app).post('/api/auth/reset-password', {
      token: reset,
      password: 'a-new-password',
    });
    expect(done.statusCode).toBe(200);
    const me = (await signIn(t.app, moved, 'a-new-password')).get('/api/user/me');
    expect((await me).json()).toMatchObject({ email: moved, emailVerified: false });
  });

  it('a change of password ends the reset and verification links mailed before it', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const verification = tokenFromMail(await smtp.next(account.email), '/auth/verify-email');
    await new Browser(t.app).post('/api/auth/forgot-password', { email: account.email });
    const reset = tokenFromMail(await smtp.next(account.email), '/auth/reset-password');
    const changed = await browser.patch('/api/auth/password', {
      currentPassword: account.password,
      password: 'changed-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (
        await new Browser(t.app).post('/api/auth/reset-password', {
          token: reset,
          password: 'a-new-password',
        })
      ).json(),
    ).toEqual({ statusCode: 400, message: 'InvalidResetToken' });
    expect(
      (await new Browser(t.app).post(`/api/auth/verify-email?token=${verification}`)).json().message,
    ).toBe('InvalidVerificationToken');
    await signIn(t.app, account.email, 'changed-password');
  });

  it('a German-speaking user gets the mail in German', async () => {
    const account = await registerUser(new Browser(t.app), { locale: 'de-DE' });
    const mail = await smtp.next(account.email);
    expect(mail.body).toContain('Hallo');
    expect(mail.subject).toContain('=?'); // encoded non-ASCII subject
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail with its link to the server log', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      database: t.database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const account = await registerUser(new Browser(logged.app));
      const entry = lines.find(
        (line) => line.includes(account.email) && line.includes('/auth/verify-email?token='),
      );
      expect(entry).toBeDefined();
    } finally {
      await logged.close();
    }
  });
});
