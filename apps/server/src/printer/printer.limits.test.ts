// Printing under load, in the real Chromium: a loop of prints cannot keep the pages from other users. Each
// address and each resume has a limit, a document that failed answers its failure again without a new print,
// the queue for pages is bounded, and a document too heavy for the deadline gets its own code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId, createSampleResumeData, type ResumeDto } from '@rb/schema';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { depsOf } from '../app.ts';

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({
    // Nothing prints within 1 ms: every print of this app is a document too slow for its deadline.
    printerOptions: { browser: { pages: 1, maxQueue: 1, deadlineMs: 1 }, now: () => clock },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => t?.close());

async function publicResume(): Promise<{ owner: Browser; id: string }> {
  const owner = new Browser(t.app);
  await registerUser(owner);
  const created = await owner.post('/api/resume', {
    title: 'Heavy',
    slug: `heavy-${createId().slice(0, 8)}`,
  });
  const { id, version } = created.json<ResumeDto>();
  const saved = await owner.patch(`/api/resume/${id}`, {
    data: createSampleResumeData(),
    visibility: 'public',
    version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { owner, id };
}

describe('printing under load', { timeout: 60_000 }, () => {
  it('answers PrinterBusy at once when the page is taken and the queue is full, and prints the queued job', async () => {
    const browser = depsOf(t.app).printer.browser;
    await browser.warm();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = browser.run(() => held, 'ResumePrinterError', 30_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = browser.run(async () => 'queued', 'ResumePrinterError', 30_000);
      const started = performance.now();
      await expect(browser.run(async () => 'refused', 'ResumePrinterError', 30_000)).rejects.toMatchObject({
        code: 'PrinterBusy',
        statusCode: 503,
      });
      expect(performance.now() - started).toBeLessThan(100);
      release();
      await first;
      expect(await second).toBe('queued');
    } finally {
      release();
      await first.catch(() => {});
    }
  });

  it('gives a document that misses the deadline ResumePrintTimeout, and remembers it for a while', async () => {
    const { owner, id } = await publicResume();
    const browser = depsOf(t.app).printer.browser;
    const jobs = browser.jobs;
    const first = await owner.get(`/api/resume/print/${id}`);
    expect(first.json()).toEqual({ statusCode: 422, message: 'ResumePrintTimeout' });
    expect(browser.jobs).toBe(jobs + 1);

    for (const visitor of [owner, new Browser(t.app)]) {
      const again = await visitor.get(`/api/resume/print/${id}`);
      expect(again.json()).toEqual({ statusCode: 422, message: 'ResumePrintTimeout' });
    }
    expect(browser.jobs).toBe(jobs + 1);

    clock += 11 * 60 * 1000;
    await owner.get(`/api/resume/print/${id}`);
    expect(browser.jobs).toBe(jobs + 2);
  });

  it('limits new prints of one resume by visitors from all addresses together, never its owner', async () => {
    const { owner, id } = await publicResume();
    const answers: number[] = [];
    for (let visitor = 0; visitor < 11; visitor++)
      answers.push((await new Browser(t.app).get(`/api/resume/print/${id}`)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(answers[10]).toBe(429);
    expect((await owner.get(`/api/resume/print/${id}`)).statusCode).toBe(422);
  });

  it('limits the prints one address asks for', async () => {
    const visitor = new Browser(t.app);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++)
      answers.push((await visitor.get(`/api/resume/print/${crypto.randomUUID()}`)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    const refused = await visitor.get(`/api/resume/print/${crypto.randomUUID()}`);
    expect(refused.json()).toEqual({ statusCode: 429, message: 'TooManyRequests' });
  });
});
