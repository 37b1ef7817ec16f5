// The printer's life with the app that serves it: where its print pages load the artboard from, where it reports
// background failures, when its Chromium starts and stops. Wired once by buildApp (app.ts).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSampleResumeData } from '@rb/schema';
import type { Config } from '../config.ts';
import { preferredExecutable } from './chromium-path.ts';
import { launchPrintChromium } from './chromium.ts';
import { printPageFiles } from './print-page-files.ts';
import { PrintBrowser } from './printer.browser.ts';
import { printPdf, showDocument } from './printer.page.ts';
import type { PrinterService } from './printer.service.ts';

/** The print pages reach this server on loopback: PUBLIC_URL may be a proxy the server itself cannot reach. */
const loopbackOrigin = (port: number) => `http://127.0.0.1:${port}`;

/**
 * For the server main.ts starts: Chromium is launched and its first print page opened while the database opens
 * and the app is built, on the port the server is about to listen on. The page loads its own files from this
 * process (print-page-files.ts), so it needs no server yet, and the first print after the health check answers
 * waits for no page (docs/decisions/0033-print-pages-open-before-the-server-listens.md). A failure here is
 * not one: the first print launches again.
 */
export function startPrintPool(
  config: Pick<Config, 'port' | 'chromiumPath'>,
  artboardDist: string,
): PrintBrowser {
  const pool = new PrintBrowser({
    executablePath: preferredExecutable(config.chromiumPath),
    origin: () => loopbackOrigin(config.port),
    files: printPageFiles(artboardDist),
    launched: launchPrintChromium(config.chromiumPath),
  });
  if (pool.available)
    void pool.warm().then(
      () => warmUpPrint(pool),
      () => {},
    );
  return pool;
}

/**
 * One print nobody asked for, so the first one somebody asks for finds the layout code compiled, the sample's fonts
 * decoded and the PDF writer started (about 400 ms of a first print on these machines). Its picture is left out: it
 * would be fetched from the server, which may not listen yet.
 */
async function warmUpPrint(pool: PrintBrowser): Promise<void> {
  const data = createSampleResumeData();
  data.basics.picture.url = '';
  await pool
    .run(async (page) => {
      await showDocument(page, data, { title: 'Warm-up', lang: 'en' });
      await printPdf(page);
    })
    .catch(() => {});
}

export function attachPrinter(
  app: FastifyInstance,
  printer: PrinterService,
  config: Pick<Config, 'port'>,
): void {
  // Tests and tools start the browser on first use; the server on the configured port warms it now, off the
  // start-up path, unless main.ts already did (startPrintPool).
  app.server.on('listening', () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address || typeof address === 'string') return;
    printer.setOrigin(loopbackOrigin(address.port));
    printer.setLogger((message, error) => app.log.warn({ err: error }, message));
    if (address.port === config.port && printer.browser.available && !printer.browser.running) {
      void printer.browser
        .warm()
        .catch((error: unknown) => app.log.warn({ err: error }, 'Printer warm-up failed'));
    }
  });
  // Before the server stops listening: the print pages hold connections to it, which would keep it waiting.
  app.addHook('preClose', async () => printer.close());
}
