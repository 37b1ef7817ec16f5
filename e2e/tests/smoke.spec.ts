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

test('a crawler reads a shared resume’s preview tags without running JavaScript, and its image loads', async ({
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const stamp = Date.now().toString(36);
  const registered = await owner.post('/api/auth/register', {
    data: {
      name: 'Crawled Person',
      username: `crawled-${stamp}`,
      email: `crawled-${stamp}@example.com`,
      password: 'correct-horse-1',
      locale: 'en-US',
    },
  });
  expect(registered.ok()).toBe(true);
  const resume = await (
    await owner.post('/api/resume', { data: { title: 'Shared <CV>', slug: 'cv' } })
  ).json();
  expect(
    (await owner.patch(`/api/resume/${resume.id}`, { data: { visibility: 'public', version: 1 } })).ok(),
  ).toBe(true);

  const crawler = await playwright.request.newContext({ baseURL });
  const html = await (await crawler.get(`/crawled-${stamp}/cv`)).text();
  expect(html).toContain('<title>Crawled Person — Shared &lt;CV&gt;</title>');
  expect(html).toContain('<meta property="og:type" content="profile" />');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(/\/api\/resume\/print\/[^/]+\/file\/[0-9a-f]{64}\.webp$/);
  // The image is made on its first request, by the same printer as the PDF.
  const fetched = await crawler.get(new URL(image!).pathname, { timeout: 60_000 });
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('image/webp');
  expect((await fetched.body()).subarray(8, 12).toString()).toBe('WEBP');

  // Once private, the same address is the generic page.
  await owner.patch(`/api/resume/${resume.id}`, { data: { visibility: 'private', version: 2 } });
  const generic = await (await crawler.get(`/crawled-${stamp}/cv`)).text();
  expect(generic).not.toContain('og:');
  expect(generic).not.toContain('Crawled Person');
  await owner.dispose();
  await crawler.dispose();
});
