// The version history journey: edits and a template change leave snapshots; the History panel previews one on the
// artboard under a bar, lists what changed since, goes back to the current version, and restores the earlier one.
import { expect, test } from '@playwright/test';
import { newIdentity } from '../support/auth';

const origin = () => test.info().project.use.baseURL!;

test('an earlier version is previewed, compared and restored from the History panel', async ({ page }) => {
  test.setTimeout(120_000);
  const who = newIdentity('history');
  const registered = await page.request.post('/api/auth/register', {
    data: { ...who, locale: 'en-US' },
    headers: { origin: origin() },
  });
  expect(registered.ok()).toBe(true);
  const created = await page.request.post('/api/resume', {
    data: { title: 'History', slug: `history-${Date.now().toString(36)}`, visibility: 'private' },
    headers: { origin: origin() },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/builder/${id}`);
  const saved = () => expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 });
  const preview = page.frameLocator('[data-testid="artboard-frame"]').locator('.ab-sheets');

  // The first save keeps the empty document; the template change keeps the one with the first headline.
  await page.locator('#basics-headline').fill('First headline');
  await expect(preview).toContainText('First headline');
  await saved();
  await page.locator('[data-template="onyx"]').click();
  await saved();
  await page.locator('#basics-headline').fill('Second headline');
  await expect(preview).toContainText('Second headline');
  await saved();

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.locator('#builder-setting-history');
  await history.getByRole('button', { name: 'Refresh' }).click();
  const versions = history.getByRole('list', { name: 'Earlier versions' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Before a template change');
  await expect(versions.nth(1)).toContainText('While editing');

  await versions.nth(0).click();
  const bar = page.getByTestId('snapshot-preview-bar');
  await expect(bar).toContainText('Previewing version from');
  await expect(preview).toContainText('First headline');
  await expect(preview).not.toContainText('Second headline');
  const changes = history.getByRole('list', { name: 'Changes since this version' });
  await expect(changes).toContainText('Basics › Headline: First headline → Second headline');
  await expect(changes).toContainText('Design › Template: rhyhorn → onyx');

  await bar.getByRole('button', { name: 'Back to the current version' }).click();
  await expect(bar).toBeHidden();
  await expect(preview).toContainText('Second headline');

  await versions.nth(0).click();
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.locator('#basics-headline')).toHaveValue('First headline');
  await expect(bar).toBeHidden();
  await expect(preview).toContainText('First headline');
  const stored = (await (await page.request.get(`/api/resume/${id}`)).json()) as {
    data: { basics: { headline: string }; metadata: { template: string } };
  };
  expect(stored.data.basics.headline).toBe('First headline');
  expect(stored.data.metadata.template).toBe('rhyhorn');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Before a restore');
});
