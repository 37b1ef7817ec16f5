import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@rb/server/chromium';

export const e2ePort = Number(process.env.E2E_PORT ?? 3300);

// The journeys run against the built app served by the real server (PGlite in a fresh temp DATA_DIR) and a real
// SMTP catcher; global-setup starts both so the tests can read the mails the app sends.
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The printer's own path detection (CHROMIUM_PATH, else the known install paths) and arguments.
    launchOptions: chromiumLaunchOptions(),
  },
});
