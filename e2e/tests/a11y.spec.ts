// The main pages under axe, in light and dark: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createResumeThroughApi, registerThroughApi } from '../support/resume';

const origin = () => test.info().project.use.baseURL!;

const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    // The builder's preview and the public page's sheets render the user's own resume, in the colours the user
    // chose; they are not the app's interface.
    .exclude('[data-testid="artboard-frame"]')
    .exclude('[data-testid="public-resume-sheets"]')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
};

for (const theme of ['light', 'dark'] as const)
  test(`main pages have no serious accessibility violation (${theme})`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const results: Record<string, unknown> = {};
    const prepare = (target: Page) =>
      target.addInitScript((mode) => localStorage.setItem('theme', mode), theme);

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await prepare(guest);
    await guest.goto(`${origin()}/`);
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    results.landing = await seriousViolations(guest);
    await guest.goto(`${origin()}/auth/login`);
    await expect(guest.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    results.login = await seriousViolations(guest);

    await prepare(page);
    const who = await registerThroughApi(page, `axe-${theme}`);
    const id = await createResumeThroughApi(page, 'Axe', true);
    const resume = (await (await page.request.get(`/api/resume/${id}`)).json()) as { version: number };
    await page.request.patch(`/api/resume/${id}`, {
      data: { visibility: 'public', version: resume.version },
      headers: { origin: origin() },
    });
    await page.goto('/dashboard/resumes');
    await expect(page.getByRole('heading', { name: 'Resumes', level: 1 })).toBeVisible();
    results.dashboard = await seriousViolations(page);
    await page.goto(`/builder/${id}`);
    await expect(page.getByRole('toolbar', { name: 'Formatting' }).first()).toBeVisible({ timeout: 30_000 });
    results.builder = await seriousViolations(page);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    results.settings = await seriousViolations(page);
    await guest.goto(`${origin()}/${who.username}/axe`);
    // The server writes the page with the resume's sheets in it.
    await expect(guest.getByTestId('public-resume-sheets').locator('.rb-sheet').first()).toBeVisible();
    results.publicResume = await seriousViolations(guest);

    await guestContext.close();
    console.log(theme, JSON.stringify(results, null, 1));
    expect(results).toEqual({
      landing: [],
      login: [],
      dashboard: [],
      builder: [],
      settings: [],
      publicResume: [],
    });
  });
