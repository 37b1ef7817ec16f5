import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { ConfigError, loadConfig, repoRoot, resolveAuthSecret } from './config.ts';

const noChromium = { fileExists: () => false };

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env, noChromium);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad configuration');
};

describe('loadConfig', () => {
  it('fills the documented defaults from an empty environment', () => {
    const config = loadConfig({}, noChromium);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('noreply@localhost');
    expect(config.s3).toBeUndefined();
    expect(config.github).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.disableSignups).toBe(false);
    expect(config.disableEmailAuth).toBe(false);
    expect(config.chromiumPath).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.projectUrl).toBeUndefined();
    expect(config.contributors).toEqual({});
    expect(config.authRateLimitMax).toBe(10);
    expect(config.logLevel).toBe('info');
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '3105' }, noChromium).publicUrl).toBe('http://localhost:3105');
    const config = loadConfig({ PUBLIC_URL: 'https://cv.example.com/' }, noChromium);
    expect(config.publicUrl).toBe('https://cv.example.com');
    expect(config.publicOrigin).toBe('https://cv.example.com');
  });

  it('resolves a relative DATA_DIR against the repository root, not the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/app' }, noChromium).dataDir).toBe(path.join(repoRoot, 'var/app'));
    expect(loadConfig({ DATA_DIR: '/srv/data' }, noChromium).dataDir).toBe('/srv/data');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', DISABLE_SIGNUPS: '' }, noChromium)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      disableSignups: false,
    });
  });

  it('reads booleans as true/false/1/0', () => {
    expect(loadConfig({ DISABLE_SIGNUPS: 'true', DISABLE_EMAIL_AUTH: '1' }, noChromium)).toMatchObject({
      disableSignups: true,
      disableEmailAuth: true,
    });
    expect(loadConfig({ DISABLE_SIGNUPS: '0', DISABLE_EMAIL_AUTH: 'false' }, noChromium)).toMatchObject({
      disableSignups: false,
      disableEmailAuth: false,
    });
  });

  it('accepts postgres:// and postgresql:// database URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://a@h/db' }, noChromium).databaseUrl).toBe(
      'postgres://a@h/db',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://a@h/db' }, noChromium).databaseUrl).toBe(
      'postgresql://a@h/db',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer 1-65535 (got "abc")'],
    [{ PORT: '0' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '30.5' }, 'PORT'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ DISABLE_SIGNUPS: 'yes' }, 'DISABLE_SIGNUPS'],
    [{ DISABLE_EMAIL_AUTH: 'no' }, 'DISABLE_EMAIL_AUTH'],
    [{ GITHUB_TOKEN_URL: 'ftp://x' }, 'GITHUB_TOKEN_URL'],
    [{ GOOGLE_USERINFO_URL: 'nope' }, 'GOOGLE_USERINFO_URL'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ AUTH_RATE_LIMIT_MAX: '0' }, 'AUTH_RATE_LIMIT_MAX'],
    [{ AUTH_RATE_LIMIT_MAX: 'many' }, 'AUTH_RATE_LIMIT_MAX'],
    [{ MAIL_FROM: 'noreply' }, 'Invalid configuration: MAIL_FROM must be an email address'],
    [{ MAIL_FROM: 'Resumes <noreply>' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@b, c@d' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Resumes noreply@example.com' }, 'MAIL_FROM'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.example' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ PROJECT_URL: 'github.com/acme' }, 'PROJECT_URL'],
    [{ CONTRIBUTORS_GITHUB_REPOSITORY: 'https://github.com/acme/resume' }, 'CONTRIBUTORS_GITHUB_REPOSITORY'],
    [{ CONTRIBUTORS_CROWDIN_PROJECT: 'acme' }, 'CONTRIBUTORS_CROWDIN_PROJECT'],
    [{ CONTRIBUTORS_CROWDIN_PROJECT: '4711' }, 'CONTRIBUTORS_CROWDIN_TOKEN must be set too'],
  ])('refuses %j naming the variable', (env, expected) => {
    const message = errorOf(env);
    expect(message).toContain(expected);
    expect(message).not.toContain('\n');
  });

  it('accepts MAIL_FROM as an address or as a name and an address', () => {
    for (const value of [
      'noreply@localhost',
      'cv@example.com',
      'Resumes <noreply@example.com>',
      '"Resume Builder, Inc." <noreply@example.com>',
    ]) {
      expect(loadConfig({ MAIL_FROM: value }, noChromium).mailFrom).toBe(value);
    }
  });

  it('reads TRUST_PROXY as Fastify takes it: a flag, a hop count or a list of addresses', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }, noChromium).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1, loopback, 192.168.0.0/255.255.0.0')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('reads the project address and the contributor sources', () => {
    const config = loadConfig(
      {
        PROJECT_URL: 'https://code.example.com/acme/resume/',
        CONTRIBUTORS_GITHUB_REPOSITORY: 'acme/resume',
        CONTRIBUTORS_CROWDIN_PROJECT: '4711',
        CONTRIBUTORS_CROWDIN_TOKEN: 'token',
      },
      noChromium,
    );
    expect(config.projectUrl).toBe('https://code.example.com/acme/resume');
    expect(config.contributors).toEqual({
      githubRepository: 'acme/resume',
      crowdin: { projectId: '4711', token: 'token' },
    });
  });

  it('requires the S3 variables all together', () => {
    const message = errorOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'resumes' });
    expect(message).toContain('S3_REGION');
    expect(message).toContain('S3_ACCESS_KEY');
    expect(message).toContain('S3_SECRET_KEY');
    const config = loadConfig(
      {
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'us-east-1',
        S3_BUCKET: 'resumes',
        S3_ACCESS_KEY: 'key',
        S3_SECRET_KEY: 'secret',
      },
      noChromium,
    );
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'resumes',
      accessKey: 'key',
      secretKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('takes S3_FORCE_PATH_STYLE=false for virtual-hosted buckets and refuses other words', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com',
      S3_REGION: 'eu-west-1',
      S3_BUCKET: 'resumes',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
    };
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false' }, noChromium).s3?.forcePathStyle).toBe(false);
    expect(errorOf({ ...s3, S3_FORCE_PATH_STYLE: 'virtual' })).toContain('S3_FORCE_PATH_STYLE');
  });

  it('offers an OAuth provider only with both id and secret, with overridable endpoints', () => {
    expect(errorOf({ GITHUB_CLIENT_ID: 'id' })).toContain('GITHUB_CLIENT_SECRET');
    const config = loadConfig(
      {
        GITHUB_CLIENT_ID: 'id',
        GITHUB_CLIENT_SECRET: 'secret',
        GITHUB_API_URL: 'http://127.0.0.1:3109/api',
        GOOGLE_CLIENT_ID: 'gid',
        GOOGLE_CLIENT_SECRET: 'gsecret',
      },
      noChromium,
    );
    expect(config.github).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      apiUrl: 'http://127.0.0.1:3109/api',
    });
    expect(config.google?.authorizeUrl).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  });

  it('detects Chromium at the first known path unless CHROMIUM_PATH is set', () => {
    const only = (file: string) => ({ fileExists: (candidate: string) => candidate === file });
    expect(loadConfig({}, only('/usr/lib/chromium/chromium')).chromiumPath).toBe(
      '/usr/lib/chromium/chromium',
    );
    expect(loadConfig({}, only('/usr/bin/chromium')).chromiumPath).toBe('/usr/bin/chromium');
    expect(loadConfig({ CHROMIUM_PATH: '/opt/chrome' }, only('/usr/bin/chromium')).chromiumPath).toBe(
      '/opt/chrome',
    );
  });
});

describe('resolveAuthSecret', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('generates a secret once into DATA_DIR/secret, readable by the owner only, and reuses it', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rb-config-'));
    const dataDir = path.join(dir, 'nested');
    const first = resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }, noChromium));
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    const second = resolveAuthSecret(loadConfig({ DATA_DIR: dataDir }, noChromium));
    expect(second.authSecret).toBe(first.authSecret);
  });

  it('keeps a configured AUTH_SECRET and writes nothing', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rb-config-'));
    const secret = 'x'.repeat(40);
    const config = resolveAuthSecret(loadConfig({ DATA_DIR: dir, AUTH_SECRET: secret }, noChromium));
    expect(config.authSecret).toBe(secret);
    expect(() => statSync(path.join(dir!, 'secret'))).toThrow();
  });
});

describe('TRUST_PROXY in the running app', () => {
  const whoAmI = {
    name: 'who-am-i',
    plugin: async (app: FastifyInstance) => {
      app.get('/who-am-i', async (request) => ({ ip: request.ip }));
    },
  };
  const ipSeen = async (env: Record<string, string>, forwardedFor: string) => {
    const t = await createTestApp({ env, features: [whoAmI] });
    try {
      const response = await t.app.inject({
        url: '/api/who-am-i',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return response.json<{ ip: string }>().ip;
    } finally {
      await t.close();
    }
  };

  it('ignores X-Forwarded-For by default, and follows it from the proxies it names', async () => {
    expect(await ipSeen({}, '203.0.113.9')).toBe('10.0.0.5');
    expect(await ipSeen({ TRUST_PROXY: 'true' }, '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
    expect(await ipSeen({ TRUST_PROXY: '10.0.0.0/8' }, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen({ TRUST_PROXY: '10.0.0.0/8, 203.0.113.9' }, '198.51.100.1, 203.0.113.9')).toBe(
      '198.51.100.1',
    );
    expect(await ipSeen({ TRUST_PROXY: '192.168.0.1' }, '203.0.113.9')).toBe('10.0.0.5');
    expect(await ipSeen({ TRUST_PROXY: '1' }, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen({ TRUST_PROXY: '2' }, '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
    // Seven apps, each with its own database: seconds apiece on a busy machine.
  }, 60_000);
});
