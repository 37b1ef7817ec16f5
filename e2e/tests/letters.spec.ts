// The cover letter journey: from a resume on the dashboard to a letter in that resume's design, written in the
// editor with its live preview, autosaved and undone, and downloaded as a PDF that holds what was written.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newIdentity } from '../support/auth';

const origin = () => test.info().project.use.baseURL!;
/** Set SHOTS_DIR to keep the screens and the PDF's pages for a look. */
const shots = process.env.SHOTS_DIR;

test('a letter made from a resume is written, undone, saved and downloaded as a PDF', async ({ page }) => {
  test.setTimeout(150_000);
  const who = newIdentity('letters');
  const registered = await page.request.post('/api/auth/register', {
    data: { ...who, locale: 'en-US' },
    headers: { origin: origin() },
  });
  expect(registered.ok()).toBe(true);
  const created = await page.request.post('/api/resume', {
    data: { title: 'Platform engineer', slug: `platform-${Date.now().toString(36)}`, visibility: 'private' },
    headers: { origin: origin() },
  });
  const resume = (await created.json()) as {
    id: string;
    version: number;
    data: {
      basics: { name: string; headline: string; phone: string };
      metadata: { template: string; theme: { primary: string } };
    };
  };
  const data = structuredClone(resume.data);
  data.basics.name = 'Inés Calloway';
  data.basics.headline = 'Platform engineer';
  data.basics.phone = '+1 555 0142';
  data.metadata.template = 'azurill';
  data.metadata.theme.primary = '#0d9488';
  const styled = await page.request.patch(`/api/resume/${resume.id}`, {
    data: { data, version: resume.version },
    headers: { origin: origin() },
  });
  expect(styled.ok()).toBe(true);

  await page.goto('/dashboard/letters');
  await page.getByRole('button', { name: /Create a cover letter/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Northwind application');
  await dialog.getByLabel('Start from').click();
  await page.getByRole('option', { name: 'Platform engineer' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/builder\/letter\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;
  await expect(page.getByTestId('letter-title')).toHaveText('Northwind application');
  // The sender comes from the resume.
  await expect(page.locator('#letter-sender-name')).toHaveValue('Inés Calloway');
  const preview = page.frameLocator('[data-testid="letter-frame"]').locator('.ab-sheets');
  await expect(preview).toContainText('Inés Calloway');
  await expect(preview).toContainText('Platform engineer');

  await page.locator('#letter-recipient-name').fill('Priya Venkataraman');
  await page.locator('#letter-recipient-company').fill('Northwind Freight');
  await page.locator('#letter-date').fill('5 March 2026');
  await page.locator('#letter-subject').fill('Platform engineer role');
  const body = page.locator('#letter-body [contenteditable="true"], [contenteditable="true"]').first();
  await body.click();
  await page.keyboard.type('I keep deploys boring and on-call quiet.');
  await expect(preview).toContainText('I keep deploys boring and on-call quiet.');
  await expect(preview).toContainText('Northwind Freight');

  // Undo takes back the last field's typing as one step, redo brings it again.
  await page.locator('#letter-closing').fill('Warm regards,');
  await expect(preview).toContainText('Warm regards,');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('#letter-closing')).toHaveValue('Sincerely,');
  await expect(preview).toContainText('Sincerely,');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.locator('#letter-closing')).toHaveValue('Warm regards,');

  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 });
  const stored = (await (await page.request.get(`/api/letter/${id}`)).json()) as {
    data: { closing: string; recipient: { company: string }; body: string; design: { fromResumeId: string } };
  };
  expect(stored.data.closing).toBe('Warm regards,');
  expect(stored.data.recipient.company).toBe('Northwind Freight');
  expect(stored.data.body).toContain('I keep deploys boring');
  expect(stored.data.design.fromResumeId).toBe(resume.id);
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(preview).toContainText('Warm regards,');
    await page.screenshot({ path: path.join(shots, 'letter-editor.png') });
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('northwind-application.pdf');
  const pdf = (await download.path())!;
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  for (const part of [
    'Inés Calloway',
    'Priya Venkataraman',
    'Northwind Freight',
    'Platform engineer role',
    'I keep deploys boring',
    'Warm regards,',
  ])
    expect(text).toContain(part);
  expect(text.indexOf('Priya Venkataraman')).toBeLessThan(text.indexOf('Warm regards,'));
  if (shots) {
    execFileSync('pdftoppm', ['-r', '50', '-png', pdf, path.join(shots, 'letter-pdf')]);
  }

  await page.goto('/dashboard/letters');
  const list = page.getByRole('list', { name: 'Your cover letters' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Northwind application');
  await expect(list).toContainText('Design: Platform engineer');
  if (shots) await page.screenshot({ path: path.join(shots, 'dashboard-letters.png') });
  writeFileSync(test.info().outputPath('letter.txt'), text);
});

// Issue #15's letter journey for share links: a letter made from a resume, a password link made in the editor's
// Sharing section, opened signed out: a wrong then the right password, the letter shown, its PDF downloaded; then
// the letter made public, its own page and PDF.
test('a letter’s password link, opened signed out: wrong then right password, the letter and its PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const who = newIdentity('letterlink');
  const registered = await page.request.post('/api/auth/register', {
    data: { ...who, locale: 'en-US' },
    headers: { origin: origin() },
  });
  expect(registered.ok()).toBe(true);
  const created = await page.request.post('/api/resume', {
    data: { title: 'Harbour pilot', slug: `pilot-${Date.now().toString(36)}`, visibility: 'private' },
    headers: { origin: origin() },
  });
  const resume = (await created.json()) as {
    id: string;
    version: number;
    data: { basics: { name: string } };
  };
  const data = structuredClone(resume.data);
  data.basics.name = 'Sigrún Abernathy';
  expect(
    (
      await page.request.patch(`/api/resume/${resume.id}`, {
        data: { data, version: resume.version },
        headers: { origin: origin() },
      })
    ).ok(),
  ).toBe(true);

  await page.goto('/dashboard/letters');
  await page.getByRole('button', { name: /Create a cover letter/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Port authority');
  await dialog.getByLabel('Start from').click();
  await page.getByRole('option', { name: 'Harbour pilot' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/builder\/letter\/[0-9a-f-]{36}$/);
  await page.locator('#letter-subject').fill('Harbour pilot, night shifts');
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 });

  const sharing = page.getByRole('region', { name: 'Sharing' });
  await sharing.scrollIntoViewIfNeeded();
  const form = sharing.getByRole('form', { name: 'Create a share link' });
  await form.getByPlaceholder(/^Label/).fill('Port authority panel');
  await form.getByLabel('Password (optional)').fill('tulip-harbour');
  await form.getByRole('button', { name: 'Create link' }).click();
  const row = sharing.getByTestId('share-link').filter({ hasText: 'Port authority panel' });
  const address = row.getByRole('textbox', { name: 'Link address' });
  await expect(address).toHaveValue(/\/s\/[A-Za-z0-9_-]{32}$/);
  const url = await address.inputValue();
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await sharing.screenshot({ path: path.join(shots, 'letter-sharing.png') });
  }

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(url);
  const prompt = visitor.getByRole('form', { name: 'Open the shared document' });
  await prompt.getByLabel('Password').fill('tulip-harbor');
  await prompt.getByRole('button', { name: 'Open' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('That password is not right.');
  await prompt.getByLabel('Password').fill('tulip-harbour');
  await prompt.getByRole('button', { name: 'Open' }).click();

  await expect(visitor.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Sigrún Abernathy');
  const sheets = visitor.getByTestId('public-resume-sheets');
  await expect(sheets.getByText('Harbour pilot, night shifts').filter({ visible: true }).first()).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  if (shots) await visitor.screenshot({ path: path.join(shots, 'letter-link.png') });

  const popup = visitor.waitForEvent('popup');
  await visitor.getByRole('button', { name: 'Download PDF' }).click();
  const tab = await popup;
  await expect
    .poll(() => tab.url(), { timeout: 60_000 })
    .toMatch(/\/api\/resume\/link\/[^/]+\/file\/[0-9a-f]{64}\.pdf$/);
  const pdf = await guest.request.get(tab.url());
  expect(pdf.status()).toBe(200);
  const file = test.info().outputPath('letter-link.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Sigrún Abernathy');
  expect(text).toContain('Harbour pilot, night shifts');

  // Made public, the letter has its own server-written page beside the resumes', whose button downloads its PDF.
  await sharing.getByRole('switch', { name: 'Public' }).click();
  const publicAddress = sharing.getByRole('textbox', { name: 'Public link' });
  await expect(publicAddress).toHaveValue(new RegExp(`/${who.username}/letter/port-authority$`));
  await visitor.goto(await publicAddress.inputValue());
  await expect(visitor.getByTestId('public-resume-sheets')).toContainText('Harbour pilot, night shifts');
  const publicPopup = visitor.waitForEvent('popup');
  await visitor.getByRole('button', { name: 'Download PDF' }).click();
  const publicTab = await publicPopup;
  await expect
    .poll(() => publicTab.url(), { timeout: 60_000 })
    .toMatch(/\/api\/letter\/print\/[0-9a-f-]{36}\/file\/[0-9a-f]{64}\.pdf$/);
  await guest.close();
});

// The letter editor's History panel: an earlier version of the letter chosen from the keyboard, previewed in the
// editor's frame, restored, and still there after a reload; the restore itself is kept as a version to go back to.
test('a letter’s earlier version is previewed, restored and still there after a reload', async ({ page }) => {
  test.setTimeout(150_000);
  const who = newIdentity('letterhistory');
  const registered = await page.request.post('/api/auth/register', {
    data: { ...who, locale: 'en-US' },
    headers: { origin: origin() },
  });
  expect(registered.ok()).toBe(true);
  const headers = { origin: origin() };
  type Letter = { id: string; version: number; data: Record<string, unknown> & { body: string } };
  const blank = (await (
    await page.request.post('/api/letter', { data: { title: 'Lighthouse keeper' }, headers })
  ).json()) as Letter;
  // An earlier version that holds text, made through the API: the first save keeps the blank letter as a
  // snapshot, and a restore of it keeps the letter with the text (docs/product.md#version-history).
  const oldText = 'I kept the harbour charts current for six winters.';
  const written = (await (
    await page.request.patch(`/api/letter/${blank.id}`, {
      data: { data: { ...blank.data, body: `<p>${oldText}</p>` }, version: blank.version },
      headers,
    })
  ).json()) as Letter;
  const [first] = (
    (await (await page.request.get(`/api/letter/${blank.id}/history`)).json()) as {
      items: { id: string }[];
    }
  ).items;
  const cleared = await page.request.post(`/api/letter/${blank.id}/history/${first!.id}/restore`, {
    headers,
  });
  expect(cleared.ok()).toBe(true);
  expect(((await cleared.json()) as Letter).version).toBe(written.version + 1);

  await page.goto(`/builder/letter/${blank.id}`);
  const preview = page.frameLocator('[data-testid="letter-frame"]').locator('.ab-sheets');
  const body = page.locator('[contenteditable="true"]').first();
  await body.click();
  const newText = 'I would bring the same care to your lighthouse.';
  await page.keyboard.type(newText);
  await expect(preview).toContainText(newText);
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 });

  const history = page.getByRole('region', { name: 'History' });
  const versions = history.getByRole('list', { name: 'Earlier versions' });
  await expect(versions.getByRole('button')).toHaveCount(2);
  const earlier = versions.getByRole('button', { name: /Before a restore/ });
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('snapshot-preview-bar')).toBeVisible();
  await expect(earlier).toHaveAttribute('aria-pressed', 'true');
  await expect(preview).toContainText(oldText);
  await expect(preview).not.toContainText(newText);
  await expect(history.getByRole('list', { name: 'Changes since this version' })).toContainText('Text:');
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await history.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `letter-history-${scheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  await history.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('The letter will look as it did on');
  await confirm.getByRole('button', { name: 'Restore' }).press('Enter');
  await expect(page.getByText(/was restored/)).toBeVisible();
  await expect(page.getByTestId('snapshot-preview-bar')).toBeHidden();
  await expect(body).toContainText(oldText);
  await expect(preview).toContainText(oldText);

  await page.reload();
  await expect(page.locator('[contenteditable="true"]').first()).toContainText(oldText);
  await expect(preview).toContainText(oldText);
  await expect(preview).not.toContainText(newText);
  // The letter the restore replaced is the newest version, so the restore can be taken back the same way.
  const newest = page.getByRole('list', { name: 'Earlier versions' }).getByRole('button').first();
  await expect(newest).toContainText('Before a restore');
  await newest.click();
  await expect(preview).toContainText(newText);
});
