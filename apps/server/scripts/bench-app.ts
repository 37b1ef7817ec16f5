/**
 * The app the benches serve: a throw-away data folder with PGlite, its own secret, and the printer's Chromium
 * started while the database migrates, as main.ts does. Used by bench-print and bench-import-files.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { launchPrintChromium } from '../src/printer/printer.browser.ts';

export async function serve(listenPort: number, printAhead: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-bench-print-'));
  const config = loadConfig({
    PORT: String(listenPort),
    PUBLIC_URL: `http://127.0.0.1:${listenPort}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    PRINT_AHEAD: String(printAhead),
  });
  const launched = launchPrintChromium(config.chromiumPath);
  const database = await openDatabase(config);
  await database.migrate();
  // A long deadline: on a machine busy with other work a first print may take longer than a user's would.
  const app = await buildApp({
    config,
    database,
    printerOptions: { browser: { launched, deadlineMs: 60_000 } },
  });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls /api/health until it answers 200. */
export async function healthy(baseUrl: string): Promise<void> {
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
