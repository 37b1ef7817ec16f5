import { expect, test } from '@playwright/test';

test('the app serves its landing page and reports a healthy database', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toMatchObject({ database: { kind: 'pglite', status: 'up' } });

  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page).toHaveTitle(/.+/);
});

test('a protected route sends a guest to login with the redirect', async ({ page }) => {
  await page.goto('/dashboard/settings?tab=profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Fsettings%3Ftab%3Dprofile/);
});
