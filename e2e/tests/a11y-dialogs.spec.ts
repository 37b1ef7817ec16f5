// Every dialog, drawer and menu of the dashboard, the builder and the settings under axe, in light and dark, on a
// desktop and a phone: no serious or critical violation while it is open.
import { expect, test, type Locator } from '@playwright/test';
import { totpNow } from '../support/auth';
import { seriousViolations, settled, useColourTheme, viewports } from '../support/axe';
import { createResumeThroughApi, registerThroughApi } from '../support/resume';

for (const [device, viewport] of Object.entries(viewports))
  test.describe(device, () => {
    test.use({ viewport });

    for (const theme of ['light', 'dark'] as const)
      test(`dialogs have no serious accessibility violation (${theme}, ${device})`, async ({ page }) => {
        test.setTimeout(900_000);
        const phone = device === 'phone';
        const results: Record<string, unknown> = {};
        /** Checks the page while `surface` is open, then closes it with Escape and sees it go. */
        const check = async (name: string, surface: Locator, close = true) => {
          await settled(surface);
          results[name] = await seriousViolations(page);
          if (!close) return;
          await page.keyboard.press('Escape');
          await expect(surface).toBeHidden();
        };

        await useColourTheme(page, theme);
        await registerThroughApi(page, `axe-dialogs-${theme}-${device}`);
        const id = await createResumeThroughApi(page, 'Dialogs', true);

        // Dashboard.
        await page.goto('/dashboard/resumes');
        await expect(page.getByRole('heading', { name: 'Resumes', level: 1 })).toBeVisible();
        const dialog = page.getByRole('dialog');
        const alert = page.getByRole('alertdialog');
        await page.getByRole('button', { name: /Create a new resume/ }).click();
        await check('createResume', dialog);
        await page.getByRole('button', { name: /Import an existing resume/ }).click();
        await check('importResume', dialog);
        const actions = page.getByRole('button', { name: 'Actions for Dialogs' }).first();
        const menu = page.getByRole('menu');
        await actions.click();
        await check('resumeMenu', menu);
        for (const [action, name] of [
          ['Rename', 'renameResume'],
          ['Duplicate', 'duplicateResume'],
          ['Lock', 'lockResume'],
          ['Delete', 'deleteResume'],
        ] as const) {
          await actions.click();
          await menu.getByRole('menuitem', { name: action, exact: true }).click();
          await check(name, dialog.or(alert));
        }
        if (phone) {
          await page.getByRole('button', { name: 'Open the menu' }).click();
          await check('dashboardDrawer', dialog);
        }

        // Builder: the item dialogs (through the sections drawer on a phone), the item and section menus.
        await page.goto(`/builder/${id}`);
        await expect(page.locator('[data-save-status="saved"]')).toBeAttached({ timeout: 30_000 });
        const openSections = async () => {
          // The drawer stays open under an item dialog opened from it.
          if (!phone || (await page.locator('[data-builder-drawer]').isVisible())) return;
          await page.getByRole('button', { name: 'Open the sections panel' }).click();
          await settled(page.locator('[data-builder-drawer]'));
        };
        if (phone) {
          await openSections();
          await check('sectionsDrawer', page.locator('[data-builder-drawer]'));
          await page.getByRole('button', { name: 'Open the settings panel' }).click();
          await check('settingsDrawer', page.locator('[data-builder-drawer]'));
        }
        const experience = () => page.locator('section[data-section="experience"]');
        const itemDialog = page.getByTestId('item-dialog');
        await openSections();
        await experience().getByTestId('add-item').click();
        await check('createItem', itemDialog);
        const firstItem = () => experience().getByTestId('section-item').first();
        for (const [action, name] of [
          ['Edit', 'editItem'],
          ['Duplicate', 'duplicateItem'],
          ['Delete', 'deleteItem'],
        ] as const) {
          await openSections();
          await firstItem()
            .getByRole('button', { name: /^Actions for / })
            .click();
          if (action === 'Edit') await check('itemMenu', menu, false);
          await menu.getByRole('menuitem', { name: action, exact: true }).click();
          await check(name, itemDialog.or(alert));
        }
        await openSections();
        await experience()
          .getByRole('button', { name: /options/i })
          .first()
          .click();
        await check('sectionMenu', menu);

        // Settings: two-factor set-up from the QR code to the backup codes, then turning it off.
        await page.goto('/dashboard/settings');
        await page.getByRole('button', { name: 'Turn on' }).click();
        const twoFactor = page.getByTestId('two-factor-dialog');
        await expect(twoFactor.getByTestId('two-factor-qr')).toBeVisible();
        await check('twoFactorQr', twoFactor, false);
        const uri = await twoFactor.getByTestId('two-factor-uri').inputValue();
        await twoFactor.getByRole('button', { name: 'Continue' }).click();
        await expect(twoFactor.getByLabel('Code')).toBeVisible();
        await check('twoFactorCode', twoFactor, false);
        await twoFactor.getByLabel('Code').fill(totpNow(uri));
        await twoFactor.getByRole('button', { name: 'Turn on' }).click();
        await expect(twoFactor.getByTestId('backup-codes').locator('li').first()).toBeVisible();
        await check('twoFactorBackupCodes', twoFactor);
        await page.getByRole('button', { name: 'Turn off' }).click();
        await check('twoFactorOff', dialog);

        console.log(theme, device, JSON.stringify(results, null, 1));
        expect(results).toEqual(Object.fromEntries(Object.keys(results).map((name) => [name, []])));
        expect(Object.keys(results).length).toBeGreaterThanOrEqual(phone ? 18 : 15);
      });
  });
