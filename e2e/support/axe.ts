import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/** The viewports every accessibility check runs in: a desktop window and a phone. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type ColourTheme = 'light' | 'dark';

/** Starts every page of this browser context in the given theme (the toggle's choice lives in localStorage). */
export const useColourTheme = (page: Page, theme: ColourTheme) =>
  page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);

/**
 * The serious and critical violations axe finds on the page, three example nodes each. The builder's preview and
 * the public page's frame render the user's own resume in the colours the user chose; they are not the app's
 * interface (the templates' default colours are checked by the templates' own contrast test).
 */
export const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-testid="artboard-frame"]')
    .exclude('[data-testid="public-resume-frame"]')
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

/** Waits until a dialog, drawer or menu has finished its opening animation, so axe sees its final colours. */
export const settled = async (surface: Locator) => {
  await surface.waitFor();
  await surface.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        // A spinner turns for ever; only the opening transitions end.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
};
