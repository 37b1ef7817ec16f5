import { expect, test, type Page } from '@playwright/test';
import { newIdentity } from './auth';

const origin = () => test.info().project.use.baseURL!;

/** Signs a fresh account up in this page's context (the session cookies land in the browser). */
export const registerThroughApi = async (page: Page, prefix: string) => {
  const who = newIdentity(prefix);
  const response = await page.request.post('/api/auth/register', {
    data: { ...who, locale: 'en-US' },
    headers: { origin: origin() },
  });
  expect(response.ok()).toBe(true);
  return who;
};

/** Creates a resume for the signed-in account and returns its id. */
export const createResumeThroughApi = async (page: Page, title: string, sample = false) => {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const response = await page.request.post('/api/resume', {
    data: { title, slug, visibility: 'private', ...(sample ? { sample: true } : {}) },
    headers: { origin: origin() },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
};

export const expectSaved = (page: Page) =>
  expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 15_000 });
