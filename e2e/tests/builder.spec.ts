// The builder journey of issue 6: create a resume on the dashboard, fill basics with a picture, add an item to every
// section and a custom section, reorder by drag, move sections to page 2 by mouse and by keyboard, style it, undo and
// redo from the toolbar, reload and find everything, export it (native JSON and JSON Resume) and import it back.
// A second run does the same kind of editing at phone width through the drawers.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { newIdentity } from '../support/auth';

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

const basics = {
  '#basics-name': 'Ada Example',
  '#basics-headline': 'Engine designer',
  '#basics-email': 'ada@example.com',
  '#basics-phone': '+44 20 0000 0000',
  '#basics-url': 'https://ada.example.com',
  '#basics-url-label': 'ada.example.com',
  '#basics-location': 'London',
};

// A 1×1 PNG, enough for the storage endpoint to accept it as an image.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const origin = () => test.info().project.use.baseURL!;
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

/**
 * Moves a layout section with the keyboard only: Space picks it up; each arrow key in turn is pressed until the target
 * column is the drop target (it lights up); Space drops it.
 */
const keyboardMove = async (
  page: Page,
  sectionId: string,
  column: string,
  keys: Array<'ArrowDown' | 'ArrowRight'>,
) => {
  const chip = page.locator(`[data-layout-section="${sectionId}"]`);
  const target = page.locator(`[data-layout-column="${column}"]`);
  const lit = async () => ((await target.getAttribute('class')) ?? '').includes('border-ring');
  await chip.focus();
  await page.keyboard.press('Space');
  keys: for (const key of keys)
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(key);
      if (await lit()) break keys;
    }
  expect(await lit()).toBe(true);
  await page.keyboard.press('Space');
  await expect(target.locator(`[data-layout-section="${sectionId}"]`)).toBeVisible();
};

const saved = (page: Page) =>
  expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 });

const register = async (page: Page) => {
  const who = newIdentity('builder');
  const response = await page.request.post('/api/auth/register', {
    data: { ...who, locale: 'en-US' },
    headers: { origin: origin() },
  });
  expect(response.ok()).toBe(true);
  return who;
};

type Stored = {
  metadata: { layout: string[][][]; template: string; theme: { primary: string } };
} & Record<string, unknown>;

const storedData = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/resume/${id}`)).json()) as { data: Stored }).data;

test('a resume is built, styled, undone and redone, saved, reloaded, exported and imported back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await register(page);

  // Created on the dashboard with Ctrl+N, which opens it in the builder.
  await page.goto('/dashboard/resumes');
  await expect(page.getByRole('heading', { name: 'Resumes', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+n');
  const create = page.getByRole('dialog');
  await create.getByRole('textbox', { name: 'Title' }).fill('Engineer');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toBeHidden();
  // A new resume opens in the builder straight away.
  await expect(page).toHaveURL(/\/builder\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByTestId('resume-title')).toHaveText('Engineer');

  // Basics, a custom field and a picture upload.
  for (const [selector, value] of Object.entries(basics)) await page.locator(selector).fill(value);
  await page.getByRole('button', { name: 'Add a custom field' }).click();
  await page.getByLabel('Field name').fill('Nationality');
  await page.getByLabel('Field value').fill('British');
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

  // A new second page: education goes there by mouse, awards by keyboard into its empty sidebar.
  await page.getByTestId('add-page').click();
  const pageTwo = page.locator('[data-layout-column="column:1:0"]');
  await expect(pageTwo).toBeVisible();
  await drag(page, page.locator('[data-layout-section="education"]'), pageTwo);
  await expect(pageTwo.locator('[data-layout-section="education"]')).toBeVisible();
  await keyboardMove(page, 'awards', 'column:1:1', ['ArrowDown', 'ArrowRight']);

  // Template, colours and font.
  await page.locator('[data-template="onyx"]').click();
  await page.locator('[role="radio"][aria-label="blue"]').click();
  await page.locator('#theme-text').fill('#111827');
  const font = (name: string) => page.getByRole('radio', { name, exact: true });
  await font('Lato').click();
  await expect(font('Lato')).toHaveAttribute('aria-checked', 'true');

  // Undo and redo the font change with the toolbar's buttons, then with the keyboard.
  const toolbar = page.getByRole('toolbar', { name: 'Preview tools' });
  await toolbar.getByRole('button', { name: 'Undo' }).click();
  await expect(font('IBM Plex Serif')).toHaveAttribute('aria-checked', 'true');
  await toolbar.getByRole('button', { name: 'Redo' }).click();
  await expect(font('Lato')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('resume-title').click();
  await page.keyboard.press('Control+z');
  await expect(font('IBM Plex Serif')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Control+Shift+z');
  await expect(font('Lato')).toHaveAttribute('aria-checked', 'true');
  await saved(page);

  // After a reload everything is still there.
  await page.reload();
  for (const [selector, value] of Object.entries(basics))
    await expect(page.locator(selector)).toHaveValue(value);
  await expect(page.getByLabel('Field name')).toHaveValue('Nationality');
  await expect(page.getByLabel('Field value')).toHaveValue('British');
  await expect(page.locator('#basics-picture-url')).toHaveValue(/\/api\/storage\/.+/);
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
  await expect(
    page.locator('[data-layout-column="column:1:1"] [data-layout-section="awards"]'),
  ).toBeVisible();
  await expect(page.locator('[data-template="onyx"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('[role="radio"][aria-label="blue"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#theme-text')).toHaveValue('#111827');
  await expect(font('Lato')).toHaveAttribute('aria-checked', 'true');
  const stored = await storedData(page, id);
  expect(stored.metadata.layout[1]).toEqual([['education'], ['awards']]);

  // The JSON export is the stored document, made in the browser; JSON Resume is offered beside it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-json').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${id}.json`);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as unknown;
  expect(exported).toEqual(stored);
  const [jsonResume] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-json-resume').click(),
  ]);
  expect(jsonResume.suggestedFilename()).toBe(`${id}.resume.json`);
  const resumeJson = JSON.parse(readFileSync((await jsonResume.path())!, 'utf8')) as {
    basics: { name: string; email: string; image?: string };
    work: Array<{ name: string }>;
  };
  expect(resumeJson.basics).toMatchObject({ name: 'Ada Example', email: 'ada@example.com' });
  expect(resumeJson.basics.image).toMatch(/^https?:\/\/.+\/api\/storage\//);
  expect(resumeJson.work.map((entry) => entry.name)).toEqual(['Analytical Engines Ltd']);

  // Back on the dashboard through the top bar: nothing waits, so it goes at once.
  await page.getByRole('link', { name: 'Back to your resumes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  // Imported back through the dashboard's dialog, it becomes a second resume with the very same document.
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
  expect(await storedData(page, copy!.id)).toEqual(exported);
});

test('at phone width the panels are drawers and every edit still lands', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page);
  const created = await page.request.post('/api/resume', {
    data: { title: 'Phone', slug: `phone-${Date.now().toString(36)}`, visibility: 'private' },
    headers: { origin: origin() },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/builder/${id}`);
  await expect(page.getByTestId('resume-title')).toHaveText('Phone');
  await expect(page.getByTestId('left-panel')).toHaveCount(0);

  // The sections drawer: basics and an item through its dialog, on top of the drawer.
  await page.getByRole('button', { name: 'Open the sections panel' }).click();
  const left = page.getByRole('dialog', { name: 'Sections' });
  await expect(left).toBeVisible();
  await left.locator('#basics-name').fill('Grace Example');
  await addItem(page, left.locator('[data-section="experience"]'), { company: 'Harbour Labs' });
  await expect(left).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(left).toBeHidden();
  const preview = page.frameLocator('[data-testid="artboard-frame"]');
  await expect(preview.locator('.ab-sheets')).toContainText('Grace Example');
  await expect(preview.locator('.ab-sheets')).toContainText('Harbour Labs');

  // The settings drawer: template and colour.
  await page.getByRole('button', { name: 'Open the settings panel' }).click();
  const right = page.getByRole('dialog', { name: 'Settings' });
  await expect(right).toBeVisible();
  await right.locator('[data-template="azurill"]').click();
  await right.locator('[role="radio"][aria-label="teal"]').click();
  await page.keyboard.press('Escape');
  await expect(right).toBeHidden();

  // Undo from the toolbar under the preview, then redo.
  const toolbar = page.getByRole('toolbar', { name: 'Preview tools' });
  await toolbar.getByRole('button', { name: 'Undo' }).click();
  await toolbar.getByRole('button', { name: 'Redo' }).click();
  await saved(page);

  await page.reload();
  await page.getByRole('button', { name: 'Open the sections panel' }).click();
  await expect(page.locator('#basics-name')).toHaveValue('Grace Example');
  await expect(page.locator('[data-section="experience"] [data-testid="section-item"]')).toContainText(
    'Harbour Labs',
  );
  const stored = await storedData(page, id);
  expect(stored.metadata.template).toBe('azurill');
  expect(stored.metadata.theme.primary).toBe('#0d9488');
});
