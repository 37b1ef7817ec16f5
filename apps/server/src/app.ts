// Builds the Fastify application from its dependencies. No globals: main.ts and the test harness
// each open a database, then hand it in; the shared parts are built here once (deps.ts) and every feature
// plugin is mounted with them as its options.
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { repoRoot, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps, FeatureOptions, StaticPaths } from './deps.ts';
import { features as defaultFeatures, type Feature } from './features.ts';
import { apiCompression, compression } from './http/compression.ts';
import { registerDocs } from './http/docs.ts';
import { registerErrorHandling, toErrorBody } from './http/error-handler.ts';
import { registerRequestInputChecks } from './http/request-input.ts';
import { requestSerializer } from './http/log-redaction.ts';
import { registerSameOriginCheck } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { redisStoreWithFallback } from './auth/rate-limit-store.ts';
import { createSessionGuard } from './auth/auth.guard.ts';
import { createMailer } from './mail/mailer.ts';
import { PicturesService, type PicturesOptions } from './pictures/pictures.service.ts';
import { attachPrinter } from './printer/printer-lifecycle.ts';
import { PrinterService, type PrinterOptions } from './printer/printer.service.ts';
import { closeRedis, openRedis } from './redis.ts';
import { createStorage } from './storage/storage.service.ts';
import { RedisVisitStore, VisitWindow } from './statistics/visit-window.ts';
import { fontFilesRoutes } from './fonts/fonts.routes.ts';
import { spaFallback, staticRoutes } from './static/static.routes.ts';
import { version } from './version.ts';

/** The parts a test or a script may hand in; the rest of `AppDeps` is always made here. */
type ReplaceableDeps = Pick<AppDeps, 'paths' | 'version' | 'mailer' | 'storage' | 'visitWindow'>;

export interface BuildAppOptions extends Partial<ReplaceableDeps> {
  config: Config;
  database: Database;
  /** Fastify's logger option; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the feature list (tests of a single feature). */
  features?: Feature[];
  /** Prefix of every Redis key this app writes; tests give each run its own. */
  redisKeyPrefix?: string;
  /** How the printer is made (tests shorten deadlines; main.ts hands in the print pool it started early). */
  printerOptions?: PrinterOptions;
  /** How remote pictures are fetched (tests let a loopback server stand in for a remote host). */
  picturesOptions?: PicturesOptions;
}

/** Where the built front ends are (main.ts opens print pages on the artboard before the app is built). */
export const builtPaths: StaticPaths = {
  webDist: path.join(repoRoot, 'apps/web/dist'),
  artboardDist: path.join(repoRoot, 'apps/artboard/dist'),
};

/** Each app's deps, for tests and scripts that reach past HTTP (`depsOf`); features get theirs as options. */
const appDeps = new WeakMap<FastifyInstance, AppDeps>();

/** The deps `buildApp` made for `app`: for tests and scripts, never for a feature (they get `{ deps }`). */
export function depsOf(app: FastifyInstance): AppDeps {
  const deps = appDeps.get(app);
  if (!deps) throw new Error('Not an app made by buildApp');
  return deps;
}

/** TRUST_PROXY as Fastify's option; a hop count becomes what Fastify makes of one (its types leave numbers out). */
const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/**
 * The JSON body limit: ample for every form and setting. Only the calls that carry a whole resume (import,
 * update) raise it for themselves, and they check the session before the body is read.
 */
const bodyLimit = 128 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const {
    config,
    database,
    logger,
    features = defaultFeatures,
    redisKeyPrefix = 'rb:',
    printerOptions,
    picturesOptions,
    ...overrides
  } = options;

  const loggerOptions = logger ?? { level: config.logLevel };
  const app = Fastify({
    // Request lines carry URLs; the serializer keeps mailed tokens and OAuth codes out of the log.
    logger:
      typeof loggerOptions === 'object'
        ? { ...loggerOptions, serializers: { req: requestSerializer, ...loggerOptions.serializers } }
        : loggerOptions,
    bodyLimit,
    // X-Forwarded-For is spoofable unless a known proxy sets it: by default request.ip (rate limits, visit
    // counting) is the socket's address; TRUST_PROXY names the proxies to believe (docs/architecture.md#sessions).
    trustProxy: trustProxyOption(config.trustProxy),
  });

  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  const { mailer, storage, visitWindow, ...rest } = overrides;
  const base = {
    paths: builtPaths,
    version,
    ...rest,
    config,
    database,
    db: database.db,
    dbKind: database.kind,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }),
    storage: storage ?? createStorage(config),
    // With Redis every instance sees the same recent visitors, so a reload on another instance is not counted
    // again.
    visitWindow:
      visitWindow ??
      new VisitWindow(redis && new RedisVisitStore(redis, `${redisKeyPrefix}visits:`, app.log)),
    pictures: new PicturesService(config.publicOrigin, picturesOptions),
  };
  // The printer is made now; its Chromium starts with main.ts's pool, when the server listens, or on first use
  // (printer-lifecycle.ts).
  const printer = new PrinterService(base, printerOptions);
  attachPrinter(app, printer, config);
  const deps: AppDeps = { ...base, printer, sessions: createSessionGuard(base) };
  // Only the mailer made here is this app's to close; a test's own is the test's.
  if (!mailer) app.addHook('onClose', async () => deps.mailer.close());
  appDeps.set(app, deps);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestInputChecks(app);
  registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https:'),
    webIndex: path.join(deps.paths.webDist, 'index.html'),
  });
  registerSameOriginCheck(app, config.publicOrigin);

  // Before any route, so every reply passes through it: the front ends' JavaScript, the fallback fonts'
  // stylesheet and API JSON go out with brotli or gzip when the client accepts it. Font files, pictures and
  // PDFs are compressed already and pass as they are. API answers at a cheaper quality (http/compression.ts).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.compress === undefined) route.compress = apiCompression;
  });
  await app.register(compress, { global: true, ...compression });
  await app.register(cookie, { secret: config.authSecret });
  // Features opt in per route with `config: { rateLimit: {...} }`.
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: redisStoreWithFallback(redis, `${redisKeyPrefix}rate-limit:`, app.log) }),
    errorResponseBuilder: (_request, context) => ({
      ...toErrorBody({ statusCode: context.statusCode }).body,
      statusCode: context.statusCode,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20 } });
  await registerDocs(app, { version });

  await app.register(
    async (api) => {
      const options: FeatureOptions = { deps };
      for (const feature of features) await api.register(feature.plugin, options);
    },
    { prefix: '/api' },
  );

  // Font files live at /fonts (outside /api) so the web app, the artboard and the printer share one URL space.
  await app.register(fontFilesRoutes);
  await staticRoutes(app, deps);
  app.setNotFoundHandler(async (request, reply) => {
    if (await spaFallback(deps, request, reply)) return reply;
    return reply.code(404).send(toErrorBody({ statusCode: 404 }).body);
  });

  return app;
}
