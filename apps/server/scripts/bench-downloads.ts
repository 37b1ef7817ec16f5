// The parts of `npm run bench:print` that measure downloads (docs/decisions/0014-instant-downloads.md): the time from
// a click on "Download PDF" in the builder to the whole file in the browser after a pause in editing, and cached
// downloads per second with autocannon.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { launchChromium } from '../src/printer/chromium.ts';

const require = createRequire(import.meta.url);

/**
 * Signs a fresh account up in a real Chromium, opens the sample resume in the builder, and `runs` times: types a
 * new headline, waits for the save, rests `pauseMs`, clicks "Download PDF" and waits until the PDF's last byte
 * reached the browser.
 */
export async function downloadAfterPause(
  baseUrl: string,
  { runs = 5, pauseMs = 3000 } = {},
): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, acceptDownloads: true });
    const page = await context.newPage();
    const tag = Math.random().toString(36).slice(2, 8);
    const headers = { origin: baseUrl };
    const registered = await page.request.post('/api/auth/register', {
      headers,
      data: {
        name: 'Pause Bench',
        username: `pause-${tag}`,
        email: `pause-${tag}@example.com`,
        password: 'bench-password',
        locale: 'en-US',
      },
    });
    if (!registered.ok()) throw new Error(`register: ${await registered.text()}`);
    const created = await page.request.post('/api/resume', {
      headers,
      data: { title: 'Pause bench', slug: `pause-${tag}`, visibility: 'private', sample: true },
    });
    if (!created.ok()) throw new Error(`create: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/builder/${id}`);
    const headline = page.locator('#basics-headline');
    await headline.waitFor({ timeout: 30_000 });
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/resume/${id}`),
      );
      await headline.fill(`Headline ${tag} ${run}`);
      if (!(await saved).ok()) throw new Error('the edit was not saved');
      await page.waitForTimeout(pauseMs);
      const begin = performance.now();
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Download PDF' }).first().click(),
      ]);
      // Headless Chromium may save the PDF (a download) or show it: either way the file's last byte has arrived.
      const response = await tab.waitForResponse(
        (answer) => /\/file\/[0-9a-f]{64}\.pdf$/.test(answer.url()),
        {
          timeout: 120_000,
        },
      );
      await response.finished();
      times.push(performance.now() - begin);
      await tab.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

export interface CannonResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon in its own process with two worker threads (one thread reading 90 KB answers tops out near 1,000 a
 * second, below what the server serves), `connections` at once for `seconds`.
 */
export function cannon(
  url: string,
  cookie: string,
  { connections = 16, seconds = 10 } = {},
): Promise<CannonResult> {
  const bin = require.resolve('autocannon/autocannon.js');
  const args = [
    bin,
    '-j',
    '-w',
    '2',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-H',
    `cookie=${cookie}`,
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
