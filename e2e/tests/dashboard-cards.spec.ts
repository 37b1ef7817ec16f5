// Issue 19: the whole card (and the list row) opens a resume, by mouse and by Enter, while its menu keeps working;
// a Letter-format thumbnail is shown whole, not cut at the sides.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createResumeThroughApi, registerThroughApi } from '../support/resume';

const origin = () => test.info().project.use.baseURL!;

const toLetter = async (page: Page, id: string) => {
  const resume = (await (await page.request.get(`/api/resume/${id}`)).json()) as {
    version: number;
    data: { metadata: { page: { format: string } } };
  };
  resume.data.metadata.page.format = 'letter';
  const response = await page.request.patch(`/api/resume/${id}`, {
    data: { data: resume.data, version: resume.version },
    headers: { origin: origin() },
  });
  expect(response.ok()).toBe(true);
};

/** A click where the user points, whatever lies on top there (the card's link does, on purpose). */
const clickOn = async (page: Page, target: Locator) => {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + Math.min(box.width / 2, 30), box.y + box.height / 2);
};

const backToList = async (page: Page) => {
  await expect(page).toHaveURL(/\/builder\/[^/]+$/);
  await page.goto('/dashboard/resumes');
  await expect(page.getByRole('heading', { name: 'Resumes', level: 1 })).toBeVisible();
};

test('a resume card opens from its picture, title and date, by mouse and by Enter', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughApi(page, 'cards');
  await createResumeThroughApi(page, 'Card Resume');
  await page.goto('/dashboard/resumes');
  const card = page.getByTestId('resume-card');

  await clickOn(page, card.getByText(/Last updated/));
  await backToList(page);
  await clickOn(page, card.locator('div.aspect-\\[1\\/1\\.4142\\]'));
  await backToList(page);
  await card.getByRole('link', { name: 'Card Resume' }).focus();
  await page.keyboard.press('Enter');
  await backToList(page);

  // The menu is above the card's link: it opens, and the page stays.
  await card.getByRole('button', { name: 'Actions for Card Resume' }).click();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  await page.getByRole('radio', { name: 'List' }).click();
  await clickOn(page, card.getByText(/Last updated/));
  await backToList(page);
  await page.getByRole('radio', { name: 'Grid' }).click();
});

test('a Letter-format thumbnail is shown whole on the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughApi(page, 'letter');
  const id = await createResumeThroughApi(page, 'Letter Resume', true);
  await toLetter(page, id);
  await page.goto('/dashboard/resumes');
  const image = page.locator('img[alt="Preview of Letter Resume"][data-loaded="true"]');
  await expect(image).toBeVisible({ timeout: 60_000 });
  // The picture as drawn in its box: with object-fit cover a page wider than A4 spills over both sides.
  const drawn = await image.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    const fit = getComputedStyle(element).objectFit;
    const ratio = element.naturalWidth / element.naturalHeight;
    const scale =
      fit === 'cover'
        ? Math.max(box.width / element.naturalWidth, box.height / element.naturalHeight)
        : Math.min(box.width / element.naturalWidth, box.height / element.naturalHeight);
    return { boxWidth: box.width, drawnWidth: element.naturalWidth * scale, ratio };
  });
  expect(drawn.ratio).toBeCloseTo(8.5 / 11, 2);
  expect(drawn.drawnWidth).toBeLessThanOrEqual(drawn.boxWidth + 0.5);
});
