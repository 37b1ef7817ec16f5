// Where Chromium is. The known install paths are kept in chromium-paths.json so that `npm start` can look for the
// browser (scripts/lib/ensure.mjs) before anything TypeScript runs; this file holds no Playwright, so the
// configuration can use it without loading the driver.
import { existsSync } from 'node:fs';
import knownPaths from './chromium-paths.json' with { type: 'json' };

/** The first known install path that exists. */
export const detectChromium = (exists: (file: string) => boolean = existsSync): string | undefined =>
  knownPaths.find((file) => exists(file));

/** The Debian wrapper script costs 30–70 ms per launch and a warning; the binary behind it does not. */
export function preferredExecutable(configured: string | undefined, exists = existsSync): string | undefined {
  const direct = '/usr/lib/chromium/chromium';
  if (configured === '/usr/bin/chromium' && exists(direct)) return direct;
  return configured;
}

/**
 * The browser to launch: `configured` (the server passes its config's), else CHROMIUM_PATH and the first known path
 * for the scripts and tests that have no config.
 */
export const chromiumExecutable = (configured?: string): string | undefined =>
  preferredExecutable(configured ?? process.env.CHROMIUM_PATH ?? detectChromium());
