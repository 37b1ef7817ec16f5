// What the benchmark scripts share: the built app on a fresh DATA_DIR, a user with the sample resume, and Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { sampleResumeData } from '@rb/schema';

const root = new URL('../../..', import.meta.url).pathname;

export interface BenchApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** BENCH_BASE_URL uses an app that is already running; otherwise the built app starts on `port`. */
export const openApp = (port: number): Promise<BenchApp> => {
  const external = process.env.BENCH_BASE_URL;
  return external ? Promise.resolve({ baseUrl: external, stop: async () => {} }) : startServer(port);
};

export { launchChromium } from '@rb/server/chromium';

export const startServer = async (port: number): Promise<BenchApp> => {
  for (const dist of ['apps/web/dist/index.html', 'apps/artboard/dist/index.html'])
    if (!existsSync(join(root, dist))) throw new Error(`${dist} is missing: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rb-bench-'));
  const baseUrl = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The app server exited:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The app server did not start in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Registers a fresh user on the page's context and gives them the sample resume; returns its id and slug. */
export const createResume = async (
  page: Page,
  visibility: 'private' | 'public' = 'private',
): Promise<{ id: string; username: string; slug: string }> => {
  const stamp = Date.now().toString(36);
  const register = await page.request.post('/api/auth/register', {
    data: {
      name: 'Bench User',
      username: `bench-${stamp}`,
      email: `bench-${stamp}@example.com`,
      password: 'bench-password',
      locale: 'en-US',
    },
  });
  if (!register.ok()) throw new Error(`register: ${register.status()} ${await register.text()}`);
  const created = await page.request.post('/api/resume', {
    data: { title: 'Bench', slug: `bench-${stamp}`, visibility },
  });
  if (!created.ok()) throw new Error(`create: ${created.status()} ${await created.text()}`);
  const resume = (await created.json()) as { id: string; version: number };
  const patched = await page.request.patch(`/api/resume/${resume.id}`, {
    data: { data: sampleResumeData, version: resume.version },
  });
  if (!patched.ok()) throw new Error(`patch: ${patched.status()} ${await patched.text()}`);
  return { id: resume.id, username: `bench-${stamp}`, slug: `bench-${stamp}` };
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
