// The pages under axe, in light and dark, on a desktop and a phone: no serious or critical violation.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, useColourTheme, viewports } from '../support/axe';
import { createResumeThroughApi, registerThroughApi } from '../support/resume';

const origin = () => test.info().project.use.baseURL!;

for (const [device, viewport] of Object.entries(viewports))
  test.describe(device, () => {
    test.use({ viewport });

    for (const theme of ['light', 'dark'] as const)
      test(`pages have no serious accessibility violation (${theme}, ${device})`, async ({
        page,
        browser,
      }) => {
        test.setTimeout(300_000);
        const results: Record<string, unknown> = {};

        const guestContext = await browser.newContext({ viewport });
        const guest = await guestContext.newPage();
        await useColourTheme(guest, theme);
        const check = async (target: Page, name: string) => {
          results[name] = await seriousViolations(target);
        };
        await guest.goto(`${origin()}/`);
        await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
        await check(guest, 'landing');
        await guest.goto(`${origin()}/auth/login`);
        await expect(guest.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
        await check(guest, 'login');
        await guest.goto(`${origin()}/auth/register`);
        await expect(guest.getByRole('button', { name: /^Create (an )?account$/ })).toBeVisible();
        await check(guest, 'register');
        await guest.goto(`${origin()}/auth/forgot-password`);
        await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
        await check(guest, 'forgotPassword');
        await guest.goto(`${origin()}/no/such/page`);
        await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
        await check(guest, 'notFound');

        await useColourTheme(page, theme);
        const who = await registerThroughApi(page, `axe-${theme}-${device}`);
        const id = await createResumeThroughApi(page, 'Axe', true);
        const resume = (await (await page.request.get(`/api/resume/${id}`)).json()) as { version: number };
        await page.request.patch(`/api/resume/${id}`, {
          data: { visibility: 'public', version: resume.version },
          headers: { origin: origin() },
        });
        await page.goto('/dashboard/resumes');
        await expect(page.getByRole('heading', { name: 'Resumes', level: 1 })).toBeVisible();
        await check(page, 'dashboard');
        await page.goto(`/builder/${id}`);
        await expect(page.locator('[data-save-status]')).toBeAttached({ timeout: 30_000 });
        if (device === 'desktop')
          await expect(page.getByRole('toolbar', { name: 'Formatting' }).first()).toBeVisible({
            timeout: 30_000,
          });
        await check(page, 'builder');
        await page.goto('/dashboard/settings');
        await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
        await check(page, 'settings');
        await guest.goto(`${origin()}/${who.username}/axe`);
        // The server writes the page with the resume's sheets in it.
        await expect(guest.getByTestId('public-resume-sheets').locator('.rb-sheet').first()).toBeVisible();
        await check(guest, 'publicResume');

        await guestContext.close();
        console.log(theme, device, JSON.stringify(results, null, 1));
        expect(results).toEqual(Object.fromEntries(Object.keys(results).map((name) => [name, []])));
        expect(Object.keys(results)).toHaveLength(9);
      });
  });
