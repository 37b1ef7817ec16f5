// The one way this repository starts Chromium: the server's printer, the benchmarks, the template scripts, the
// tests and Playwright's journeys all take the path and arguments from here.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { chromiumExecutable, preferredExecutable } from './chromium-path.ts';

export { chromiumExecutable } from './chromium-path.ts';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * The executable and arguments of a launch, for launchers other than ours (Playwright's test runner). Throws when
 * there is no browser, naming what to do.
 */
export function chromiumLaunchOptions(configured?: string): { executablePath: string; args: string[] } {
  const executablePath = chromiumExecutable(configured);
  if (!executablePath || !existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath ?? 'any known path'}: install the "chromium" package or set CHROMIUM_PATH`,
    );
  }
  return { executablePath, args: [...chromiumArgs] };
}

/** Launches Chromium: `configured` (the server's config), else CHROMIUM_PATH, else the first known path. */
export async function launchChromium(configured?: string): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(configured));
}

/**
 * Starts Chromium before the server listens (main.ts), while the database migrates and the app is built, so that
 * only the print pages are left to load once it does. Resolves undefined when there is no browser to start.
 */
export function launchPrintChromium(configured: string | undefined): Promise<Browser | undefined> {
  const executablePath = preferredExecutable(configured);
  if (!executablePath || !existsSync(executablePath)) return Promise.resolve(undefined);
  return launchChromium(executablePath).catch(() => undefined);
}
