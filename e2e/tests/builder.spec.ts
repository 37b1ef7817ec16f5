import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** The required field of each section's item dialog (by field name) and a value for it. */
const requiredFields: Record<string, Record<string, string>> = {
  profiles: { network: 'GitHub', username: 'ada-example' },
  experience: { company: 'Analytical Engines Ltd' },
  education: { institution: 'University of Somewhere' },
  skills: { name: 'TypeScript' },
  languages: { name: 'Esperanto' },
  awards: { title: 'Best Engine Design' },
  certifications: { name: 'Certified Engineer' },
  interests: { name: 'Chess' },
  projects: { name: 'Difference Engine' },
  publications: { name: 'Notes on the Engine' },
  volunteer: { organization: 'Code Club' },
  references: { name: 'Available on request' },
};

// A 1×1 PNG, enough for the storage endpoint to accept it as an image.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const dialog = (page: Page) => page.getByTestId('item-dialog');

const addItem = async (page: Page, section: Locator, fields: Record<string, string>) => {
  await section.getByTestId('add-item').click();
  for (const [name, value] of Object.entries(fields))
    await dialog(page).locator(`[id$="-${name}"]`).fill(value);
  await dialog(page).locator('button[type="submit"]').click();
  await expect(dialog(page)).toBeHidden();
};

/** Drags with small mouse steps: dnd-kit starts a drag only after the pointer moved a few pixels. */
const drag = async (page: Page, from: Locator, to: Locator) => {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 12), { steps: 12 });
  await page.mouse.up();
};

const saved = (page: Page) =>
  expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 });

test('a resume is built, styled, undone and redone, saved, reloaded, exported and imported back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const register = await page.request.post('/api/auth/register', {
    data: {
      name: 'Ada Example',
      username: `ada-${stamp}`,
      email: `ada-${stamp}@example.com`,
      password: 'correct-horse',
      locale: 'en-US',
    },
  });
  expect(register.ok()).toBe(true);
  const created = await page.request.post('/api/resume', {
    data: { title: 'Engineer', slug: `engineer-${stamp}`, visibility: 'private' },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/builder/${id}`);
  await expect(page.getByTestId('resume-title')).toHaveText('Engineer');

  // Basics and a picture upload.
  await page.locator('#basics-name').fill('Ada Example');
  await page.locator('#basics-headline').fill('Engine designer');
  await page.locator('#basics-email').fill('ada@example.com');
  await page.locator('#basics-url').fill('https://ada.example.com');
  await page.locator('#basics-phone').fill('+44 20 0000 0000');
  await page.locator('#basics-location').fill('London');
  await page
    .getByTestId('picture-file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('#basics-picture-url')).not.toHaveValue('', { timeout: 15_000 });
  const preview = page.frameLocator('[data-testid="artboard-frame"]');
  await expect(preview.locator('.ab-sheets')).toContainText('Ada Example');

  // One item in every section, a second profile to reorder, and a custom section with an item.
  for (const [key, fields] of Object.entries(requiredFields))
    await addItem(page, page.locator(`[data-section="${key}"]`), fields);
  await addItem(page, page.locator('[data-section="profiles"]'), { network: 'Mastodon', username: 'ada' });
  await page.locator('#builder-section-add').click();
  const custom = page.locator('[data-section^="custom."]');
  await expect(custom).toHaveCount(1);
  await addItem(page, custom, { name: 'Talk at the Society' });
  await expect(preview.locator('.ab-sheets')).toContainText('Talk at the Society');

  // Reorder the profiles by dragging the second above the first.
  const profiles = page.locator('[data-section="profiles"] [data-testid="section-item"]');
  await expect(profiles).toHaveCount(2);
  await drag(page, profiles.nth(1).getByTestId('item-handle'), profiles.nth(0).getByTestId('item-handle'));
  await expect(profiles.nth(0)).toContainText('Mastodon');

  // Move education to a new second page.
  await page.getByTestId('add-page').click();
  const pageTwo = page.locator('[data-layout-column="column:1:0"]');
  await expect(pageTwo).toBeVisible();
  await drag(page, page.locator('[data-layout-section="education"]'), pageTwo);
  await expect(pageTwo.locator('[data-layout-section="education"]')).toBeVisible();

  // Template, colours and font.
  await page.locator('[data-template="onyx"]').click();
  await page.locator('[role="radio"][aria-label="blue"]').click();
  await page.locator('#theme-text').fill('#111827');
  await page.getByRole('radio', { name: 'Lato', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Lato', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Undo the font change, then redo it.
  await page.getByTestId('resume-title').click();
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('radio', { name: 'IBM Plex Serif', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByRole('radio', { name: 'Lato', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await saved(page);

  // After a reload everything is still there.
  await page.reload();
  await expect(page.locator('#basics-name')).toHaveValue('Ada Example');
  await expect(page.locator('#basics-picture-url')).not.toHaveValue('');
  for (const key of Object.keys(requiredFields))
    await expect(page.locator(`[data-section="${key}"] [data-testid="section-item"]`).first()).toBeVisible();
  await expect(page.locator('[data-section="profiles"] [data-testid="section-item"]').nth(0)).toContainText(
    'Mastodon',
  );
  await expect(page.locator('[data-section^="custom."] [data-testid="section-item"]')).toContainText(
    'Talk at the Society',
  );
  await expect(
    page.locator('[data-layout-column="column:1:0"] [data-layout-section="education"]'),
  ).toBeVisible();
  await expect(page.locator('[data-template="onyx"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('[role="radio"][aria-label="blue"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#theme-text')).toHaveValue('#111827');
  await expect(page.getByRole('radio', { name: 'Lato', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // The JSON export is the stored document, made in the browser.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-json').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${id}.json`);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as unknown;
  const stored = (await (await page.request.get(`/api/resume/${id}`)).json()) as { data: unknown };
  expect(exported).toEqual(stored.data);

  // Imported back through the dashboard's dialog, it becomes a second resume with the very same document.
  await page.goto('/dashboard/resumes');
  await page.getByRole('button', { name: /Import an existing resume/ }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import an existing resume' });
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: /^Resume Builder \(/ }).click();
  await importDialog.getByLabel('File').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: readFileSync((await download.path())!),
  });
  await importDialog.getByRole('button', { name: 'Validate' }).click();
  await expect(importDialog.getByTestId('import-valid')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await expect(importDialog).toBeHidden();
  const list = (await (await page.request.get('/api/resume')).json()) as { id: string }[];
  const copy = list.find((resume) => resume.id !== id);
  expect(copy).toBeDefined();
  const imported = (await (await page.request.get(`/api/resume/${copy!.id}`)).json()) as { data: unknown };
  expect(imported.data).toEqual(exported);
});
