import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePort } from '../playwright.config';
import { startMailCatcher } from './mail-catcher';

const root = new URL('../..', import.meta.url).pathname;
export const mailPort = e2ePort + 1;
export const mailApiPort = e2ePort + 2;
/** The local OAuth provider of auth-social.spec.ts listens here; the server is told so at start-up. */
export const oauthMockPort = e2ePort + 5;
const oauthMockUrl = `http://127.0.0.1:${oauthMockPort}`;

/** Starts the SMTP catcher (with a tiny JSON endpoint the tests read), then the app server on a fresh DATA_DIR. */
export default async function globalSetup() {
  const catcher = await startMailCatcher(mailPort);
  const mailApi = createServer((request, response) => {
    if (request.method === 'DELETE') catcher.mails.length = 0;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(catcher.mails));
  });
  await new Promise<void>((resolve) => mailApi.listen(mailApiPort, '127.0.0.1', resolve));

  const dataDir = mkdtempSync(join(tmpdir(), 'rb-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(e2ePort),
      PUBLIC_URL: `http://localhost:${e2ePort}`,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // Every journey signs up from 127.0.0.1; the limits themselves are tested in the server suite.
      AUTH_RATE_LIMIT_MAX: '1000',
      GITHUB_CLIENT_ID: 'mock-github-id',
      GITHUB_CLIENT_SECRET: 'mock-github-secret',
      GITHUB_AUTHORIZE_URL: `${oauthMockUrl}/authorize`,
      GITHUB_TOKEN_URL: `${oauthMockUrl}/token`,
      GITHUB_API_URL: `${oauthMockUrl}/api`,
      ...JSON.parse(process.env.E2E_SERVER_ENV ?? '{}'),
    },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  // Start-up compiles the server with tsx; on a busy two-core machine that alone has taken 45 s.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The app server exited early:\n${output}`);
    try {
      const response = await fetch(`http://localhost:${e2ePort}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app server did not become healthy in 180 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await catcher.close();
    mailApi.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
