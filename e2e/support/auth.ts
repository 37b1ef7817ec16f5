import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** A fresh identity per run: the e2e server keeps its database for the whole run. */
export const newIdentity = (prefix: string) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    name: 'Ada Example',
    username: `${prefix}-${stamp}`,
    email: `${prefix}-${stamp}@example.com`,
    password: 'correct-horse-1',
  };
};

const totpOf = (uri: string) => {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${uri}`);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
};

/** The 30-second time step a moment falls in (RFC 6238). */
export const totpStepAt = (timestamp = Date.now()) => Math.floor(timestamp / 30_000);

/** The code an authenticator app shows during `step` for the setup URI the dialog displayed. */
export const totpForStep = (uri: string, step: number) =>
  totpOf(uri).generate({ timestamp: step * 30_000 + 1 });

/** The code an authenticator app would show now. */
export const totpNow = (uri: string) => totpForStep(uri, totpStepAt());

export const signIn = async (page: Page, identifier: string, password: string) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** Logs out through the user menu, as a user would. */
export const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Open the user menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
};

export const expectDashboard = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Resumes', level: 1 })).toBeVisible({ timeout: 15_000 });

/**
 * Opens settings, turns two-factor on with a real TOTP code, and returns the URI, the backup codes and
 * the time step of the code that turned it on (the server accepts each step once, so signing in needs a
 * later one).
 */
export const enableTwoFactor = async (page: Page) => {
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByTestId('two-factor-dialog');
  const qr = dialog.getByTestId('two-factor-qr');
  await expect(qr).toBeVisible();
  // docs/product.md#limits-and-defaults: the QR code is 256 px, not shrunk by its frame; measured once the dialog's zoom-in is over.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  expect(await qr.evaluate((image) => image.getBoundingClientRect().toJSON())).toMatchObject({
    width: 256,
    height: 256,
  });
  const uri = await dialog.getByTestId('two-factor-uri').inputValue();
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const enabledStep = totpStepAt();
  await dialog.getByLabel('Code').fill(totpForStep(uri, enabledStep));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const list = dialog.getByTestId('backup-codes');
  await expect(list.locator('li').first()).toBeVisible();
  const backupCodes = (await list.locator('li').allTextContents()).map((code) => code.trim());
  expect(backupCodes.length).toBeGreaterThanOrEqual(3);
  for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{10}$/);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
  return { uri, backupCodes, enabledStep };
};

export const useBackupCode = async (page: Page, code: string) => {
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  await page.getByRole('link', { name: /Use a backup code/ }).click();
  await expect(page).toHaveURL(/\/auth\/backup-otp/);
  await page.getByLabel('Backup code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
};
