// The resume journey: create with Ctrl+N, rename, duplicate, lock and unlock, publish, view the
// public page signed out, download the PDF, read the statistics, delete.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const origin = () => test.info().project.use.baseURL!;

const card = (page: Page, title: string) =>
  page.getByTestId('resume-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const menuAction = async (page: Page, title: string, action: string) => {
  await card(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
};

const statistics = async (request: APIRequestContext, id: string) =>
  (await request.get(`/api/resume/${id}/statistics`)).json() as Promise<{ views: number; downloads: number }>;

test('a resume from creation to its public page and deletion', async ({ page, browser }) => {
  const tag = Math.random().toString(16).slice(2, 10);
  const username = `journey-${tag}`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      name: 'Journey Tester',
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      locale: 'en-US',
    },
    headers: { origin: origin() },
  });
  expect(registered.ok()).toBe(true);

  // Create with the shortcut; the slug follows the title.
  await page.goto('/dashboard/resumes');
  await expect(page.getByRole('heading', { name: 'Resumes', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Journey Resume');
  await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue('journey-resume');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Journey Resume')).toBeVisible();

  // Rename through the ⋯ menu.
  await menuAction(page, 'Journey Resume', 'Rename');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Renamed Resume');
  await dialog.getByRole('textbox', { name: 'Slug' }).fill('renamed');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(card(page, 'Renamed Resume')).toBeVisible();

  // Duplicate through the right-click menu; the dialog suggests the copy's names.
  await card(page, 'Renamed Resume').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Renamed Resume (Copy)');
  await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue('renamed-copy');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(card(page, 'Renamed Resume (Copy)')).toBeVisible();
  await expect(page.getByTestId('resume-card')).toHaveCount(2);

  const list = (await (await page.request.get('/api/resume')).json()) as {
    id: string;
    title: string;
    version: number;
  }[];
  const original = list.find((resume) => resume.title === 'Renamed Resume')!;

  // Lock: the overlay shows and edits are refused until it is unlocked.
  await menuAction(page, 'Renamed Resume', 'Lock');
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(card(page, 'Renamed Resume').getByTestId('lock-overlay')).toBeVisible();
  const refused = await page.request.patch(`/api/resume/${original.id}`, {
    data: { title: 'Sneaky', version: original.version },
    headers: { origin: origin() },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ message: 'ResumeLocked' });
  await menuAction(page, 'Renamed Resume', 'Rename');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Still locked');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('This resume is locked. Unlock it before making changes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Renamed Resume')).toBeVisible();

  await menuAction(page, 'Renamed Resume', 'Unlock');
  await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(card(page, 'Renamed Resume').getByTestId('lock-overlay')).toHaveCount(0);

  // Publish through the API, then visit signed out.
  const current = (await (await page.request.get(`/api/resume/${original.id}`)).json()) as {
    version: number;
  };
  const published = await page.request.patch(`/api/resume/${original.id}`, {
    data: { visibility: 'public', version: current.version },
    headers: { origin: origin() },
  });
  expect(published.ok()).toBe(true);

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(`/${username}/renamed`);
  await expect(visitor.getByRole('heading', { name: 'Journey Tester' })).toBeVisible();
  await expect(visitor.getByTestId('public-resume-frame')).toBeVisible();
  await expect(visitor).toHaveTitle('Journey Tester — Renamed Resume');
  await expect(
    visitor
      .frameLocator('[data-testid="public-resume-frame"]')
      .getByText('Journey Tester')
      .filter({ visible: true }),
  ).toBeVisible();
  await expect.poll(async () => (await statistics(page.request, original.id)).views).toBe(1);

  const popup = visitor.waitForEvent('popup');
  await visitor.getByRole('button', { name: 'Download PDF' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url(), { timeout: 30_000 }).toMatch(/\/api\/resume\/print\/.+\.pdf$/);
  await expect.poll(async () => (await statistics(page.request, original.id)).downloads).toBe(1);
  await guest.close();

  // A private resume's address sends visitors home.
  const guest2 = await browser.newContext();
  const stranger = await guest2.newPage();
  await stranger.goto(`/${username}/renamed-copy`);
  await expect(stranger).toHaveURL(/\/$/);
  await guest2.close();

  // Delete both.
  for (const title of ['Renamed Resume (Copy)', 'Renamed Resume']) {
    await menuAction(page, title, 'Delete');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(card(page, title)).toHaveCount(0);
  }
  await page.reload();
  await expect(page.getByTestId('resume-card')).toHaveCount(0);
});
