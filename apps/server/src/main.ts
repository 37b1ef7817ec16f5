// Starts the server: configuration, database (opened and migrated), application, listen.
// A bad configuration ends the process with one line naming the variable and exit code 1.
import type { FastifyInstance } from 'fastify';
import { buildApp, builtPaths } from './app.ts';
import { ConfigError, readConfigFromEnvironment } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { startPrintPool } from './printer/printer-lifecycle.ts';
import { PgliteInUseError } from './db/pglite-lock.ts';

async function start(): Promise<void> {
  const config = await readConfigFromEnvironment();
  // Chromium starts, and opens its first print page, while the database opens and the app is built.
  const pool = startPrintPool(config, builtPaths.artboardDist);
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    app = await buildApp({ config, database, printerOptions: { pool } });
    await app.listen({ host: '0.0.0.0', port: config.port });
  } catch (error) {
    await app?.close().catch(() => {});
    await pool.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  app.log.info(`Ready on ${config.publicUrl} (database: ${database.kind})`);
  handleSignals(app, database);
}

function handleSignals(app: FastifyInstance, database: Database): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal means the operator does not want to wait for open requests.
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    void app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** `--check-config`: read the configuration and stop, so `npm start` can refuse a bad value before it builds. */
async function checkConfig(): Promise<void> {
  await readConfigFromEnvironment();
  process.exit(0);
}

(process.argv.includes('--check-config') ? checkConfig() : start()).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PgliteInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'EADDRINUSE' ? 'the port is already in use' : String((error as Error).stack ?? error);
    process.stderr.write(`Failed to start: ${message}\n`);
  }
  process.exit(1);
});
