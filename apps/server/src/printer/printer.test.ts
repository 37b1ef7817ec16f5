// The printer end to end in the real Chromium, on both databases: the PDF itself (page size, page
// count, text in reading order, embedded fonts, metadata), the preview image, the access rule and
// download counting, the cache, the request fence, the deadline and recovery from a killed browser.
// One app and one browser serve the whole file.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId, createSampleResumeData, type ResumeData } from '@rb/schema';
import { repoRoot } from '../config.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { listenOnFirstFree } from '../../test/ports.ts';
import { PrinterService, supersededPrintAgeMs } from './printer.service.ts';
import { showDocument } from './printer.page.ts';
import { depsOf } from '../app.ts';

// 3170–3179 belong to the printer; the two database projects run at the same time.
const APP_PORTS = [3170, 3171, 3172, 3173];
const CANARY_PORTS = [3175, 3176];

const artboardDist = path.join(repoRoot, 'apps/artboard/dist');
const work = mkdtempSync(path.join(os.tmpdir(), 'rb-printer-test-'));

let t: TestApp;
let canary: http.Server;
let canaryPort: number;
const canaryHits: string[] = [];

beforeAll(async () => {
  if (!existsSync(path.join(artboardDist, 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/artboard'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('The artboard could not be built');
  }
  const picture = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#dc2626' },
  })
    .png()
    .toBuffer();
  const other = await sharp({
    create: { width: 24, height: 12, channels: 3, background: '#2563eb' },
  })
    .png()
    .toBuffer();
  canary = http.createServer((request, response) => {
    canaryHits.push(`${request.url ?? ''} ${request.headers['user-agent'] ?? ''}`);
    const body = request.url === '/real.png' ? picture : request.url === '/other.png' ? other : '';
    response.writeHead(200, { 'content-type': 'image/png' }).end(body);
  });
  canaryPort = await listenOnFirstFree(
    CANARY_PORTS,
    (port) =>
      new Promise<void>((resolve, reject) => {
        canary.once('error', reject);
        canary.listen(port, '127.0.0.1', () => resolve());
      }),
  );

  let appPort = 0;
  // The configured port is the one the app listens on, so the printer warms up as in production.
  for (const port of APP_PORTS) {
    const candidate = await createTestApp({ env: { PORT: String(port) } });
    try {
      await candidate.app.listen({ port, host: '127.0.0.1' });
      t = candidate;
      appPort = port;
      break;
    } catch (error) {
      await candidate.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  if (!appPort) throw new Error(`No free port among ${APP_PORTS.join(', ')}`);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => canary?.close(resolve));
});

interface Created {
  id: string;
  version: number;
}

async function createResume(browser: Browser, data: ResumeData, visibility = 'private'): Promise<Created> {
  const slug = `printed-${createId().slice(0, 8)}`;
  const created = await browser.post('/api/resume', { title: 'Printed Resume', slug, visibility });
  expect(created.statusCode).toBe(200);
  const { id, version } = created.json<Created>();
  const updated = await browser.patch(`/api/resume/${id}`, { data, version, visibility });
  expect(updated.statusCode, updated.body).toBe(200);
  return { id, version: updated.json<Created>().version };
}

const pathOf = (url: string) => new URL(url).pathname;

async function fetchFile(browser: Browser, url: string): Promise<Buffer> {
  const response = await browser.get(pathOf(url));
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.rawPayload;
}

const tool = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

function savePdf(pdf: Buffer, name: string): string {
  const file = path.join(work, name);
  writeFileSync(file, pdf);
  return file;
}

function pageSizes(file: string): { width: number; height: number }[] {
  const info = tool('pdfinfo', '-f', '1', '-l', '99', file);
  return [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
}

async function artboardSheets(data: ResumeData): Promise<number> {
  return depsOf(t.app).printer.browser.run((page) =>
    showDocument(page, data, { title: 'count', lang: 'en' }),
  );
}

const longResume = (items: number): ResumeData => {
  const data = createSampleResumeData();
  const [first] = data.sections.experience.items;
  data.sections.experience.items = Array.from({ length: items }, (_, index) => ({
    ...first!,
    id: createId(),
    company: `Company ${index + 1}`,
  }));
  return data;
};

describe('printing a resume', { timeout: 60_000 }, () => {
  it('makes an A4 PDF of the sample with its sheets, text in reading order, embedded fonts and metadata', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const data = createSampleResumeData();
    data.metadata.page.format = 'a4';
    const { id } = await createResume(owner, data);

    const response = await owner.get(`/api/resume/print/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^http://localhost:3000/api/resume/print/${id}/file/[0-9a-f]{64}\\.pdf$`));

    const file = await owner.get(pathOf(url));
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="printed-[a-z0-9]+\.pdf"$/);
    expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // The browser's own PDF viewer must not be blocked by the app's page policy.
    expect(file.headers['content-security-policy']).toBeUndefined();
    const pdf = savePdf(file.rawPayload, 'sample-a4.pdf');

    const sizes = pageSizes(pdf);
    expect(sizes.length).toBe(await artboardSheets(data));
    for (const size of sizes) {
      expect(Math.abs(size.width - 595.28)).toBeLessThan(1);
      expect(Math.abs(size.height - 841.89)).toBeLessThan(1);
    }

    const text = tool('pdftotext', '-layout', pdf, '-');
    const inOrder = [
      'Ilse Varga-Moreno',
      'Tidewater Logistics',
      'Jan 2021 - Present',
      'Brightleaf Studio',
      'Mar 2017 - Dec 2020',
      'Open Data Utrecht',
    ];
    const positions = inOrder.map((words) => text.indexOf(words));
    expect(
      positions.every((position) => position >= 0),
      text,
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const keyword of ['React', 'PostgreSQL', 'Letterpress']) expect(text).toContain(keyword);
    // Private notes are never printed.
    expect(text).not.toContain('Private notes');

    const fonts = tool('pdffonts', pdf).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line.split(/\s+/).at(-5), line).toBe('yes');

    const info = tool('pdfinfo', pdf);
    expect(info).toMatch(/^Title:\s+Printed Resume$/m);
    expect(info).toMatch(/^Author:\s+Ilse Varga-Moreno$/m);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(file.rawPayload.toString('latin1')).toContain('/Lang (en-US)');
  });

  it('makes Letter pages of 216 × 279 mm', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const data = createSampleResumeData();
    data.metadata.page.format = 'letter';
    const { id } = await createResume(owner, data);
    const { url } = (await owner.get(`/api/resume/print/${id}`)).json<{ url: string }>();
    const sizes = pageSizes(savePdf(await fetchFile(owner, url), 'sample-letter.pdf'));
    expect(sizes.length).toBe(await artboardSheets(data));
    for (const size of sizes) {
      expect(Math.abs(size.width - 612.28)).toBeLessThan(1);
      expect(Math.abs(size.height - 790.87)).toBeLessThan(1);
    }
  });

  it('answers a cached print with the same address without asking Chromium again', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const { id } = await createResume(owner, createSampleResumeData());
    const printer = depsOf(t.app).printer;
    const first = (await owner.get(`/api/resume/print/${id}`)).json<{ url: string }>().url;
    const jobs = printer.browser.jobs;
    const second = (await owner.get(`/api/resume/print/${id}`)).json<{ url: string }>().url;
    expect(second).toBe(first);
    expect(printer.browser.jobs).toBe(jobs);
  });

  it('keeps one current file per resume: older versions go once superseded, all go with the resume', async () => {
    const owner = new Browser(t.app);
    const account = await registerUser(owner);
    const printer = depsOf(t.app).printer;
    const data = createSampleResumeData();
    const { id, version } = await createResume(owner, data);
    const row = await printer.accessibleResume(account.id, id);
    const fileOf = (url: string) => printer.filePath(row, path.basename(pathOf(url)).split('.')[0]!, 'pdf');
    const print = async () => (await owner.get(`/api/resume/print/${id}`)).json<{ url: string }>().url;
    const edit = async (headline: string, base: number) => {
      const response = await owner.patch(`/api/resume/${id}`, {
        data: { ...data, basics: { ...data.basics, headline } },
        version: base,
      });
      return response.json<Created>().version;
    };

    const first = fileOf(await print());
    // A file handed out moments ago may still be downloading: a newer print leaves it alone.
    const second = fileOf(await print().then(async () => print()));
    const v2 = await edit('Second version', version);
    const recent = fileOf(await print());
    expect(existsSync(first) && existsSync(recent)).toBe(true);
    // Once it is older than the grace period, the next print removes it.
    const old = new Date(Date.now() - supersededPrintAgeMs - 1000);
    utimesSync(first, old, old);
    await edit('Third version', v2);
    const third = fileOf(await print());
    expect(second).toBe(first);
    expect(existsSync(first)).toBe(false);
    expect(existsSync(recent) && existsSync(third)).toBe(true);

    expect((await owner.delete(`/api/resume/${id}`)).statusCode).toBe(200);
    expect(existsSync(path.dirname(third))).toBe(false);
  });

  it('makes a WebP image of the first sheet', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const { id } = await createResume(owner, createSampleResumeData());
    const response = await owner.get(`/api/resume/print/${id}/preview`);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/\.webp$/);
    const image = await owner.get(pathOf(url));
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-security-policy']).toBeDefined();
    const bytes = image.rawPayload;
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe('who may print', { timeout: 60_000 }, () => {
  it('lets the owner print, answers others like a missing resume, and counts public downloads', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const other = new Browser(t.app);
    await registerUser(other);
    const guest = new Browser(t.app);
    const { id, version } = await createResume(owner, createSampleResumeData());

    const { url } = (await owner.get(`/api/resume/print/${id}`)).json<{ url: string }>();
    for (const browser of [other, guest]) {
      for (const call of [`/api/resume/print/${id}`, `/api/resume/print/${id}/preview`, pathOf(url)]) {
        const response = await browser.get(call);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'ResumeNotFound' });
      }
    }
    expect((await guest.get('/api/resume/print/not-an-id')).statusCode).toBe(404);
    // A made-up file name of a resume one may see is not served either.
    expect((await owner.get(`/api/resume/print/${id}/file/${'0'.repeat(64)}.pdf`)).statusCode).toBe(404);

    const statistics = async () =>
      (await owner.get(`/api/resume/${id}/statistics`)).json<{ downloads: number }>().downloads;
    expect(await statistics()).toBe(0);

    expect((await owner.patch(`/api/resume/${id}`, { visibility: 'public', version })).statusCode).toBe(200);
    const publicUrl = (await guest.get(`/api/resume/print/${id}`)).json<{ url: string }>().url;
    expect((await fetchFile(guest, publicUrl)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await other.get(`/api/resume/print/${id}`)).statusCode).toBe(200);
    expect(await statistics()).toBe(2);
    // The owner's own downloads are not counted.
    await owner.get(`/api/resume/print/${id}`);
    expect(await statistics()).toBe(2);
  });
});

describe('the print page reaches nothing outside the app', { timeout: 60_000 }, () => {
  it('sends no request to another address for a picture or for custom CSS', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const data = createSampleResumeData();
    const outside = `http://127.0.0.1:${canaryPort}`;
    data.basics.picture.url = `${outside}/picture.png`;
    data.metadata.css = {
      visible: true,
      value: [
        `.rb-sheet { background-image: url(${outside}/css-url.png); }`,
        `.rb-heading { background-image: image-set("${outside}/css-image-set.png" 1x); }`,
        `@font-face { font-family: Canary; src: url("${outside}/font.woff2"); }`,
        `.rb-page { font-family: Canary, serif; }`,
      ].join('\n'),
    };
    const { id } = await createResume(owner, data);
    canaryHits.length = 0;
    const printed = await owner.get(`/api/resume/print/${id}`);
    expect(printed.statusCode, printed.body).toBe(200);
    const previewed = await owner.get(`/api/resume/print/${id}/preview`);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(canaryHits).toEqual([]);
  });

  it('prints remote pictures (the photo and one in a summary) that the server fetched, the page fetching nothing', async () => {
    // The canary stands in for a remote host: this printer accepts its loopback address.
    const printer = new PrinterService(depsOf(t.app), {
      pictures: { allowAddress: (address) => address === '127.0.0.1' },
    });
    printer.setOrigin(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    try {
      const data = createSampleResumeData();
      data.basics.picture.url = `http://127.0.0.1:${canaryPort}/real.png`;
      data.sections.summary.content = `<p>Portfolio:</p><p><img src="http://127.0.0.1:${canaryPort}/other.png" alt="Work sample"></p>`;
      const owner = new Browser(t.app);
      const account = await registerUser(owner);
      const { id } = await createResume(owner, data);
      const row = await printer.accessibleResume(account.id, id);
      canaryHits.length = 0;
      const hash = await printer.render(row, 'pdf');
      expect(canaryHits.sort()).toEqual([
        '/other.png resume-builder-pictures',
        '/real.png resume-builder-pictures',
      ]);
      const file = printer.filePath(row, hash, 'pdf');
      const images = tool('pdfimages', '-list', file).split('\n').slice(2).filter(Boolean);
      expect(images.some((line) => /\s16\s+16\s/.test(line))).toBe(true);
      expect(images.some((line) => /\s24\s+12\s/.test(line))).toBe(true);
      // Complete: the next request is answered from the cache without a new print.
      const jobs = printer.browser.jobs;
      expect(await printer.render(row, 'pdf')).toBe(hash);
      expect(printer.browser.jobs).toBe(jobs);
    } finally {
      await printer.close();
    }
  });

  it('prints without a picture that is unavailable, and tries again on the next request', async () => {
    const printer = new PrinterService(depsOf(t.app), {
      pictures: { allowAddress: (address) => address === '127.0.0.1', failureTtlMs: 0 },
    });
    printer.setOrigin(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    try {
      const data = createSampleResumeData();
      // The canary answers an empty body for every other path: not a picture.
      data.basics.picture.url = `http://127.0.0.1:${canaryPort}/broken.png`;
      const owner = new Browser(t.app);
      const account = await registerUser(owner);
      const { id } = await createResume(owner, data);
      const row = await printer.accessibleResume(account.id, id);
      const hash = await printer.render(row, 'pdf');
      expect(tool('pdfinfo', printer.filePath(row, hash, 'pdf'))).toMatch(/Pages:\s+\d/);
      const jobs = printer.browser.jobs;
      expect(await printer.render(row, 'pdf')).toBe(hash);
      expect(printer.browser.jobs).toBe(jobs + 1);
    } finally {
      await printer.close();
    }
  });

  it('fences in what the page policy does not cover: a window the page opens', async () => {
    const printer = depsOf(t.app).printer;
    canaryHits.length = 0;
    const outcome = await printer.browser.run(async (page) => {
      const context = page.context();
      const failed = context.waitForEvent('requestfailed', {
        predicate: (request) => request.url().endsWith('/window'),
        timeout: 5_000,
      });
      await page.evaluate((address) => void window.open(address), `http://127.0.0.1:${canaryPort}/window`);
      const request = await failed;
      for (const other of context.pages()) if (other !== page) await other.close();
      return request.url();
    });
    expect(outcome).toBe(`http://127.0.0.1:${canaryPort}/window`);
    expect(canaryHits).toEqual([]);
  });
});

describe('when printing goes wrong', { timeout: 60_000 }, () => {
  it('fails a job that is not ready by its deadline with ResumePrintTimeout, then prints again', async () => {
    const printer = depsOf(t.app).printer;
    await expect(
      printer.browser.run(
        (page) => showDocument(page, longResume(60), { title: 'slow', lang: 'en' }),
        'ResumePrinterError',
        50,
      ),
    ).rejects.toMatchObject({ code: 'ResumePrintTimeout', statusCode: 422 });
    expect(await artboardSheets(createSampleResumeData())).toBeGreaterThan(0);
  });

  it('restarts a killed browser and prints the next job', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    const printer = depsOf(t.app).printer;
    await printer.browser.warm();
    const pid = await printer.browser.browserPid();
    expect(pid).toBeGreaterThan(0);
    const launches = printer.browser.launches;
    process.kill(pid!, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const { id } = await createResume(owner, longResume(3));
    const response = await owner.get(`/api/resume/print/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(printer.browser.launches).toBe(launches + 1);
    const pdf = await fetchFile(owner, response.json<{ url: string }>().url);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
