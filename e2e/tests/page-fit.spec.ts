// Fit to pages and the readability check, as a user meets them: a three-page resume fitted to two pages in the
// Page panel (the preview shows two sheets, the history keeps the document from before, and one undo brings three
// back), and the check reading the PDF back.
import { expect, test } from '@playwright/test';
import { createSampleResumeData } from '@rb/schema';
import { newIdentity } from '../support/auth';

const origin = () => test.info().project.use.baseURL!;
const shots = process.env.E2E_SHOTS;

test('fits a resume to two pages, undoes it, and checks what a parser reads back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const who = newIdentity('fit');
  const headers = { origin: origin() };
  expect(
    (await page.request.post('/api/auth/register', { data: { ...who, locale: 'en-US' }, headers })).ok(),
  ).toBe(true);
  const created = await page.request.post('/api/resume', {
    data: { title: 'Fit', slug: `fit-${Date.now().toString(36)}`, visibility: 'private' },
    headers,
  });
  const { id, version } = (await created.json()) as { id: string; version: number };
  // The sample with two more jobs: a little over two pages in Rhyhorn.
  const data = createSampleResumeData();
  data.metadata.template = 'rhyhorn';
  const [first] = data.sections.experience.items;
  data.sections.experience.items.push({ ...first!, id: 'extra-job-1' }, { ...first!, id: 'extra-job-2' });
  expect((await page.request.patch(`/api/resume/${id}`, { data: { data, version }, headers })).ok()).toBe(
    true,
  );

  await page.goto(`/builder/${id}`);
  const sheets = page.frameLocator('[data-testid="artboard-frame"]').locator('[data-rb-sheet]');
  await expect(sheets).toHaveCount(3, { timeout: 20_000 });

  await page.getByRole('button', { name: 'Page', exact: true }).click();
  const panel = page.locator('#builder-setting-page');
  await panel.getByRole('button', { name: '2 pages' }).click();
  await expect(page.getByText('Fitted to 2 pages')).toBeVisible({ timeout: 20_000 });
  await expect(sheets).toHaveCount(2);
  if (shots) await page.screenshot({ path: `${shots}/fit-control.png` });
  // The server kept the document from before the fit in the history, with its settings as they were.
  const history = (await (await page.request.get(`/api/resume/${id}/history`)).json()) as {
    items: { id: string; reason: string }[];
  };
  expect(history.items[0]?.reason).toBe('fit');
  const before = (await (
    await page.request.get(`/api/resume/${id}/history/${history.items[0]!.id}`)
  ).json()) as { data: typeof data };
  expect(before.data.metadata).toEqual(data.metadata);

  await page.keyboard.press('ControlOrMeta+z');
  await expect(sheets).toHaveCount(3);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(sheets).toHaveCount(2);

  await page.getByRole('button', { name: 'Readability check', exact: true }).click();
  const check = page.locator('#builder-setting-readback');
  await check.getByRole('button', { name: 'Check the PDF' }).click();
  await expect(check.getByRole('status')).toContainText('fields read back', { timeout: 30_000 });
  await expect(check.getByRole('status')).toContainText('Score 100%');
  if (shots) await page.screenshot({ path: `${shots}/check-panel.png` });
});
