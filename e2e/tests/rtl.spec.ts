// Issue 19: in a right-to-left language the dialog's close button stays clear of its title, and usernames, emails,
// phone numbers and addresses keep their own left-to-right order (the sidebar showed "ada@").
import { expect, test, type Locator } from '@playwright/test';
import { createResumeThroughApi, registerThroughApi } from '../support/resume';

/** Whether the first character of an element's text is drawn left of its last one (React may split the text). */
const readsLeftToRight = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const left = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    };
    const last = nodes.at(-1)!;
    return left(nodes[0]!, 0) < left(last, last.length - 1);
  });

test('Arabic: dialog title clear of the close button, usernames and numbers left to right', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('locale', 'ar-SA'));
  const who = await registerThroughApi(page, 'rtl');
  const id = await createResumeThroughApi(page, 'Rtl', true);

  await page.goto('/dashboard/resumes');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: /Ctrl N/ }).click();
  const dialog = page.getByRole('dialog');
  const title = (await dialog.getByRole('heading').boundingBox())!;
  const close = (await dialog.locator('button.absolute').boundingBox())!;
  const overlaps =
    close.x < title.x + title.width &&
    title.x < close.x + close.width &&
    close.y < title.y + title.height &&
    title.y < close.y + close.height;
  expect(overlaps).toBe(false);
  await page.keyboard.press('Escape');

  const handle = page.getByText(`@${who.username}`, { exact: true }).first();
  await expect(handle).toBeVisible();
  expect(await readsLeftToRight(handle)).toBe(true);

  await page.goto(`/builder/${id}`);
  for (const field of ['#basics-phone', '#basics-email', '#basics-url'])
    expect(await page.locator(field).evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
});
