// GET, PATCH and DELETE /api/user/me.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { resumes, secrets, sessions, statistics, users } from '../db/schema.ts';
import { findPrintableResume } from '../printer/printer.queries.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, multipart, registerUser, signIn } from '../../test/auth-helpers.ts';
import { startSmtpCatcher, tokenFromMail, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { AUTH_TEST_PORTS } from '../../test/ports.ts';
import { depsOf } from '../app.ts';

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher(AUTH_TEST_PORTS);
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('GET /api/user/me', () => {
  it('returns the signed-in user and 401 for a guest', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const me = await browser.get('/api/user/me');
    expect(me.json()).toMatchObject({ id: account.id, username: account.username, email: account.email });
    expect((await new Browser(t.app).get('/api/user/me')).json()).toEqual({
      statusCode: 401,
      message: 'Unauthorized',
    });
  });
});

describe('PATCH /api/user/me', () => {
  it('changes name, locale, username and picture', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const response = await browser.patch('/api/user/me', {
      name: 'Renamed Person',
      locale: 'de-DE',
      username: `${account.username}-new`,
      picture: 'https://example.com/me.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed Person',
      locale: 'de-DE',
      username: `${account.username}-new`,
      picture: 'https://example.com/me.webp',
    });
    expect((await browser.patch('/api/user/me', { picture: '' })).json().picture).toBeNull();
  });

  it('a new email needs the current password, is unverified, gets a verification mail and the old address a notice', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const first = tokenFromMail(await smtp.next(account.email), '/auth/verify-email');
    expect((await browser.post(`/api/auth/verify-email?token=${first}`)).statusCode).toBe(200);
    expect((await browser.get('/api/user/me')).json()).toMatchObject({
      emailVerified: true,
      hasPassword: true,
    });

    const newEmail = `moved-${account.username}@example.com`;
    // A session alone cannot move the address that reset links go to.
    for (const body of [
      { email: newEmail },
      { email: newEmail, currentPassword: 'not-the-password' },
      { email: newEmail, name: 'Someone Else', currentPassword: `${account.password}x` },
    ]) {
      expect((await browser.patch('/api/user/me', body)).json()).toEqual({
        statusCode: 400,
        message: 'InvalidCredentials',
      });
    }
    expect(await browser.patch('/api/user/me', { email: newEmail, currentPassword: '' })).toMatchObject({
      statusCode: 400,
    });
    expect((await browser.get('/api/user/me')).json()).toMatchObject({
      email: account.email,
      name: account.name,
      emailVerified: true,
    });
    expect(smtp.mails.some((mail) => mail.to.includes(newEmail))).toBe(false);

    const response = await browser.patch('/api/user/me', {
      email: newEmail.toUpperCase(),
      currentPassword: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: newEmail, emailVerified: false });
    expect(response.body).not.toContain(account.password);

    const notice = await smtp.next(account.email);
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.body).toContain(`The email address of your account was changed to ${newEmail}.`);
    expect(notice.body).not.toMatch(/token=/);

    const token = tokenFromMail(await smtp.next(newEmail), '/auth/verify-email');
    expect((await browser.post(`/api/auth/verify-email?token=${token}`)).statusCode).toBe(200);
    expect((await browser.get('/api/user/me')).json().emailVerified).toBe(true);
    await signIn(t.app, newEmail, account.password);
  });

  it('the notice to the old address speaks the account language', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser, { locale: 'de-DE' });
    await smtp.next(account.email); // verification
    const newEmail = `umgezogen-${account.username}@example.com`;
    const response = await browser.patch('/api/user/me', {
      email: newEmail,
      currentPassword: account.password,
    });
    expect(response.statusCode).toBe(200);
    const notice = await smtp.next(account.email);
    // The catcher decodes quoted-printable bytewise, so only the ASCII part is compared.
    expect(notice.body).toContain(`Kontos wurde in ${newEmail} ge`);
    expect(notice.subject).toMatch(/^=\?UTF-8\?/i);
  });

  it('changes that keep the email need no password; the same email in capitals is no change', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const response = await browser.patch('/api/user/me', {
      email: account.email.toUpperCase(),
      name: 'Kept Address',
      locale: 'fr-FR',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: account.email, name: 'Kept Address', locale: 'fr-FR' });
  });

  it('refuses an email or username of another account with UserAlreadyExists', async () => {
    const other = await registerUser(new Browser(t.app));
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    for (const body of [
      { email: other.email, currentPassword: account.password },
      { username: other.username },
    ]) {
      const response = await browser.patch('/api/user/me', body);
      expect(response.json()).toEqual({ statusCode: 409, message: 'UserAlreadyExists' });
    }
    // Sending one's own values again is not a clash.
    expect(
      (await browser.patch('/api/user/me', { email: account.email, username: account.username })).statusCode,
    ).toBe(200);
  });

  it('validates the fields', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    const response = await browser.patch('/api/user/me', {
      username: 'Has Spaces',
      picture: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ValidationError');
    expect((await new Browser(t.app).patch('/api/user/me', { name: 'Guest Person' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/user/me', () => {
  it('deletes the account with its resumes, uploads, prints and every session, and clears the cookies', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const other = await signIn(t.app, account.email, account.password);
    const [resume] = await t.database.db
      .insert(resumes)
      .values({ userId: account.id, title: 'CV', slug: 'cv', data: {} })
      .returning();
    await t.database.db.insert(statistics).values({ resumeId: resume!.id, views: 3 });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const uploaded = await browser.request({
      method: 'PUT',
      url: '/api/storage/image',
      ...multipart('file', 'a.png', 'image/png', png),
    });
    expect(uploaded.statusCode).toBe(200);
    const folder = path.join(t.dataDir, 'uploads', account.id);
    expect(existsSync(folder)).toBe(true);
    // A PDF and a preview where the printer keeps them, and another user's PDF that must stay.
    const printer = depsOf(t.app).printer;
    const printable = (await findPrintableResume(t.database.db, resume!.id))!;
    const otherAccount = await registerUser(new Browser(t.app));
    const [otherResume] = await t.database.db
      .insert(resumes)
      .values({ userId: otherAccount.id, title: 'CV', slug: 'cv', data: {} })
      .returning();
    const prints = [
      printer.filePath(printable, 'a'.repeat(64), 'pdf'),
      printer.filePath(printable, 'b'.repeat(64), 'webp'),
    ];
    const othersPrint = printer.filePath(
      (await findPrintableResume(t.database.db, otherResume!.id))!,
      'c'.repeat(64),
      'pdf',
    );
    for (const file of [...prints, othersPrint]) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'print');
    }

    // A session alone is not enough: the password is asked for.
    for (const payload of [undefined, { password: 'not-the-password' }]) {
      const refused = await browser.request({ method: 'DELETE', url: '/api/user/me', payload });
      expect(refused.json()).toEqual({ statusCode: 400, message: 'InvalidCredentials' });
    }
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);

    const response = await browser.request({
      method: 'DELETE',
      url: '/api/user/me',
      payload: { password: account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(browser.cookies.size).toBe(0);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, account.id))).toHaveLength(0);
    expect(await db.select().from(secrets).where(eq(secrets.userId, account.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(0);
    expect(await db.select().from(resumes).where(eq(resumes.userId, account.id))).toHaveLength(0);
    expect(await db.select().from(statistics).where(eq(statistics.resumeId, resume!.id))).toHaveLength(0);
    expect(existsSync(folder)).toBe(false);
    for (const file of prints) expect(existsSync(file)).toBe(false);
    expect(existsSync(path.dirname(prints[0]!))).toBe(false);
    expect(existsSync(othersPrint)).toBe(true);
    expect((await other.get('/api/user/me')).statusCode).toBe(401);
    const login = await new Browser(t.app).post('/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(login.json().message).toBe('InvalidCredentials');
  });

  it('is 401 for a guest', async () => {
    expect((await new Browser(t.app).delete('/api/user/me')).statusCode).toBe(401);
  });
});
