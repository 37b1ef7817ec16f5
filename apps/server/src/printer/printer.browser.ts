// One warm Chromium with a small pool of pages that already show the artboard's print page
// (docs/decisions/0006-rendering-pagination-printing.md). A job borrows a page, has a deadline, and gives the page
// back; a page whose job failed is thrown away and replaced, a browser that crashed is relaunched on the next job,
// and the browser is recycled after a number of jobs so leaks cannot pile up; a page whose script heap grew is
// replaced on its own (pooled-page.ts). Launching is chromium.ts's, opening a page warm-page.ts's, the line of
// waiting jobs waiting-line.ts's and what a failure answers job-failure.ts's.
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { AppError } from '../http/app-error.ts';
import type { PictureSource } from '../pictures/pictures.service.ts';
import type { PrintPageFiles } from './print-page-files.ts';
import { launchChromium } from './chromium.ts';
import { jobFailure, withDeadline } from './job-failure.ts';
import { hasGrown, pooledPage, replacePage, type PooledPage } from './pooled-page.ts';
import { openWarmPage } from './warm-page.ts';
import { WaitingLine } from './waiting-line.ts';

export interface PrintBrowserOptions {
  executablePath: string | undefined;
  /** The app's own origin as the browser reaches it (http://127.0.0.1:PORT); known once the server listens. */
  origin: () => string | undefined;
  /** Pages kept warm; also the number of jobs that run at once. */
  pages?: number;
  /** A job's time on its page. */
  deadlineMs?: number;
  /** How long a job may wait for a free page before it fails (PrinterBusy). */
  queueTimeoutMs?: number;
  /** Jobs that may wait for a page; one more is refused at once with PrinterBusy rather than queued. */
  maxQueue?: number;
  /** Jobs after which the browser is closed and launched again. */
  recycleAfter?: number;
  /** A page's heap is looked at after this many of its jobs… */
  pageCheckEvery?: number;
  /** …and the page is replaced once its script heap grew by more than this since it opened. */
  pageGrowthBytes?: number;
  log?: (message: string, error?: unknown) => void;
  /** Answers the page's requests for remote pictures (displayPictureUrl) inside the process. */
  pictures?: (address: string) => Promise<PictureSource>;
  /** Answers the page's requests for the artboard and the fonts inside the process. */
  files?: PrintPageFiles;
  /** A browser the server started while it was starting itself (launchPrintChromium); used for the first session. */
  launched?: Promise<Browser | undefined>;
}

/** Thrown at once to a background job when taking a page could delay a requested print; it tries again later. */
export class BackgroundYield extends Error {
  override name = 'BackgroundYield';
}

export interface RunOptions {
  /**
   * A print nobody waits for (docs/decisions/0014-instant-downloads.md): it takes a page only while another stays free
   * and no requested job waits, one at a time, and never queues.
   */
  background?: boolean;
}

/** One launched browser and its pages; it ends by a crash, by recycling or by close, and the next job starts another. */
interface Session {
  browser: Browser;
  origin: string;
  pages: PooledPage[];
  jobs: number;
  closing: boolean;
  /** Whether the pages beyond the first were asked for. */
  grown: boolean;
  growTimer?: NodeJS.Timeout;
}

type Entry = { session: Session; pooled: PooledPage };

/** How long a new browser waits for its first job before it loads the rest of its pages anyway. */
const poolGrowDelayMs = 3000;

/** How long a new page may take to show the artboard's print page. */
const pageReadyTimeoutMs = 15_000;

export class PrintBrowser {
  readonly #options: Required<
    Omit<PrintBrowserOptions, 'executablePath' | 'log' | 'pictures' | 'files' | 'launched'>
  > &
    Pick<PrintBrowserOptions, 'executablePath' | 'log' | 'pictures' | 'files'>;
  #launched: Promise<Browser | undefined> | undefined;
  #pictures: PrintBrowserOptions['pictures'];
  #session: Promise<Session> | undefined;
  #current: Session | undefined;
  readonly #waiting = new WaitingLine<Entry>();
  #launches = 0;
  #jobs = 0;
  #background = 0;
  #pagesReplaced = 0;
  #closed = false;

  constructor(options: PrintBrowserOptions) {
    this.#options = {
      pages: 2,
      deadlineMs: 15_000,
      queueTimeoutMs: 30_000,
      maxQueue: 32,
      recycleAfter: 500,
      pageCheckEvery: 25,
      pageGrowthBytes: 32 * 1024 * 1024,
      ...options,
    };
    this.#launched = options.launched;
    this.#pictures = options.pictures;
  }

  /**
   * Where remote pictures are answered from, for a pool made before the app's pictures existed (main.ts opens the
   * print pages while the database opens); pages already open use it from then on.
   */
  usePictures(pictures: NonNullable<PrintBrowserOptions['pictures']>): void {
    this.#pictures = pictures;
  }

  get available(): boolean {
    return !!this.#options.executablePath && existsSync(this.#options.executablePath);
  }

  /** How many times a browser was launched (tests see restarts and recycling through it). */
  get launches(): number {
    return this.#launches;
  }

  /** Jobs handed to a page so far (a cache hit never gets here). */
  get jobs(): number {
    return this.#jobs;
  }

  /** Pages replaced because their heap grew (tests and the benchmark read it). */
  get pagesReplaced(): number {
    return this.#pagesReplaced;
  }

  /** Whether a browser runs (or is starting). */
  get running(): boolean {
    return !!this.#session;
  }

  /** Whether the pool is large enough to lend a page to background jobs at all: one always stays free. */
  get sparing(): boolean {
    return this.#options.pages >= 2;
  }

  /** Whether a background job could take a page now without delaying anyone. */
  get spare(): boolean {
    const session = this.#current;
    if (!session || session.closing || this.#closed) return false;
    return (
      this.#background === 0 && this.#waiting.length === 0 && session.pages.filter((p) => !p.busy).length >= 2
    );
  }

  /** The operating system's id of the running browser process, if one runs. */
  async browserPid(): Promise<number | undefined> {
    const session = await this.#session?.catch(() => undefined);
    if (!session) return undefined;
    const cdp = await session.browser.newBrowserCDPSession();
    try {
      const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
        processInfo: { type: string; id: number }[];
      };
      return processInfo.find((entry) => entry.type === 'browser')?.id;
    } finally {
      await cdp.detach().catch(() => {});
    }
  }

  /** Starts the browser and loads the pages now, so the first print does not pay for it. */
  async warm(): Promise<void> {
    await this.#ensureSession();
  }

  /**
   * Runs `job` on a warm page. Past the deadline the job fails with ResumePrintTimeout, and a job that threw
   * with `code`; either way its page is replaced. With every page taken and the queue full, or after waiting
   * too long for a page, it fails with PrinterBusy: the server is busy, the document is not at fault.
   */
  async run<T>(
    job: (page: Page, origin: string) => Promise<T>,
    code: 'ResumePrinterError' | 'ResumePreviewError' = 'ResumePrinterError',
    deadlineMs = this.#options.deadlineMs,
    { background = false }: RunOptions = {},
  ): Promise<T> {
    if (this.#closed) throw new AppError(code);
    let entry: Entry;
    try {
      entry = background ? await this.#acquireSpare() : await this.#acquire();
    } catch (error) {
      if (error instanceof AppError || error instanceof BackgroundYield) throw error;
      this.#options.log?.('No page to print on', error);
      throw new AppError(code);
    }
    const { session, pooled } = entry;
    this.#jobs += 1;
    let healthy = false;
    try {
      const result = await withDeadline(job(pooled.page, session.origin), deadlineMs);
      healthy = true;
      return result;
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.#options.log?.('A print job failed', error);
      throw jobFailure(error, session.browser, code);
    } finally {
      if (background) this.#background -= 1;
      session.jobs += 1;
      pooled.jobs += 1;
      void this.#release(session, pooled, healthy);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const waiter of this.#waiting.takeAll()) waiter.reject(new Error('The printer is closing'));
    const session = await this.#session?.catch(() => undefined);
    this.#session = undefined;
    await session?.browser.close().catch(() => {});
    // Started for the server but never used (it stopped before listening).
    const launched = this.#launched;
    this.#launched = undefined;
    await (await launched)?.close().catch(() => {});
  }

  async #ensureSession(): Promise<Session> {
    if (this.#closed) throw new Error('The printer is closed');
    this.#session ??= this.#launch().catch((error: unknown) => {
      this.#session = undefined;
      throw error;
    });
    return this.#session;
  }

  async #launch(): Promise<Session> {
    const origin = this.#options.origin();
    if (!origin) throw new Error('The server is not listening yet');
    if (!this.available) {
      throw new Error(
        `Chromium was not found at ${this.#options.executablePath ?? '(none)'}: set CHROMIUM_PATH`,
      );
    }
    this.#launches += 1;
    const launched = await this.#launched;
    this.#launched = undefined;
    const browser =
      launched?.isConnected() === true ? launched : await launchChromium(this.#options.executablePath);
    const session: Session = { browser, origin, pages: [], jobs: 0, closing: false, grown: false };
    browser.on('disconnected', () => {
      // A crash (or our own close): the next job launches a new browser. A recycled browser is no longer
      // current by the time it goes, so its going cannot drop the session of the browser that replaces it.
      if (session === this.#current) this.#retire(session);
      session.closing = true;
      this.#options.log?.('Chromium disconnected');
    });
    this.#current = session;
    try {
      // The first page is enough to start printing; the others join the pool as they load, so
      // the first print after a start does not wait for the whole pool on two cores.
      session.pages.push(await this.#pooledPage(session, false));
    } catch (error) {
      await browser.close().catch(() => {});
      throw error;
    }
    // The rest of the pool loads once the first job is done, or after a short while without one: loading a
    // page costs as much CPU as a print, and on two cores it would slow the first print down by half.
    session.growTimer = setTimeout(() => this.#growPool(session), poolGrowDelayMs);
    session.growTimer.unref();
    return session;
  }

  /** New jobs go to a new browser from now on. */
  #retire(session: Session): void {
    session.closing = true;
    if (this.#current !== session) return;
    this.#current = undefined;
    this.#session = undefined;
  }

  #growPool(session: Session): void {
    if (session.grown || session.closing) return;
    session.grown = true;
    clearTimeout(session.growTimer);
    for (let index = 1; index < this.#options.pages; index += 1) {
      this.#pooledPage(session, true).then(
        (pooled) => {
          session.pages.push(pooled);
          void this.#release(session, pooled, true, false);
        },
        (error: unknown) => this.#options.log?.('Could not open a print page', error),
      );
    }
  }

  async #pooledPage(session: Session, busy: boolean): Promise<PooledPage> {
    const page = await openWarmPage(session.browser, {
      origin: session.origin,
      pictures: (address) => this.#pictures?.(address) ?? Promise.resolve({ unavailable: true as const }),
      files: this.#options.files,
      // The page's own start-up, not a job: a short job deadline must not keep pages from opening.
      readyTimeoutMs: Math.max(this.#options.deadlineMs, pageReadyTimeoutMs),
    });
    return pooledPage(page, busy);
  }

  /** A page for a background job, only when another stays free for requested prints and nobody waits. */
  async #acquireSpare(): Promise<Entry> {
    const session = await this.#ensureSession();
    if (!this.spare || this.#current !== session) throw new BackgroundYield('No page to spare');
    const free = session.pages.find((pooled) => !pooled.busy)!;
    free.busy = true;
    this.#background += 1;
    return { session, pooled: free };
  }

  async #acquire(): Promise<Entry> {
    const session = await this.#ensureSession();
    const free = session.pages.find((pooled) => !pooled.busy);
    if (free && this.#waiting.length === 0) {
      free.busy = true;
      return { session, pooled: free };
    }
    return this.#waiting.wait(this.#options.maxQueue, this.#options.queueTimeoutMs);
  }

  /** Gives the page to the next waiting job (FIFO), replacing it first when its job went wrong or it grew. */
  async #release(session: Session, pooled: PooledPage, healthy: boolean, counted = true): Promise<void> {
    const recycle = counted && session.jobs >= this.#options.recycleAfter;
    // New jobs go to a new browser; this one closes when its last page is back.
    if (!session.closing && recycle) this.#retire(session);
    const grown =
      healthy &&
      !session.closing &&
      (await hasGrown(pooled, {
        checkEvery: this.#options.pageCheckEvery,
        growthBytes: this.#options.pageGrowthBytes,
      }));
    if (grown) this.#pagesReplaced += 1;
    if (!session.closing && (!healthy || grown)) {
      await pooled.page.close().catch(() => {});
      try {
        replacePage(pooled, await this.#pooledPage(session, true));
      } catch (error) {
        this.#options.log?.('Could not replace a print page', error);
        this.#retire(session);
      }
    }
    pooled.busy = false;
    if (counted) this.#growPool(session);
    if (session.closing) {
      if (session.pages.every((page) => !page.busy)) void session.browser.close().catch(() => {});
      // Waiting jobs move to the next browser.
      for (const waiter of this.#waiting.takeAll()) this.#acquire().then(waiter.resolve, waiter.reject);
      return;
    }
    const waiter = this.#waiting.next();
    if (waiter) {
      pooled.busy = true;
      waiter.resolve({ session, pooled });
    }
  }
}
