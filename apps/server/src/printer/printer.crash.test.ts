// Chromium killed in the middle of a print (SIGKILL to the browser process the printer launched, nothing else):
// that print answers a coded error, the failure is not held against the document, and the next print of the
// same resume launches a new browser and succeeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId, createSampleResumeData, type ResumeData } from '@rb/schema';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/harness.ts';
import { createListeningTestApp, ensureArtboardBuilt, FAULT_TEST_PORTS } from '../../test/listening-app.ts';
import { depsOf } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  ensureArtboardBuilt();
  t = await createListeningTestApp(FAULT_TEST_PORTS);
}, 120_000);
afterAll(() => t?.close());

/** Long enough that the page is still laying it out when the browser is killed. */
const longResume = (): ResumeData => {
  const data = createSampleResumeData();
  const [first] = data.sections.experience.items;
  data.sections.experience.items = Array.from({ length: 30 }, (_, index) => ({
    ...first!,
    id: createId(),
    company: `Company ${index + 1}`,
  }));
  return data;
};

describe('Chromium killed during a print', () => {
  it(
    'fails that print with InvalidBrowserConnection and prints the next one',
    { timeout: 60_000 },
    async () => {
      const owner = new Browser(t.app);
      await registerUser(owner);
      const created = await owner.post('/api/resume', {
        title: 'Crash',
        slug: 'crash',
        visibility: 'private',
      });
      const { id, version } = created.json<{ id: string; version: number }>();
      expect((await owner.patch(`/api/resume/${id}`, { data: longResume(), version })).statusCode).toBe(200);

      const printer = depsOf(t.app).printer;
      await printer.browser.warm();
      const pid = await printer.browser.browserPid();
      expect(pid).toBeGreaterThan(0);
      const launches = printer.browser.launches;
      const jobs = printer.browser.jobs;

      const print = owner.get(`/api/resume/print/${id}`);
      // Kill once the job holds its page, not before.
      await expect.poll(() => printer.browser.jobs, { interval: 5 }).toBe(jobs + 1);
      process.kill(pid!, 'SIGKILL');
      const failed = await print;
      expect(failed.json()).toEqual({ statusCode: 500, message: 'InvalidBrowserConnection' });

      const started = performance.now();
      const next = await owner.get(`/api/resume/print/${id}`);
      expect(next.statusCode, next.body).toBe(200);
      expect(printer.browser.launches).toBe(launches + 1);
      const pdf = await owner.get(new URL(next.json<{ url: string }>().url).pathname);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      console.log(
        `Chromium killed mid-print: next print (new browser) in ${(performance.now() - started).toFixed(0)} ms`,
      );
    },
  );
});
