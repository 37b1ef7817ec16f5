/**
 * `npm run bench:preview`: how long a keystroke in a builder field takes to show in the preview frame.
 *
 * The parent page stamps each keydown; the artboard frame watches its visible sheets with a MutationObserver and,
 * once the typed text is there, stamps the next animation frame. Both stamps are `performance.timeOrigin + now()`,
 * one clock across frames. Reports p50/p95 over the keystrokes on a resume that fills two sheets (the sample with
 * its experience and projects repeated; the run stops if the preview shows fewer), and the JavaScript the builder
 * route loads (gzip).
 *
 * Without BENCH_BASE_URL it starts the built app (npm run build first) on a fresh DATA_DIR at port 3163, registers a
 * user and creates the resume through the API. With BENCH_BASE_URL it uses that app the same way.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Frame, Page } from 'playwright-core';
import { createId, type ResumeData } from '@rb/schema';
import { createResume, launchChromium, openApp, percentile } from './bench-app.ts';
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 60);
const targetP95 = 50;
const port = Number(process.env.BENCH_PORT ?? 3163);

/** Makes the resume long enough for two sheets: the sample's experience and projects, three times over. */
const lengthen = async (page: Page, id: string) => {
  const resume = (await (await page.request.get(`/api/resume/${id}`)).json()) as {
    data: ResumeData;
    version: number;
  };
  const { sections } = resume.data;
  const repeat = <T extends { id: string }>(items: T[]) =>
    [0, 1, 2].flatMap(() => items.map((item) => ({ ...item, id: createId() })));
  sections.experience.items = repeat(sections.experience.items);
  sections.projects.items = repeat(sections.projects.items);
  const patched = await page.request.patch(`/api/resume/${id}`, {
    data: { data: resume.data, version: resume.version },
  });
  if (!patched.ok()) throw new Error(`lengthen: ${patched.status()} ${await patched.text()}`);
};

const installProbe = (frame: Frame) =>
  frame.evaluate(() => {
    const state = { expected: '', seen: true, arrivedAt: 0 };
    const sheets = () => document.querySelector('.ab-sheets');
    const check = () => {
      if (state.seen || !state.expected) return;
      if (!sheets()?.textContent?.includes(state.expected)) return;
      state.seen = true;
      const text = state.expected;
      requestAnimationFrame(() =>
        window.parent.postMessage(
          {
            type: 'BENCH_SHOWN',
            text,
            at: performance.timeOrigin + performance.now(),
            arrivedAt: state.arrivedAt,
          },
          '*',
        ),
      );
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: string; text?: string } | null;
      if (data?.type === 'SET_RESUME' && !state.seen)
        state.arrivedAt = performance.timeOrigin + performance.now();
      if (data?.type === 'BENCH_EXPECT' && data.text) {
        state.expected = data.text;
        state.seen = false;
        check();
      }
    });
  });

const main = async () => {
  const app = await openApp(port);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: app.baseUrl,
      viewport: { width: 1440, height: 900 },
    });
    // tsx keeps function names with a `__name` helper that the page does not have.
    await context.addInitScript('globalThis.__name = (target) => target;');
    const page = await context.newPage();
    const { id } = await createResume(page);
    await lengthen(page, id);

    // The builder page's own scripts; the preview frame's (the artboard and its templates) are counted apart.
    const scripts = new Map<string, Buffer>();
    const frameScripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const into = response.frame() === page.mainFrame() ? scripts : frameScripts;
      into.set(new URL(response.url()).pathname, await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`/builder/${id}`);
    const field = page.locator('#basics-name');
    await field.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      const shot = join(tmpdir(), 'bench-preview-failure.png');
      await page.screenshot({ path: shot });
      throw new Error(`The builder did not open at ${page.url()} (screenshot: ${shot})`, { cause: error });
    });
    const frame = page.frameLocator('[data-testid="artboard-frame"]');
    // Sheets count from 0; pagination settles after the fonts load, so the second sheet gets its time.
    await frame.locator('.ab-sheets [data-rb-sheet="0"]').waitFor({ timeout: 30_000 });
    await frame
      .locator('.ab-sheets [data-rb-sheet="1"]')
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    const sheetsBefore = await frame.locator('.ab-sheets [data-rb-sheet]').count();
    if (sheetsBefore < 2) throw new Error(`the resume fills ${sheetsBefore} sheet(s); the bench needs two`);
    const artboard = page.frames().find((candidate) => candidate.url().includes('/artboard/builder'))!;
    await installProbe(artboard);
    await page.waitForTimeout(1500);

    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#basics-name')!;
      const frameWindow = document.querySelector<HTMLIFrameElement>(
        '[data-testid="artboard-frame"]',
      )!.contentWindow!;
      const bench = ((window as unknown as { __bench: unknown }).__bench = {
        keyAt: 0,
        pending: new Map<string, number>(),
        results: [] as number[],
        delivery: [] as number[],
        sent: [] as number[],
      });
      // The builder's own share: from the keydown to the moment it hands the document to the frame.
      const post = frameWindow.postMessage.bind(frameWindow);
      frameWindow.postMessage = ((message: { type?: string }, targetOrigin: string) => {
        if (message?.type === 'SET_RESUME' && bench.keyAt) {
          bench.sent.push(performance.timeOrigin + performance.now() - bench.keyAt);
          bench.keyAt = 0;
        }
        return post(message, targetOrigin);
      }) as typeof frameWindow.postMessage;
      // The key's time is taken on keydown; the text it produces is known on input, which runs before React's
      // handler (delegated at the root), so the frame knows what to look for before the new document arrives.
      input.addEventListener(
        'keydown',
        () => (bench.keyAt = performance.timeOrigin + performance.now()),
        true,
      );
      input.addEventListener('input', () => {
        bench.pending.set(input.value, bench.keyAt);
        frameWindow.postMessage({ type: 'BENCH_EXPECT', text: input.value }, '*');
      });
      window.addEventListener('message', (event) => {
        const data = event.data as { type?: string; text?: string; at?: number; arrivedAt?: number } | null;
        if (data?.type !== 'BENCH_SHOWN' || !data.text) return;
        const started = bench.pending.get(data.text);
        if (started !== undefined) {
          bench.results.push(data.at! - started);
          if (data.arrivedAt) bench.delivery.push(data.arrivedAt - started);
        }
        bench.pending.delete(data.text);
      });
    });

    await field.click();
    await field.press('End');
    // BENCH_PROFILE=<file.cpuprofile> records the renderer's CPU profile over the keystrokes (open it in DevTools).
    const profileTo = process.env.BENCH_PROFILE;
    const cdp = profileTo ? await context.newCDPSession(page) : undefined;
    // BENCH_TRACE=<file.json> records a Chrome trace over the keystrokes instead (open it in the Performance panel).
    const traceTo = process.env.BENCH_TRACE;
    if (traceTo) await browser.startTracing(page, { path: traceTo, screenshots: false });
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const alphabet = 'abcdefghijklmnopqrstuvwxyz';
    for (let index = 0; index < keystrokes; index += 1) {
      const before = await page.evaluate(
        () => (window as unknown as { __bench: { results: number[] } }).__bench.results.length,
      );
      await page.keyboard.press(alphabet[index % alphabet.length]!);
      await page
        .waitForFunction(
          (count) => (window as unknown as { __bench: { results: number[] } }).__bench.results.length > count,
          before,
          {
            timeout: 5000,
          },
        )
        .catch(() => undefined);
      await page.waitForTimeout(40);
    }
    if (traceTo) {
      await browser.stopTracing();
      console.log(`Trace written to ${traceTo}`);
    }
    if (cdp && profileTo) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileTo, JSON.stringify(profile));
      console.log(`CPU profile written to ${profileTo}`);
    }
    const { results, delivery, sent } = await page.evaluate(
      () =>
        (window as unknown as { __bench: { results: number[]; delivery: number[]; sent: number[] } }).__bench,
    );
    const sheets = await frame.locator('.ab-sheets [data-rb-sheet]').count();

    const gzip = [...scripts.entries()].map(([path, body]) => ({
      path,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    }));
    const total = gzip.reduce((sum, entry) => sum + entry.gzip, 0);
    const frameTotal = [...frameScripts.values()].reduce(
      (sum, body) => sum + gzipSync(body, { level: 9 }).length,
      0,
    );
    // The chunks that only the builder loads (its route, the editor, the dialogs, the font catalogue); the rest is
    // the app shell every page shares.
    const routeChunks = gzip.filter((entry) =>
      /\/assets\/(route|rich-text-editor|item-dialog|catalogue)-/.test(entry.path),
    );
    const routeTotal = routeChunks.reduce((sum, entry) => sum + entry.gzip, 0);

    const p50 = percentile(results, 50);
    const p95 = percentile(results, 95);
    if (sheets < 2) throw new Error(`the preview shows ${sheets} sheet(s) after typing; the bench needs two`);
    console.log(`keystroke → preview (${results.length} of ${keystrokes} keystrokes, ${sheets} sheets)`);
    console.log(
      `  p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · max ${Math.max(...results).toFixed(1)} ms (target p95 ≤ ${targetP95} ms)`,
    );
    if (sent.length > 0)
      console.log(
        `  of which keystroke → document sent by the builder: p50 ${percentile(sent, 50).toFixed(1)} ms · p95 ${percentile(sent, 95).toFixed(1)} ms`,
      );
    if (delivery.length > 0)
      console.log(
        `  of which keystroke → document in the frame: p50 ${percentile(delivery, 50).toFixed(1)} ms · p95 ${percentile(delivery, 95).toFixed(1)} ms`,
      );
    console.log(
      `builder route JavaScript: ${(routeTotal / 1024).toFixed(1)} KiB gzip in ${routeChunks.length} chunks; ` +
        `${(total / 1024).toFixed(1)} KiB gzip in ${gzip.length} files with the app shell; ` +
        `the preview frame loads ${(frameTotal / 1024).toFixed(1)} KiB gzip more in ${frameScripts.size} files`,
    );
    for (const chunk of routeChunks)
      console.log(
        `  builder chunk ${chunk.path}: ${(chunk.raw / 1024).toFixed(1)} KiB, ${(chunk.gzip / 1024).toFixed(1)} KiB gzip`,
      );
    if (results.length < 50) throw new Error(`only ${results.length} keystrokes were measured`);
    process.exitCode = p95 <= targetP95 ? 0 : 1;
  } finally {
    await browser.close();
    await app.stop();
  }
};

await main();
