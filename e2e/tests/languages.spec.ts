// One resume, several languages: an English resume gets a German version from the switcher beside the title, one
// field is translated there, the preview follows the chosen version, and both PDFs are printed, each with its own
// text (docs/product.md#resume-languages).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createResumeThroughApi, expectSaved, registerThroughApi } from '../support/resume';

const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, name) });
};

const frame = (page: Page) => page.frameLocator('iframe[src="/artboard/builder"]');

/** Prints a version through the API in this page's session and answers the PDF's text. */
const printedText = async (page: Page, id: string, lang?: string) => {
  const printed = await page.request.get(`/api/resume/print/${id}${lang ? `?lang=${lang}` : ''}`);
  expect(printed.ok(), await printed.text()).toBe(true);
  const url = new URL(((await printed.json()) as { url: string }).url);
  const file = await page.request.get(url.pathname + url.search);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('application/pdf');
  const pdf = path.join(mkdtempSync(path.join(os.tmpdir(), 'rb-languages-')), `${lang ?? 'first'}.pdf`);
  writeFileSync(pdf, await file.body());
  return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
};

test('an English resume gets a German version, one field is translated, both PDFs print', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerThroughApi(page, 'langs');
  const id = await createResumeThroughApi(page, 'Two languages');
  await page.goto(`/builder/${id}`);

  await page.locator('#basics-name').fill('Lena Fieldcrest');
  await page.locator('#basics-headline').fill('Software engineer');
  await expectSaved(page);
  await expect(frame(page).getByText('Software engineer').filter({ visible: true }).first()).toBeVisible();

  // Add German: the resume first says it is written in English (the interface's language is suggested).
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('add-language').click();
  const dialog = page.getByTestId('add-language-dialog');
  await expect(dialog.locator('#language-written')).toContainText('English');
  await dialog.locator('#language-new').click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await shot(page, 'add-language-dialog.png');
  await page.getByTestId('add-language-confirm').click();
  await expect(dialog).toBeHidden();

  // The German version starts as a copy of the English text; its untranslated fields are counted.
  await expect(page.getByTestId('language-switcher')).toContainText('Deutsch');
  await expect(page.locator('#basics-headline')).toHaveValue('Software engineer');
  // Name, headline and the thirteen section names are text of the version.
  await expect(page.getByTestId('untranslated-count')).toHaveText('15');
  await page.getByTestId('language-switcher').click();
  await expect(page.getByTestId('untranslated-list')).toContainText('headline');
  await shot(page, 'switcher-untranslated.png');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('untranslated-list')).toBeHidden();

  await page.locator('#basics-headline').fill('Softwareentwicklerin');
  await expectSaved(page);
  await expect(page.getByTestId('untranslated-count')).toHaveText('14');
  await expect(frame(page).getByText('Softwareentwicklerin').filter({ visible: true }).first()).toBeVisible();
  await expect(frame(page).locator('.rb-sheet').first()).toHaveAttribute('lang', 'de-DE');
  await shot(page, 'builder-german.png');

  // Back to English: the first version's text is untouched.
  await page.getByTestId('language-switcher').click();
  await shot(page, 'switcher-menu.png');
  await page.getByTestId('language-version-en-US').click();
  await expect(page.locator('#basics-headline')).toHaveValue('Software engineer');
  await expect(frame(page).getByText('Software engineer').filter({ visible: true }).first()).toBeVisible();
  await expect(frame(page).locator('.rb-sheet').first()).toHaveAttribute('lang', 'en-US');

  const stored = (await (await page.request.get(`/api/resume/${id}`)).json()) as {
    data: { metadata: { languages: string[] } };
  };
  expect(stored.data.metadata.languages).toEqual(['en-US', 'de-DE']);

  const english = await printedText(page, id);
  const german = await printedText(page, id, 'de-DE');
  expect(english).toContain('Software engineer');
  expect(english).not.toContain('Softwareentwicklerin');
  expect(german).toContain('Softwareentwicklerin');
  expect(german).toContain('Lena Fieldcrest');
});
