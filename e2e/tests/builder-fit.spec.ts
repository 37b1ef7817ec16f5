// Issue 19: the preview follows the frame when the window is resized (at 1024 px it ran under the right panel), and
// the picture's number fields show "9999" whole.
import { expect, test } from '@playwright/test';
import { createResumeThroughApi, registerThroughApi } from '../support/resume';

test('the preview refits when the window is resized', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1600, height: 900 });
  await registerThroughApi(page, 'fit');
  const id = await createResumeThroughApi(page, 'Fit', true);
  await page.goto(`/builder/${id}`);
  const frame = page.getByTestId('artboard-frame');
  const sheet = page.frameLocator('[data-testid="artboard-frame"]').locator('[data-rb-sheet="0"]');
  await expect(sheet).toBeVisible({ timeout: 30_000 });

  for (const width of [1024, 1400]) {
    await page.setViewportSize({ width, height: 768 });
    // The whole first sheet lies inside the preview's frame, with some room on either side.
    await expect(async () => {
      const outer = (await frame.boundingBox())!;
      const inner = (await sheet.boundingBox())!;
      expect(inner.x).toBeGreaterThanOrEqual(outer.x);
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
      expect(inner.width).toBeGreaterThan(outer.width * 0.8);
    }).toPass({ timeout: 10_000 });
  }
});

test('the picture’s border radius shows 9999 whole', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerThroughApi(page, 'radius');
  const id = await createResumeThroughApi(page, 'Radius', true);
  await page.goto(`/builder/${id}`);
  const radius = page.locator('#basics-picture-radius');
  await radius.fill('9999');
  await radius.press('Enter');
  await expect(radius).toHaveValue('9999');
  const clipped = await radius.evaluate((input) => input.scrollWidth > input.clientWidth);
  expect(clipped).toBe(false);
});

test('the Summary toolbar fits on one row at the panel’s default width', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughApi(page, 'toolbar');
  const id = await createResumeThroughApi(page, 'Toolbar', true);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/builder/${id}`);
    const toolbar = page.locator('#builder-section-summary').getByRole('toolbar', { name: 'Formatting' });
    await expect(toolbar).toBeVisible({ timeout: 30_000 });
    const rows = await toolbar.evaluate(
      (element) =>
        new Set([...element.querySelectorAll('button')].map((button) => button.getBoundingClientRect().top))
          .size,
    );
    expect(rows).toBe(1);
  }
});
