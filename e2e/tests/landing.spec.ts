// The landing page as the server writes it (docs/decisions/0022-the-landing-page-is-prerendered.md): whole and in
// the visitor's language before any script runs; its switches, the session's variant and the way into the app
// once its small script has run.
// Run alone: npx playwright test -c e2e/playwright.config.ts e2e/tests/landing.spec.ts
import { expect, test } from '@playwright/test';
import { registerThroughApi } from '../support/resume';

test('paints in the browser’s language without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ein Lebenslauf-Editor, der deine Privatsphäre respektiert',
  );
  await expect(page.locator('details summary')).toHaveCount(5);
  await context.close();
});

test('switches theme and language, and leads into the app', async ({ page }) => {
  const appScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) appScripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A resume builder that respects your privacy',
  );

  const theme = page.getByRole('button', { name: /^Theme: / });
  await expect(theme).toHaveAccessibleName('Theme: system');
  await theme.click();
  await expect(theme).toHaveAccessibleName('Theme: dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Un créateur de CV qui respecte votre vie privée',
  );
  // The theme chosen before stays.
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(appScripts, 'the app’s own script is not loaded on the landing page').toEqual([]);

  await page.evaluate(() => {
    localStorage.setItem('locale', 'en-US');
    document.cookie = 'locale=en-US; path=/';
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('offers a signed-in visitor the dashboard and logout', async ({ page }) => {
  await registerThroughApi(page, 'landing');
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
