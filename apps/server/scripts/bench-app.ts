/**
 * The app the benches serve (bench-print, bench-import-files): `startLocalApp` on a port of their own, not
 * listening yet, with the printer's Chromium started while the database migrates, as main.ts does.
 */
import { chromiumExecutable, launchPrintChromium } from '../src/printer/chromium.ts';
import { startLocalApp } from '../test/local-app.ts';

export function serve(port: number, printAhead: boolean) {
  return startLocalApp({
    port,
    listen: false,
    env: { PRINT_AHEAD: String(printAhead) },
    // A long deadline: on a machine busy with other work a first print may take longer than a user's would.
    printerOptions: { browser: { launched: launchPrintChromium(chromiumExecutable()), deadlineMs: 60_000 } },
  });
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
