// The printer's life with the app that serves it: where its print pages load the artboard from, where it reports
// background failures, when its Chromium starts and stops. Wired once by buildApp (app.ts).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { PrinterService } from './printer.service.ts';

export function attachPrinter(
  app: FastifyInstance,
  printer: PrinterService,
  config: Pick<Config, 'port'>,
): void {
  // The print pages load the artboard from this very server, on loopback: PUBLIC_URL may be a proxy
  // the server itself cannot reach. The browser starts now, off the start-up path, when this is the
  // server main.ts started (on the configured port); other apps (tests, tools) start it on first use.
  app.server.on('listening', () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address || typeof address === 'string') return;
    printer.setOrigin(`http://127.0.0.1:${address.port}`);
    printer.setLogger((message, error) => app.log.warn({ err: error }, message));
    if (address.port === config.port && printer.browser.available) {
      void printer.browser
        .warm()
        .catch((error: unknown) => app.log.warn({ err: error }, 'Printer warm-up failed'));
    }
  });
  // Before the server stops listening: the print pages hold connections to it, which would keep it waiting.
  app.addHook('preClose', async () => printer.close());
}
