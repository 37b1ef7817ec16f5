// Share links (docs/product.md#share-links): the owner makes a password link for a private resume in the builder's
// Sharing panel; a signed-out visitor opens it, gives a wrong then the right password, sees the resume and downloads
// its PDF; the panel counts the view and the download; once revoked, the link is the 404 page.
import { expect, test } from '@playwright/test';
import { createResumeThroughApi, registerThroughApi } from '../support/resume';

const shots = '/work/notes/shots/links';

test('a password link, opened signed out: wrong then right password, the resume and its PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughApi(page, 'links');
  const id = await createResumeThroughApi(page, 'Linked Resume', true);
  await page.goto(`/builder/${id}`);

  const sharing = page.getByRole('region', { name: 'Sharing' });
  await sharing.scrollIntoViewIfNeeded();
  const form = sharing.getByRole('form', { name: 'Create a share link' });
  await form.getByPlaceholder(/^Label/).fill('Recruiter at Fennick');
  await form.getByLabel('Password (optional)').fill('tulip-harbour');
  await form.getByRole('button', { name: 'Create link' }).click();
  const row = sharing.getByTestId('share-link').filter({ hasText: 'Recruiter at Fennick' });
  const address = row.getByRole('textbox', { name: 'Link address' });
  await expect(address).toHaveValue(/\/s\/[A-Za-z0-9_-]{32}$/);
  // Created and copied in one go.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());
  const url = await address.inputValue();
  await sharing.screenshot({ path: `${shots}/sharing-panel.png` });

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(url);
  const prompt = visitor.getByRole('form', { name: 'Open the shared document' });
  await expect(prompt.getByRole('heading', { name: 'This shared document is protected' })).toBeVisible();
  await prompt.getByLabel('Password').fill('tulip-harbor');
  await prompt.getByRole('button', { name: 'Open' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('That password is not right.');
  await visitor.screenshot({ path: `${shots}/link-password-prompt.png` });
  await prompt.getByLabel('Password').fill('tulip-harbour');
  await prompt.getByRole('button', { name: 'Open' }).click();

  // The page the server wrote: the sheets themselves, no frame, not the web app's script; not for search engines.
  const sheets = visitor.getByTestId('public-resume-sheets');
  await expect(sheets).toBeVisible();
  const name = await visitor.getByRole('banner').getByRole('heading', { level: 1 }).textContent();
  expect(name).toBeTruthy();
  await expect(sheets.getByText(name!).filter({ visible: true }).first()).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(
    await visitor.evaluate(() =>
      [...document.scripts].map((script) => new URL(script.src || location.href).pathname),
    ),
  ).not.toContainEqual(expect.stringMatching(/^\/assets\//));
  await visitor.screenshot({ path: `${shots}/link-resume.png` });

  const popup = visitor.waitForEvent('popup');
  await visitor.getByRole('button', { name: 'Download PDF' }).click();
  const tab = await popup;
  await expect
    .poll(() => tab.url(), { timeout: 60_000 })
    .toMatch(/\/api\/resume\/link\/[^/]+\/file\/[0-9a-f]{64}\.pdf$/);
  // The file itself, with the visitor's pass: a PDF.
  const pdf = await guest.request.get(tab.url());
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Without the pass the same address is refused.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(tab.url())).status()).toBe(403);
  await stranger.close();

  // The owner's panel counts this link's view and download.
  await page.reload();
  await expect(row.getByTestId('share-link-counts')).toHaveText('Views: 1Downloads: 1', { timeout: 30_000 });
  await sharing.scrollIntoViewIfNeeded();
  await sharing.screenshot({ path: `${shots}/sharing-panel-counts.png` });

  // Revoked, the link is the 404 page for the visitor too.
  await row.getByRole('button', { name: 'Revoke link' }).click();
  await expect(row).toHaveCount(0);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await guest.close();
});
