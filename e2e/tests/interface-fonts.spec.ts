// The interface draws every script with the self-hosted Noto family the app serves, whatever the machine has
// installed: the browser reports (CDP CSS.getPlatformFontsForNode) the web font that rendered a text node, not
// a system face or a missing-glyph box. An English page fetches none of those files.
// Run alone: npx playwright test -c e2e/playwright.config.ts e2e/tests/interface-fonts.spec.ts
import { expect, test, type Page } from '@playwright/test';

const openIn = async (page: Page, locale: string) => {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
  // Every font file and font stylesheet the page fetched.
  const fontFiles: string[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/fonts/')) fontFiles.push(pathname);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  return fontFiles;
};

/** The fonts Chromium rendered the landing page's heading with, as its DevTools report them. */
const headingFonts = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
};

for (const [locale, family, script] of [
  ['th-TH', 'Noto Sans Thai', /[\u0E00-\u0E7F]/],
  ['hi-IN', 'Noto Sans Devanagari', /[\u0900-\u097F]/],
] as const) {
  test(`the ${locale} interface is drawn with the served ${family}`, async ({ page }) => {
    const fontFiles = await openIn(page, locale);
    await expect(page.locator('h1')).toHaveText(script);
    const fonts = await headingFonts(page);
    const served = fonts.find((font) => font.familyName === family);
    expect(served, JSON.stringify(fonts)).toMatchObject({ isCustomFont: true });
    expect(served!.glyphCount).toBeGreaterThan(3);
    // Every other glyph of the heading (spaces, Latin words) comes from a real font too, not a stand-in.
    expect(fonts.every((font) => font.familyName !== '' && font.glyphCount > 0)).toBe(true);
    const id = family.toLowerCase().replace(/ /g, '-');
    expect(fontFiles.some((file) => file.startsWith(`/fonts/${id}/`))).toBe(true);
  });
}

test('an English page downloads no interface font file, nor the Han faces', async ({ page }) => {
  const fontFiles = await openIn(page, 'en-US');
  // Whatever the page drew has asked for its fonts by now (openIn waited for document.fonts.ready); the network
  // itself may stay busy with the page's other requests, so it is not what this waits for.
  await page.waitForTimeout(500);
  await page.evaluate(() => document.fonts.ready);
  expect(fontFiles).toEqual(['/fonts/fallbacks/interface.css']);
});
