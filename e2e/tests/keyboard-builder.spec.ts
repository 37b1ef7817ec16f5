// A resume built with the keyboard alone: the skip link, a dialog that keeps and returns the focus, the rail that
// moves the focus to a section, items added and one moved above another with dnd-kit's keyboard sensor, announced.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, expectSaved } from '../support/resume';

const shots = '/work/notes/shots/a11y';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
const tabTo = async (page: Page, target: Locator, { back = false, limit = 60 } = {}) => {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} never took the focus`);
};

test('a resume built and reordered with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await registerThroughApi(page, 'keys');
  await page.goto('/dashboard/resumes');
  await expect(page.getByRole('heading', { name: 'Resumes', level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, which shows itself and takes the focus past the sidebar.
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: `${shots}/focus-skip-link.png` });
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Create: the dialog takes the focus, keeps Tab inside, and Escape hands the focus back to its button.
  const create = page.getByRole('button', { name: /Create a new resume/ });
  await tabTo(page, create);
  await page.screenshot({ path: `${shots}/focus-create-card.png` });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
  await page.keyboard.press('Enter');
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await tabTo(page, title);
  await page.keyboard.type('Keyboard Resume');
  await page.screenshot({ path: `${shots}/focus-dialog-field.png` });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('resume-title')).toHaveText('Keyboard Resume', { timeout: 30_000 });
  const id = page.url().split('/builder/')[1]!;

  // The rail moves the focus to the section it names.
  const rail = page.getByRole('navigation', { name: 'Sections' });
  const experienceButton = rail.getByRole('button', { name: 'Experience', exact: true });
  await tabTo(page, experienceButton);
  await page.screenshot({ path: `${shots}/focus-rail.png` });
  await page.keyboard.press('Enter');
  const experience = page.locator('section[data-section="experience"]');
  await expect(experience).toBeFocused();
  await expect(experience).toHaveAccessibleName('Experience');
  await page.screenshot({ path: `${shots}/focus-section.png` });

  // Two items, each through its dialog; the focus comes back to "Add a new item" after each.
  const add = experience.getByTestId('add-item');
  const itemDialog = page.getByTestId('item-dialog');
  for (const company of ['Alder Works', 'Birch Labs']) {
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(itemDialog).toBeVisible();
    await tabTo(page, itemDialog.locator('[id$="-company"]'));
    await page.keyboard.type(company);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Engineer');
    await page.keyboard.press('Enter');
    await expect(itemDialog).toBeHidden();
    await expect(add).toBeFocused();
  }
  const titles = experience.getByTestId('section-item').locator('span.font-medium');
  await expect(titles).toHaveText(['Alder Works', 'Birch Labs']);

  // Birch Labs moves above Alder Works: Space picks it up, the arrow moves it, Space drops it; each step is said.
  const handle = experience.getByRole('button', { name: 'Reorder Birch Labs' });
  await tabTo(page, handle, { back: true });
  await page.screenshot({ path: `${shots}/focus-item-handle.png` });
  await page.keyboard.press('Space');
  // Every sortable list has its own live region; the one of this list says what happens.
  const announced = (text: string) =>
    expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1);
  // "Picked up" is followed at once by where the item is: over its own place.
  await announced('Birch Labs is over Birch Labs.');
  await page.keyboard.press('ArrowUp');
  await announced('Birch Labs is over Alder Works.');
  await page.screenshot({ path: `${shots}/focus-item-moving.png` });
  await page.keyboard.press('Space');
  await announced('Birch Labs was dropped on Alder Works.');
  await expect(titles).toHaveText(['Birch Labs', 'Alder Works']);
  await expect(handle).toBeFocused();

  // The order is what the server keeps.
  await expectSaved(page);
  const saved = (await (await page.request.get(`/api/resume/${id}`)).json()) as {
    data: { sections: { experience: { items: Array<{ company: string }> } } };
  };
  expect(saved.data.sections.experience.items.map((item) => item.company)).toEqual([
    'Birch Labs',
    'Alder Works',
  ]);
});
