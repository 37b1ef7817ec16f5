/**
 * Measures the printer on this machine: the first PDF after the real server restarts (from its health check's
 * first answer, bench-restart.ts), warm PDFs of 1-, 2- and 4-page resumes (p50/p95 of 20), PDFs per second with 4 requests in flight,
 * the warm first-page image, cached PDF downloads per second (autocannon), and the time from a click on
 * "Download PDF" to the file saved after a 3 s pause in editing, without and with print ahead. Each measured
 * print changes the resume's title, so the cache never answers.
 *
 *   npm run build -w apps/web -w apps/artboard   # once
 *   npm run bench:print                          # serves on 127.0.0.1:3177, 3179, 3178 with throw-away PGlite
 *   npm run bench:print -- --memory              # first: resident memory idle, after 100 and after 1,000 prints
 *   npm run bench:print -- --memory-only         # only the first print and the memory
 *   npm run bench:print -- --downloads           # skip the warm print timings
 *
 * Targets (2 cores): first PDF ≤ 1.0 s after the health check answers, warm 2-page p50 ≤ 250 ms, first-page
 * image ≤ 150 ms, cached downloads ≥ 1,000/s with p50 ≤ 5 ms.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createId, createSampleResumeData, type ResumeData } from '@rb/schema';
import { printPdf, showDocument } from '../src/printer/printer.page.ts';
import type { PrintableResume } from '../src/printer/printer.queries.ts';
import { healthy, serve } from './bench-app.ts';
import { cannon, downloadAfterPause } from './bench-downloads.ts';
import { firstPdfAfterRestart } from './bench-restart.ts';
import { memoryAfterPrints } from './bench-memory.ts';
import { depsOf } from '../src/app.ts';

const port = 3179;
const aheadPort = 3178;
const restartPort = 3177;
const runs = 20;
/** `--memory[=100,1000]`: resident memory idle and after that many prints in all. */
const memoryArgument = process.argv.find((argument) => argument.startsWith('--memory'));
const memoryTargets = memoryArgument
  ? (memoryArgument.split('=')[1] ?? '100,1000').split(',').map(Number)
  : [];
/** `--memory-only`: the first print after start and the memory, nothing else. */
const onlyMemory = process.argv.includes('--memory-only');
/** `--downloads`: only the first print after start, the downloads and memory (the warm print timings are skipped). */
const onlyDownloads = process.argv.includes('--downloads');

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

const p50 = (values: number[]) => percentile(values, 50);

/** The same clicks with print ahead on, on a server of its own. */
async function downloadsWithPrintAhead(): Promise<number[]> {
  const { app, config, listen, close } = await serve(aheadPort, true);
  try {
    await listen();
    await healthy(config.publicUrl);
    await depsOf(app).printer.browser.warm();
    return await downloadAfterPause(config.publicUrl);
  } finally {
    await close();
  }
}

async function main() {
  const restart = await firstPdfAfterRestart(restartPort);
  console.log(
    `\nFirst PDF after a restart (the compiled server as npm start runs it, sample resume): health check ` +
      `${ms(restart.health)} after spawn, PDF ${ms(restart.firstPdf)} after the health check answered ` +
      `(target ≤ 1000 ms)`,
  );
  // The print timings are of requested prints alone; print ahead is measured on a server of its own.
  const { app, config, listen, close } = await serve(port, false);
  const printer = depsOf(app).printer;

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

    const sample = await create(createSampleResumeData());
    await listen();
    await healthy(config.publicUrl);

    let round = 0;
    const timed = async (resume: PrintableResume, kind: 'pdf' | 'webp') => {
      round += 1;
      const begin = performance.now();
      await printer.render({ ...resume, title: `Bench ${round}` }, kind);
      return performance.now() - begin;
    };

    if (memoryTargets.length > 0) {
      // Before anything else has printed: the pool's other pages load a few seconds after the first job.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await memoryAfterPrints(printer, sample, memoryTargets);
      if (onlyMemory) return;
    }

    if (!onlyDownloads) {
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
        `First-page image (WebP), warm: p50 ${ms(percentile(images, 50))}, p95 ${ms(percentile(images, 95))}`,
      );
    }

    // A cached PDF, downloaded by its owner as the browser does: cookie, file URL, whole file.
    const asked = await app.inject({
      method: 'GET',
      url: `/api/resume/print/${sample.id}`,
      headers: { cookie },
    });
    const fileUrl = `${config.publicUrl}${new URL(asked.json<{ url: string }>().url).pathname}`;
    const size = (await app.inject({ method: 'GET', url: new URL(fileUrl).pathname, headers: { cookie } }))
      .rawPayload.length;
    // The server runs in this process and autocannon in its own: this process's CPU time per download is the
    // server's cost, which still compares when other work on the machine slows autocannon down. With n connections
    // each waiting for its answer, p50 is at least n ÷ throughput (16 at 1,000/s is 16 ms), so both are shown.
    console.log(`\nCached PDF downloads (autocannon, 10 s each, ${(size / 1024).toFixed(0)} KB):`);
    for (const connections of [4, 16]) {
      const cpuBefore = process.cpuUsage();
      const shot = await cannon(fileUrl, cookie, { connections });
      const cpu = process.cpuUsage(cpuBefore);
      const downloads = shot.requestsPerSecond * 10;
      console.log(
        `  ${connections} connections: ${shot.requestsPerSecond.toFixed(0)}/s, p50 ${shot.p50} ms, ` +
          `p99 ${shot.p99} ms, non-2xx ${shot.non2xx}, errors ${shot.errors}; ` +
          `server CPU ${((cpu.user + cpu.system) / 1000 / downloads).toFixed(2)} ms a download`,
      );
    }
    console.log('  (target ≥ 1,000/s with p50 ≤ 5 ms)');

    const without = await downloadAfterPause(config.publicUrl);
    console.log(
      `\nClick on Download PDF → file saved, after a 3 s pause in editing (5 runs):` +
        `\n  print ahead off: p50 ${ms(p50(without))} (${without.map(ms).join(', ')})`,
    );
  } finally {
    await close();
  }
  if (onlyMemory) return;
  const ahead = await downloadsWithPrintAhead();
  console.log(`  print ahead on:  p50 ${ms(p50(ahead))} (${ahead.map(ms).join(', ')})\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
