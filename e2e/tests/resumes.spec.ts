// The resume journey of issue 5, through the UI: sign in with the form, create with Ctrl+N, rename,
// duplicate, lock (edits refused, overlay shown), unlock, publish with the builder's sharing switch, visit the
// public page signed out, read views and downloads in the builder's statistics panel, delete.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newIdentity, signIn } from '../support/auth';

const origin = () => test.info().project.use.baseURL!;

/** A resume's tile (grid) or row (list), by its exact title (a public one's heading also names the badge). */
const card = (page: Page, title: string) =>
  page
    .getByTestId('resume-card')
    .filter({ has: page.getByRole('heading').getByText(title, { exact: true }) });

const openActions = (page: Page, title: string) =>
  card(page, title)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();

const menuAction = async (page: Page, title: string, action: string) => {
  await openActions(page, title);
  await page.getByRole('menuitem', { name: action, exact: true }).click();
};

/** The figure above `label` in the builder's statistics panel. */
const figure = (page: Page, label: 'Views' | 'Downloads') =>
  page
    .getByRole('region', { name: 'Statistics' })
    .locator('div.rounded-lg', { has: page.getByText(label, { exact: true }) })
    .locator('div')
    .first();

/** Cookies a visitor's browser holds for the app (none are expected). */
const appCookies = async (context: BrowserContext) =>
  (await context.cookies(origin())).map((cookie) => cookie.name);

test('a resume from creation to its public page and deletion', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const who = newIdentity('journey');
  // The account exists beforehand (its own journey is auth.spec.ts); this browser signs in with the form.
  const registered = await request.post('/api/auth/register', {
    data: { ...who, locale: 'en-US' },
    headers: { origin: origin() },
  });
  expect(registered.ok()).toBe(true);
  await signIn(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  await expect(page.getByRole('heading', { name: 'Resumes', level: 1 })).toBeVisible();

  // Create with the shortcut; the slug follows the title.
  await page.keyboard.press('Control+n');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Journey Resume');
  await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue('journey-resume');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  // It opens in the builder; the way back is the builder's back arrow.
  await expect(page).toHaveURL(/\/builder\/[^/]+$/);
  await expect(page.getByTestId('resume-title')).toHaveText('Journey Resume');
  await page.getByRole('link', { name: 'Back to your resumes' }).click();
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

  // Lock: the overlay shows; renaming and deleting are refused, in the menu and by the server.
  await menuAction(page, 'Renamed Resume', 'Lock');
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(card(page, 'Renamed Resume').getByTestId('lock-overlay')).toBeVisible();
  await openActions(page, 'Renamed Resume');
  for (const refused of ['Rename', 'Delete']) {
    const item = page.getByRole('menuitem', { name: new RegExp(`^${refused}`) });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toContainText('Unlock first');
  }
  await page.keyboard.press('Escape');
  const list = (await (await page.request.get('/api/resume')).json()) as {
    id: string;
    title: string;
    version: number;
  }[];
  const original = list.find((resume) => resume.title === 'Renamed Resume')!;
  const refusedEdit = await page.request.patch(`/api/resume/${original.id}`, {
    data: { title: 'Sneaky', version: original.version },
    headers: { origin: origin() },
  });
  expect(refusedEdit.status()).toBe(403);
  expect(await refusedEdit.json()).toMatchObject({ message: 'ResumeLocked' });
  // The list view shows the lock over its thumbnail too.
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(card(page, 'Renamed Resume').getByTestId('lock-overlay')).toBeVisible();
  await page.getByRole('radio', { name: 'Grid' }).click();

  await menuAction(page, 'Renamed Resume', 'Unlock');
  await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(card(page, 'Renamed Resume').getByTestId('lock-overlay')).toHaveCount(0);

  // Publish with the sharing switch in the builder; the public link appears.
  await menuAction(page, 'Renamed Resume', 'Open');
  await expect(page).toHaveURL(new RegExp(`/builder/${original.id}$`));
  const sharing = page.getByRole('region', { name: 'Sharing' });
  await sharing.getByRole('switch', { name: 'Public' }).click();
  await expect(sharing.getByRole('textbox', { name: 'Public link' })).toHaveValue(
    `${origin()}/${who.username}/renamed`,
  );
  await expect(figure(page, 'Views')).toHaveText('0');
  await expect
    .poll(async () => (await (await page.request.get(`/api/resume/${original.id}`)).json()).visibility)
    .toBe('public');

  // A visitor, signed out: the page the server wrote (none of the app's scripts), its title and social tags, the
  // sheets; no cookie is set.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  const scripts: string[] = [];
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await visitor.goto(`/${who.username}/renamed`);
  await expect(visitor.getByRole('banner').getByRole('heading', { name: who.name })).toBeVisible();
  await expect(visitor.getByTestId('public-resume-sheets')).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/^\/artboard\/assets\/public-page-[\w-]+\.js$/)]);
  await expect(visitor).toHaveTitle(`${who.name} — Renamed Resume`);
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${who.name} — Renamed Resume`,
  );
  await expect(
    visitor.getByTestId('public-resume-sheets').getByText(who.name).filter({ visible: true }).first(),
  ).toBeVisible();

  // The owner's statistics panel shows the view (after a reload: the panel does not poll).
  await page.reload();
  await expect(figure(page, 'Views')).toHaveText('1');
  await expect(figure(page, 'Downloads')).toHaveText('0');

  const popup = visitor.waitForEvent('popup');
  await visitor.getByRole('button', { name: 'Download PDF' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url(), { timeout: 30_000 }).toMatch(/\/api\/resume\/print\/.+\.pdf$/);
  expect(await appCookies(guest)).toEqual([]);
  await guest.close();

  await page.reload();
  await expect(figure(page, 'Downloads')).toHaveText('1');
  await expect(figure(page, 'Views')).toHaveText('1');

  // The owner's own visit and download count nothing.
  await page.goto(`/${who.username}/renamed`);
  await expect(page.getByTestId('public-resume-sheets')).toBeVisible();
  await page.goto(`/builder/${original.id}`);
  await expect(figure(page, 'Views')).toHaveText('1');

  // A private resume's address sends visitors home.
  const guest2 = await browser.newContext();
  const stranger = await guest2.newPage();
  await stranger.goto(`/${who.username}/renamed-copy`);
  await expect(stranger).toHaveURL(/\/$/);
  await guest2.close();

  // Delete both.
  await page.goto('/dashboard/resumes');
  for (const title of ['Renamed Resume (Copy)', 'Renamed Resume']) {
    await menuAction(page, title, 'Delete');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(card(page, title)).toHaveCount(0);
  }
  await page.reload();
  await expect(page.getByTestId('resume-card')).toHaveCount(0);
});
