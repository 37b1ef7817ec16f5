/**
 * Measures the printer on this machine: the first PDF after the server starts, warm PDFs of 1-, 2-
 * and 4-page resumes (p50/p95 of 20), PDFs per second with 4 requests in flight, and the warm
 * first-page image. Each measured print changes the resume's title, so the cache never answers.
 *
 *   npm run build -w apps/artboard   # once
 *   npm run bench:print              # serves on 127.0.0.1:3179 with a throw-away PGlite
 *
 * Targets (2 cores): first PDF after start ≤ 2 s, warm 2-page p50 ≤ 250 ms, first-page image ≤ 150 ms.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createId, createSampleResumeData, type ResumeData } from '@rb/schema';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { printPdf, showDocument } from '../src/printer/printer.page.ts';
import { printerOf } from '../src/printer/printer.service.ts';
import type { PrintableResume } from '../src/printer/printer.queries.ts';

const port = 3179;
const runs = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The sample with `count` experience entries. */
function withExperience(count: number): ResumeData {
  const data = createSampleResumeData();
  const [first] = data.sections.experience.items;
  data.sections.experience.items = Array.from({ length: count }, (_, index) => ({
    ...first!,
    id: createId(),
    company: `Company ${index + 1}`,
  }));
  return data;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-bench-print-'));
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  const printer = printerOf(app.deps);

  try {
    // An account and three resumes, made through the API like any user's.
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Bench User',
        username: `bench-${randomBytes(3).toString('hex')}`,
        email: `bench-${randomBytes(3).toString('hex')}@example.com`,
        password: 'bench-password',
        locale: 'en-US',
      },
    });
    if (register.statusCode !== 200) throw new Error(`register: ${register.body}`);
    const cookie = register.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const userId = register.json<{ id: string }>().id;

    const create = async (data: ResumeData): Promise<PrintableResume> => {
      const slug = `bench-${createId().slice(0, 8)}`;
      const created = await app.inject({
        method: 'POST',
        url: '/api/resume',
        headers: { cookie },
        payload: { title: 'Bench', slug, visibility: 'private' },
      });
      const { id, version } = created.json<{ id: string; version: number }>();
      const updated = await app.inject({
        method: 'PATCH',
        url: `/api/resume/${id}`,
        headers: { cookie },
        payload: { data, version },
      });
      if (updated.statusCode !== 200) throw new Error(`update: ${updated.body}`);
      return printer.accessibleResume(userId, id);
    };

    const started = performance.now();
    await app.listen({ port, host: '127.0.0.1' });
    const sample = await create(createSampleResumeData());
    // Nothing is warm yet but what start-up began: this is what the first user after a start waits for.
    await printer.render({ ...sample, title: 'First after start' }, 'pdf');
    const firstAfterStart = performance.now() - started;

    // Pick experience counts that make 1, 2 and 4 sheets.
    const sizes: { pages: number; count: number; resume: PrintableResume }[] = [];
    for (const pages of [1, 2, 4]) {
      let count = 1;
      for (; count < 80; count += 1) {
        const sheets = await printer.browser.run((page) =>
          showDocument(page, withExperience(count), { title: 'count', lang: 'en' }),
        );
        if (sheets >= pages) break;
      }
      sizes.push({ pages, count, resume: await create(withExperience(count)) });
    }

    let round = 0;
    const timed = async (resume: PrintableResume, kind: 'pdf' | 'webp') => {
      round += 1;
      const begin = performance.now();
      await printer.render({ ...resume, title: `Bench ${round}` }, kind);
      return performance.now() - begin;
    };

    console.log(`\nFirst PDF after start (listen → PDF on disk, sample resume): ${ms(firstAfterStart)}`);
    console.log('\nWarm PDF, 20 runs each:');
    console.log('pages | p50     | p95     | cold (first of this size)');
    for (const { pages, resume } of sizes) {
      const cold = await timed(resume, 'pdf');
      const times: number[] = [];
      for (let index = 0; index < runs; index += 1) times.push(await timed(resume, 'pdf'));
      console.log(
        `${String(pages).padEnd(5)} | ${ms(percentile(times, 50)).padEnd(7)} | ${ms(percentile(times, 95)).padEnd(7)} | ${ms(cold)}`,
      );
    }

    console.log('\nThroughput, 4 in flight, 40 PDFs each:');
    for (const { pages, resume } of sizes) {
      const total = 40;
      let next = 0;
      const begin = performance.now();
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < total) {
            next += 1;
            await timed(resume, 'pdf');
          }
        }),
      );
      const seconds = (performance.now() - begin) / 1000;
      console.log(
        `${pages}-page: ${(total / seconds).toFixed(1)} PDF/s (${total} in ${seconds.toFixed(1)} s)`,
      );
    }

    // Where a warm 2-page print spends its time: the artboard taking the document and laying it
    // out (until its ready signal), and Chromium writing the PDF.
    const handOver: number[] = [];
    const pdfOnly: number[] = [];
    const twoData = withExperience(sizes.find((size) => size.pages === 2)!.count);
    for (let index = 0; index < runs; index += 1) {
      await printer.browser.run(async (page) => {
        const begin = performance.now();
        await showDocument(
          page,
          { ...twoData, basics: { ...twoData.basics, headline: `Run ${index}` } },
          {
            title: 'phase',
            lang: 'en',
          },
        );
        const shown = performance.now();
        await printPdf(page);
        handOver.push(shown - begin);
        pdfOnly.push(performance.now() - shown);
      });
    }
    console.log(
      `Warm 2-page phases: hand-over → ready p50 ${ms(percentile(handOver, 50))}, page.pdf() p50 ${ms(percentile(pdfOnly, 50))}`,
    );

    await timed(sample, 'webp');
    const images: number[] = [];
    for (let index = 0; index < runs; index += 1) images.push(await timed(sample, 'webp'));
    console.log(
      `First-page image (WebP), warm: p50 ${ms(percentile(images, 50))}, p95 ${ms(percentile(images, 95))}\n`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
