/**
 * `npm run bench:pages`: what a first visit to the landing page and to a public resume costs, Lighthouse-style.
 *
 * Each visit uses a fresh browser context (empty cache) and reads the browser's own timings: first contentful
 * paint, largest contentful paint, DOMContentLoaded and load; on the public page also the moment the resume's
 * sheets are laid out (the frame's PAGE_LOADED). JavaScript is counted as the browser received it (Brotli from
 * the server) and gzipped at level 9, the figure bundle budgets usually quote.
 *
 * Two profiles: desktop (1440×900, no throttling) and mobile (412×823, CPU slowed 4×, 150 ms round trips,
 * 1.6 Mbit/s down: Lighthouse's slow-4G settings). BENCH_RUNS visits per page and profile (default 5); medians.
 * Without BENCH_BASE_URL it starts the built app (npm run build first) on a fresh DATA_DIR at port 3164.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { createResume, launchChromium, openApp, percentile } from './bench-app.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3164);

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  cpuSlowdown: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const profiles: Profile[] = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, cpuSlowdown: 1 },
  {
    name: 'mobile',
    viewport: { width: 412, height: 823 },
    cpuSlowdown: 4,
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
];

interface Visit {
  fcp: number;
  lcp: number;
  domContentLoaded: number;
  load: number;
  resumeShown?: number;
  jsTransferred: number;
  jsGzip: number;
  jsFiles: number;
}

const visit = async (
  browser: Browser,
  baseUrl: string,
  path: string,
  profile: Profile,
  waitForResume: boolean,
): Promise<Visit> => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: profile.viewport });
  // The resume counts as shown when its frame reports its laid-out sheets.
  await context.addInitScript(`
    addEventListener('message', (event) => {
      if (event.data && event.data.type === 'PAGE_LOADED' && !globalThis.__resumeShown)
        globalThis.__resumeShown = performance.now();
    });
    globalThis.__lcp = 0;
    globalThis.__lcpSeen = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
      globalThis.__lcpSeen = performance.now();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  `);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpuSlowdown > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  const scripts: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
  // Done once the first paint happened, the resume (if any) is laid out, and no larger content was painted for
  // two seconds.
  await page.waitForFunction(
    (resume) => {
      const state = globalThis as { __lcpSeen?: number; __resumeShown?: number };
      const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      return painted && (!resume || state.__resumeShown) && performance.now() - (state.__lcpSeen ?? 0) > 2000;
    },
    waitForResume,
    { timeout: 120_000, polling: 250 },
  );
  const timings = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const jsTransferred = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    const state = globalThis as { __lcp?: number; __resumeShown?: number };
    return {
      fcp,
      lcp: state.__lcp ?? 0,
      domContentLoaded: navigation.domContentLoadedEventEnd,
      load: navigation.loadEventEnd,
      resumeShown: state.__resumeShown,
      jsTransferred,
    };
  });
  const bodies = await Promise.all(scripts);
  await context.close();
  return {
    ...timings,
    jsGzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    jsFiles: bodies.length,
  };
};

/** The median; a timing the browser never reported (LCP of content that fades in) shows as n/a. */
const ms = (values: number[]) => {
  const reported = values.filter((value) => value > 0);
  return reported.length === 0 ? 'n/a' : `${Math.round(percentile(reported, 50))} ms`;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const main = async () => {
  const app = await openApp(port);
  const browser = await launchChromium();
  try {
    const setup = await browser.newContext({ baseURL: app.baseUrl });
    const { username, slug } = await createResume(await setup.newPage(), 'public');
    await setup.close();
    const pages = [
      { name: 'landing /', path: '/', waitForResume: false },
      { name: `public /${username}/${slug}`, path: `/${username}/${slug}`, waitForResume: true },
    ];
    // One visit each first, so that the server's own warm-up is not counted.
    for (const target of pages)
      await visit(browser, app.baseUrl, target.path, profiles[0]!, target.waitForResume);

    for (const target of pages) {
      console.log(target.name);
      for (const profile of profiles) {
        const visits: Visit[] = [];
        for (let run = 0; run < runs; run += 1)
          visits.push(await visit(browser, app.baseUrl, target.path, profile, target.waitForResume));
        const pick = (key: keyof Visit) => visits.map((entry) => entry[key] ?? 0);
        const parts = [
          `FCP ${ms(pick('fcp'))}`,
          `LCP ${ms(pick('lcp'))}`,
          `DOMContentLoaded ${ms(pick('domContentLoaded'))}`,
          `load ${ms(pick('load'))}`,
        ];
        if (target.waitForResume) parts.push(`resume laid out ${ms(pick('resumeShown'))}`);
        console.log(`  ${profile.name.padEnd(7)} ${parts.join(' · ')} (median of ${runs})`);
      }
      const counted = await visit(browser, app.baseUrl, target.path, profiles[0]!, target.waitForResume);
      console.log(
        `  JavaScript: ${counted.jsFiles} files, ${kib(counted.jsTransferred)} transferred (Brotli), ${kib(counted.jsGzip)} gzip`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
};

await main();
