import { expect, test } from '@playwright/test';
import { startOAuthMock, type OAuthMock } from '@rb/server/test/oauth-mock';
import { oauthMockPort } from '../support/global-setup';
import { enableTwoFactor, expectDashboard, newIdentity, signOut, useBackupCode } from '../support/auth';

// A local OAuth provider speaking GitHub's dialect; global-setup pointed the server's GITHUB_* URLs at it.
let provider: OAuthMock;
test.beforeAll(async () => {
  provider = await startOAuthMock([oauthMockPort]);
});
test.afterAll(async () => provider?.close());

const profileFor = (who: ReturnType<typeof newIdentity>, id: number) => ({
  id: String(id),
  login: who.username,
  name: who.name,
  email: who.email,
  emailVerified: true,
});

test('GitHub sign-in creates the account, and with two-factor on asks for a code', async ({ page }) => {
  test.setTimeout(120_000);
  const who = newIdentity('octo');
  provider.setProfile(profileFor(who, Date.now()));

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'GitHub' }).click();
  await expectDashboard(page);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Email')).toHaveValue(who.email);
  // A social account has no password to change.
  await expect(page.getByRole('form', { name: 'Change password' })).toHaveCount(0);

  const { backupCodes } = await enableTwoFactor(page);
  await signOut(page);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'GitHub' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp$/);
  await useBackupCode(page, backupCodes[0]!);
  await expectDashboard(page);
});

test('GitHub sign-in with the email of a password account is refused with a toast', async ({ page }) => {
  const who = newIdentity('clash');
  const registered = await page.request.post('/api/auth/register', {
    data: { ...who, locale: 'en-US' },
  });
  expect(registered.ok()).toBe(true);
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();

  provider.setProfile(profileFor(who, Date.now() + 1));
  await page.goto('/auth/register');
  await page.getByRole('link', { name: 'GitHub' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('An account with this email or username already exists.')).toBeVisible();
});
