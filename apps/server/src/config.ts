// The configuration contract of docs/product.md#configuration: read once from the environment, validated with zod,
// and handed to every part of the server as a plain object. Nothing else reads process.env.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { detectChromium } from './printer/chromium-path.ts';

/** The repository root: relative DATA_DIR values resolve against it, not against the shell's cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const empty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(empty, schema.optional());

/** true/false/1/0; unset is `fallback`. */
const booleanFlag = (fallback = false) =>
  z.preprocess(
    empty,
    z
      .enum(['true', 'false', '1', '0'], { message: 'must be true, false, 1 or 0' })
      .optional()
      .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1')),
  );

const urlWithProtocols = (protocols: string[], label: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${label} URL` },
  );

const httpUrl = urlWithProtocols(['http:', 'https:'], 'http:// or https://');

const emailAddress = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/** `addr@host` or `Name <addr@host>` (the display name may be quoted). */
const mailFrom = z.string().refine(
  (value) => {
    const named = /^([^<>]*)<([^<>]*)>$/.exec(value.trim());
    return named ? emailAddress.test(named[2]!.trim()) : emailAddress.test(value.trim());
  },
  { message: 'must be an email address, or a name and an address as in "Resumes <noreply@example.com>"' },
);

/** The names proxy-addr (Fastify's trustProxy) knows, beside addresses and CIDR ranges. */
const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (proxyNames.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return isIP(prefix) === family;
  return Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies' X-Forwarded-For the server believes: false (none, the default), true (any), a number of
 * hops, or a comma-separated list of addresses, CIDR ranges and loopback / linklocal / uniquelocal.
 */
const trustProxy = z.preprocess(
  empty,
  z
    .string()
    .optional()
    .transform((value, context): boolean | number | string[] => {
      if (value === undefined || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      context.addIssue({
        code: 'custom',
        message:
          'must be true, false, a number of hops, or a comma-separated list of addresses or CIDR ranges',
      });
      return z.NEVER;
    }),
);

const envSchema = z.object({
  PORT: z.preprocess(
    empty,
    z
      .string()
      .regex(/^\d+$/, { message: 'must be an integer 1-65535' })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, { message: 'must be an integer 1-65535' })
          .max(65535, { message: 'must be an integer 1-65535' }),
      )
      .default(3000),
  ),
  PUBLIC_URL: optional(httpUrl),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithProtocols(['postgres:', 'postgresql:'], 'postgres:// or postgresql://')),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'smtp:// or smtps://')),
  MAIL_FROM: optional(mailFrom),
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  S3_ACCESS_KEY: optional(z.string()),
  S3_SECRET_KEY: optional(z.string()),
  // Path-style (endpoint/bucket/key) works with MinIO, Garage, Ceph, R2 and AWS; false: bucket.endpoint/key.
  S3_FORCE_PATH_STYLE: booleanFlag(true),
  AUTH_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  GITHUB_CLIENT_ID: optional(z.string()),
  GITHUB_CLIENT_SECRET: optional(z.string()),
  GITHUB_AUTHORIZE_URL: optional(httpUrl),
  GITHUB_TOKEN_URL: optional(httpUrl),
  GITHUB_API_URL: optional(httpUrl),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_AUTHORIZE_URL: optional(httpUrl),
  GOOGLE_TOKEN_URL: optional(httpUrl),
  GOOGLE_USERINFO_URL: optional(httpUrl),
  DISABLE_SIGNUPS: booleanFlag(),
  DISABLE_EMAIL_AUTH: booleanFlag(),
  CHROMIUM_PATH: optional(z.string()),
  /** Print a resume's new version in the background once its edits settle (docs/product.md#instant-downloads). */
  PRINT_AHEAD: booleanFlag(true),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'redis:// or rediss://')),
  TRUST_PROXY: trustProxy,
  PROJECT_URL: optional(httpUrl),
  CONTRIBUTORS_GITHUB_REPOSITORY: optional(
    z.string().regex(/^[\w.-]+\/[\w.-]+$/, { message: 'must be a GitHub repository as owner/name' }),
  ),
  CONTRIBUTORS_CROWDIN_PROJECT: optional(
    z.string().regex(/^\d+$/, { message: 'must be the numeric id of a Crowdin project' }),
  ),
  CONTRIBUTORS_CROWDIN_TOKEN: optional(z.string()),
  AUTH_RATE_LIMIT_MAX: z.preprocess(
    empty,
    z
      .string()
      .regex(/^\d+$/, { message: 'must be a positive integer' })
      .transform(Number)
      .pipe(z.number().int().min(1, { message: 'must be a positive integer' }))
      .default(10),
  ),
  LOG_LEVEL: z.preprocess(
    empty,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
});

type Env = z.infer<typeof envSchema>;

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** GitHub: the API base (user and emails); Google: the userinfo endpoint. */
  apiUrl: string;
}

export interface Config {
  port: number;
  publicUrl: string;
  /** The origin of publicUrl, compared with the Origin header of state-changing requests. */
  publicOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | {
        endpoint: string;
        region: string;
        bucket: string;
        accessKey: string;
        secretKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /** Empty until `resolveAuthSecret` ran; main.ts and the test harness always fill it. */
  authSecret: string;
  github: OAuthProviderConfig | undefined;
  google: OAuthProviderConfig | undefined;
  disableSignups: boolean;
  disableEmailAuth: boolean;
  chromiumPath: string | undefined;
  printAhead: boolean;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For is believed for `request.ip` (rate limits, visit counting). */
  trustProxy: boolean | number | string[];
  /** The project's home (code, issues, translations), linked from the web app; none: those links are left out. */
  projectUrl: string | undefined;
  /** Whose contributors the landing page lists; both unset: empty lists. */
  contributors: {
    githubRepository?: string;
    crowdin?: { projectId: string; token: string };
  };
  /** Attempts per 15 minutes per address and per account on sign-in, two-factor, mail-sending and sign-up calls. */
  authRateLimitMax: number;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const s3Keys = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

const pair = (id: string | undefined, secret: string | undefined, name: string) => {
  if (!id && !secret) return undefined;
  if (!id || !secret) {
    throw new ConfigError(
      `Invalid configuration: ${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`,
    );
  }
  return { clientId: id, clientSecret: secret };
};

export interface LoadConfigOptions {
  /** Where a relative DATA_DIR resolves; the repository root by default. */
  baseDir?: string;
  /** Test seam for the Chromium auto-detection. */
  fileExists?: (file: string) => boolean;
}

/**
 * Parses the environment into a Config. Pure apart from looking for Chromium on disk:
 * it neither reads process.env nor writes the generated secret (see resolveAuthSecret).
 * Throws ConfigError with a one-line message naming the first bad variable.
 */
export function loadConfig(env: Record<string, string | undefined>, options: LoadConfigOptions = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`,
    );
  }
  const e = parsed.data;

  const s3Set = s3Keys.filter((key) => e[key] !== undefined);
  if (s3Set.length > 0 && s3Set.length < s3Keys.length) {
    const missing = s3Keys.filter((key) => e[key] === undefined);
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set too (S3 storage needs all of ${s3Keys.join(', ')})`,
    );
  }

  if (e.CONTRIBUTORS_CROWDIN_PROJECT && !e.CONTRIBUTORS_CROWDIN_TOKEN) {
    throw new ConfigError(
      'Invalid configuration: CONTRIBUTORS_CROWDIN_TOKEN must be set too (Crowdin lists members only with a project token)',
    );
  }

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const github = pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET, 'GITHUB');
  const google = pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE');

  return {
    port: e.PORT,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    dataDir: path.resolve(options.baseDir ?? repoRoot, e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'noreply@localhost',
    s3:
      s3Set.length === s3Keys.length
        ? {
            endpoint: e.S3_ENDPOINT!,
            region: e.S3_REGION!,
            bucket: e.S3_BUCKET!,
            accessKey: e.S3_ACCESS_KEY!,
            secretKey: e.S3_SECRET_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    authSecret: e.AUTH_SECRET ?? '',
    github: github && {
      ...github,
      authorizeUrl: e.GITHUB_AUTHORIZE_URL ?? 'https://github.com/login/oauth/authorize',
      tokenUrl: e.GITHUB_TOKEN_URL ?? 'https://github.com/login/oauth/access_token',
      apiUrl: e.GITHUB_API_URL ?? 'https://api.github.com',
    },
    google: google && {
      ...google,
      authorizeUrl: e.GOOGLE_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: e.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      apiUrl: e.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
    },
    disableSignups: e.DISABLE_SIGNUPS,
    disableEmailAuth: e.DISABLE_EMAIL_AUTH,
    chromiumPath: e.CHROMIUM_PATH ?? detectChromium(options.fileExists),
    printAhead: e.PRINT_AHEAD,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    projectUrl: e.PROJECT_URL?.replace(/\/+$/, ''),
    contributors: {
      ...(e.CONTRIBUTORS_GITHUB_REPOSITORY && { githubRepository: e.CONTRIBUTORS_GITHUB_REPOSITORY }),
      ...(e.CONTRIBUTORS_CROWDIN_PROJECT && {
        crowdin: { projectId: e.CONTRIBUTORS_CROWDIN_PROJECT, token: e.CONTRIBUTORS_CROWDIN_TOKEN! },
      }),
    },
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    logLevel: e.LOG_LEVEL,
  };
}

/**
 * Fills AUTH_SECRET when it was not given: generated once into DATA_DIR/secret (mode 0600),
 * so cookies and tokens survive restarts without the operator having to invent a secret.
 */
export function resolveAuthSecret(config: Config): Config {
  if (config.authSecret) return config;
  const file = path.join(config.dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { ...config, authSecret: stored };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { ...config, authSecret: secret };
}

/** Loads `.env` (repo root, then cwd; real environment wins) and parses it. Used by main.ts only. */
export async function readConfigFromEnvironment(): Promise<Config> {
  const dotenv = await import('dotenv');
  for (const file of [path.join(repoRoot, '.env'), path.resolve('.env')]) {
    if (existsSync(file)) dotenv.config({ path: file, quiet: true });
  }
  return resolveAuthSecret(loadConfig(process.env));
}
