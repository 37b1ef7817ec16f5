// The app as the scripts run it (the render matrix, the thumbnails, the benchmarks): the real server in this
// process on a throw-away DATA_DIR and PGlite, listening on 127.0.0.1 so that the printer reaches the artboard
// through the app's own address, as in production. Print ahead is off unless asked for, so that a script's own
// prints are all that run.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, repoRoot, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

export interface LocalAppOptions extends Partial<Omit<BuildAppOptions, 'config' | 'database'>> {
  port: number;
  /** Environment for loadConfig on top of the defaults, e.g. { PRINT_AHEAD: 'true' }. */
  env?: Record<string, string>;
  /** Listen at once (the default), or leave it to the caller (`listen()`), who may set up data first. */
  listen?: boolean;
  /** Built front ends that must exist (this builds nothing), e.g. ['apps/artboard/dist']. */
  requires?: string[];
}

export interface LocalApp {
  app: FastifyInstance;
  config: Config;
  /** http://127.0.0.1:PORT */
  origin: string;
  listen: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startLocalApp({
  port,
  env = {},
  listen = true,
  requires = [],
  ...overrides
}: LocalAppOptions): Promise<LocalApp> {
  const missing = requires.filter((dir) => !existsSync(path.join(repoRoot, dir, 'index.html')));
  if (missing.length) {
    throw new Error(
      `${missing.join(' and ')} missing: run \`npm run build\` first (this script builds nothing).`,
    );
  }
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-local-app-'));
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    PRINT_AHEAD: 'false',
    ...env,
  });
  const database = await openDatabase(config);
  const close = async () => {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    app = await buildApp({ ...overrides, config, database });
    const started = app;
    const local: LocalApp = {
      app: started,
      config,
      origin,
      listen: async () => {
        await started.listen({ port, host: '127.0.0.1' });
      },
      close,
    };
    if (listen) await local.listen();
    return local;
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
