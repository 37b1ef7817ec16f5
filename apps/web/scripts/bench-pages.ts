/**
 * `npm run bench:pages`: what a first visit to each route costs, Lighthouse-style: the landing page, a public
 * resume, and (signed in) the dashboard and the builder.
 *
 * Each visit uses a fresh browser context (empty cache) and reads the browser's own timings: first contentful
 * paint, largest contentful paint, DOMContentLoaded and load; on the public page also the moment the resume's
 * sheets are laid out (sheets in the page, or the frame's PAGE_LOADED), and in the builder its time to
 * interactive: its first field takes input and the preview frame shows laid-out sheets.
 * JavaScript and CSS are counted as the browser received them (Brotli from the server) and gzipped at level 9,
 * the figure bundle budgets quote (`npm run check` holds the same budgets over the build, scripts/bundle-budget.mjs).
 *
 * Two profiles: desktop (1440×900, no throttling) and mobile (412×823, CPU slowed 4×, 150 ms round trips,
 * 1.6 Mbit/s down: Lighthouse's slow-4G settings). BENCH_RUNS visits per page and profile (default 5); medians.
 * Without BENCH_BASE_URL it starts the built app (npm run build first) on a fresh DATA_DIR at port 3164.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from 'playwright-core';
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
  interactive?: number;
  jsTransferred: number;
  jsGzip: number;
  jsFiles: number;
  cssGzip: number;
  cssFiles: number;
}

type WaitFor = 'paint' | 'resume' | 'builder';

interface Target {
  name: string;
  path: string;
  waitFor: WaitFor;
  signedIn: boolean;
}

const visit = async (
  browser: Browser,
  baseUrl: string,
  target: Target,
  profile: Profile,
  storageState: BrowserContextOptions['storageState'],
): Promise<Visit> => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: profile.viewport,
    ...(target.signedIn && { storageState }),
  });
  // The resume counts as shown when its laid-out sheets are in the page (the server-rendered public page) or its
  // frame reports them laid out (PAGE_LOADED).
  await context.addInitScript(`
    addEventListener('message', (event) => {
      if (event.data && event.data.type === 'PAGE_LOADED' && !globalThis.__resumeShown)
        globalThis.__resumeShown = performance.now();
    });
    new MutationObserver(() => {
      if (!globalThis.__resumeShown && document.querySelector('.rb-static .rb-sheet'))
        globalThis.__resumeShown = performance.now();
    }).observe(document, { childList: true, subtree: true });
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
  // What the page itself loads: the preview frames' own artboard is the same for every route and not counted.
  const scripts: Promise<Buffer>[] = [];
  const styles: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!response.ok() || request.frame() !== page.mainFrame()) return;
    const kind = request.resourceType();
    if (kind === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
    if (kind === 'stylesheet' && !new URL(response.url()).pathname.startsWith('/fonts/'))
      styles.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(target.path, { waitUntil: 'load', timeout: 120_000 });
  // The builder is interactive once its first field takes input and its preview frame shows laid-out sheets (on a
  // phone the editor shows without the frame).
  let interactive: number | undefined;
  for (const deadline = Date.now() + 120_000; target.waitFor === 'builder' && !interactive;) {
    if (Date.now() > deadline) throw new Error('The builder did not become interactive in 120 s');
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    const sheets = await Promise.all(
      frames.map((frame) =>
        frame
          .locator('[data-rb-sheet]')
          .count()
          .catch(() => 0),
      ),
    );
    const editable = await page
      .getByLabel('Full name')
      .isEditable({ timeout: 50 })
      .catch(() => false);
    if (editable && (frames.length === 0 || sheets.some((count) => count > 0)))
      interactive = await page.evaluate(() => performance.now());
    else await page.waitForTimeout(100);
  }
  // Done once the first paint happened, the resume (if any) is laid out, the builder (if it is one) is
  // interactive, and no larger content was painted for two seconds.
  await page.waitForFunction(
    (waitFor) => {
      const state = globalThis as { __lcpSeen?: number; __resumeShown?: number };
      const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      const ready = waitFor !== 'resume' || state.__resumeShown;
      return painted && ready && performance.now() - (state.__lcpSeen ?? 0) > 2000;
    },
    target.waitFor,
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
  const [scriptBodies, styleBodies] = await Promise.all([Promise.all(scripts), Promise.all(styles)]);
  await context.close();
  const gzipped = (bodies: Buffer[]) =>
    bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return {
    ...timings,
    interactive,
    jsGzip: gzipped(scriptBodies),
    jsFiles: scriptBodies.length,
    cssGzip: gzipped(styleBodies),
    cssFiles: styleBodies.length,
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
    const { id, username, slug } = await createResume(await setup.newPage(), 'public');
    const storageState = await setup.storageState();
    await setup.close();
    const targets: Target[] = [
      { name: 'landing /', path: '/', waitFor: 'paint', signedIn: false },
      {
        name: `public /${username}/${slug}`,
        path: `/${username}/${slug}`,
        waitFor: 'resume',
        signedIn: false,
      },
      { name: 'dashboard /dashboard/resumes', path: '/dashboard/resumes', waitFor: 'paint', signedIn: true },
      { name: `builder /builder/${id}`, path: `/builder/${id}`, waitFor: 'builder', signedIn: true },
    ];
    // One visit each first, so that the server's own warm-up is not counted.
    for (const target of targets) await visit(browser, app.baseUrl, target, profiles[0]!, storageState);

    for (const target of targets) {
      console.log(target.name);
      // The builder's phone layout shows its panels one at a time; its time to interactive is a desktop figure.
      for (const profile of profiles.filter(
        (entry) => target.waitFor !== 'builder' || entry.name === 'desktop',
      )) {
        const visits: Visit[] = [];
        for (let run = 0; run < runs; run += 1)
          visits.push(await visit(browser, app.baseUrl, target, profile, storageState));
        const pick = (key: keyof Visit) => visits.map((entry) => entry[key] ?? 0);
        const parts = [
          `FCP ${ms(pick('fcp'))}`,
          `LCP ${ms(pick('lcp'))}`,
          `DOMContentLoaded ${ms(pick('domContentLoaded'))}`,
          `load ${ms(pick('load'))}`,
        ];
        if (target.waitFor === 'resume') parts.push(`resume laid out ${ms(pick('resumeShown'))}`);
        if (target.waitFor === 'builder') parts.push(`interactive ${ms(pick('interactive'))}`);
        console.log(`  ${profile.name.padEnd(7)} ${parts.join(' · ')} (median of ${runs})`);
      }
      const counted = await visit(browser, app.baseUrl, target, profiles[0]!, storageState);
      console.log(
        `  JavaScript: ${counted.jsFiles} files, ${kib(counted.jsTransferred)} transferred (Brotli), ${kib(counted.jsGzip)} gzip · CSS: ${counted.cssFiles} files, ${kib(counted.cssGzip)} gzip`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
};

await main();
