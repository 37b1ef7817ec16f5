// Print ahead (docs/product.md#instant-downloads, docs/decisions/0014-instant-downloads.md): once an owner's
// edits settle, the new version's PDF and first-page image are printed in the background, so that the
// download and the preview are answered from the cache. A print ahead never delays a requested print (it
// takes a page only while another stays free), is bounded per user, and is dropped when a newer edit
// supersedes it before it reached a page.
import type { PrintableResume } from './printer.queries.ts';
import { BackgroundYield } from './printer.browser.ts';
import type { PrintKind } from './printer.service.ts';

export interface PrintAheadOptions {
  /** How long a resume's edits must rest before it is printed ahead. */
  delayMs?: number;
  /** Resumes of one user waiting to be printed ahead; a newer one pushes the oldest out. */
  perUser?: number;
  /** Resumes waiting in all; a newer one pushes the oldest out. */
  total?: number;
  /** How often a waiting print ahead looks for a page to spare. */
  retryMs?: number;
}

/** What the print ahead needs of the printer (PrinterService). */
export interface AheadPrinter {
  /** Whether prints ahead can be made at all (turned on, a browser, a pool of two, the server's own origin). */
  ready(): boolean;
  /** Whether a background job could take a page now (starting the browser when none runs). */
  spare(): boolean;
  load(id: string): Promise<PrintableResume | undefined>;
  isCached(resume: PrintableResume, kind: PrintKind): boolean;
  render(resume: PrintableResume, kind: PrintKind, options: { background: true }): Promise<string>;
  log(message: string, error?: unknown): void;
}

interface Task {
  userId: string;
  resumeId: string;
  /** Bumped by every newer schedule of the resume: a task whose generation is old is superseded. */
  generation: number;
  due: number;
}

/** Which edit of a resume a print ahead saw: any save changes it. */
export const editOf = (resume: { version: number; updatedAt: Date }): string =>
  `${resume.version}:${resume.updatedAt.getTime()}`;

/** Resumes whose printed edit is remembered; the ones printed longest ago are forgotten first. */
const maxRemembered = 10_000;

/** The PDF (for "Download PDF") first, then the first-page image (the dashboard, the shared page's card). */
const kinds: PrintKind[] = ['pdf', 'webp'];

export class PrintAhead {
  readonly #printer: AheadPrinter;
  readonly #options: Required<PrintAheadOptions>;
  /** Waiting tasks by resume, oldest first (a Map keeps insertion order). */
  readonly #waiting = new Map<string, Task>();
  readonly #generations = new Map<string, number>();
  #counter = 0;
  #timer: NodeJS.Timeout | undefined;
  /** When the timer fires (Date.now() time). */
  #wakeAt = 0;
  /**
   * The edit (version and update time) of each resume whose files were all found made: a view of the same edit
   * schedules nothing, instead of loading and hashing the document again for every visitor.
   */
  readonly #made = new Map<string, string>();
  #running: Promise<void> | undefined;
  #stopped = false;
  /** Counters the tests and the benchmark read. */
  readonly stats = { printed: 0, superseded: 0, dropped: 0 };

  constructor(printer: AheadPrinter, options: PrintAheadOptions = {}) {
    this.#printer = printer;
    this.#options = { delayMs: 2000, perUser: 2, total: 200, retryMs: 100, ...options };
  }

  /**
   * After a saved edit (delay: the edits' rest) or a view of a public page (delay 0, naming the `edit` it showed,
   * see editOf).
   */
  schedule(userId: string, resumeId: string, delayMs = this.#options.delayMs, edit?: string): void {
    if (this.#stopped) return;
    if (edit !== undefined && this.#made.get(resumeId) === edit) return;
    const generation = (this.#counter += 1);
    this.#generations.set(resumeId, generation);
    if (this.#waiting.delete(resumeId)) this.stats.superseded += 1;
    this.#waiting.set(resumeId, { userId, resumeId, generation, due: Date.now() + delayMs });
    this.#bound(userId);
    this.#wake(delayMs);
  }

  /** Whether a print ahead of the resume waits or runs. */
  pending(resumeId: string): boolean {
    return this.#waiting.has(resumeId) || this.#generations.has(resumeId);
  }

  /** Stops for good: nothing waiting is printed (the server is closing). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#waiting.clear();
    await this.#running?.catch(() => {});
  }

  /** Resolves once nothing waits or runs (tests). */
  async settled(): Promise<void> {
    while ((this.#waiting.size > 0 || this.#running) && !this.#stopped) {
      await (this.#running ?? new Promise((resolve) => setTimeout(resolve, this.#options.retryMs)));
    }
  }

  #bound(userId: string): void {
    const mine = [...this.#waiting.values()].filter((task) => task.userId === userId);
    for (const task of mine.slice(0, Math.max(0, mine.length - this.#options.perUser))) this.#drop(task);
    for (const task of [...this.#waiting.values()].slice(
      0,
      Math.max(0, this.#waiting.size - this.#options.total),
    ))
      this.#drop(task);
  }

  #drop(task: Task): void {
    this.#waiting.delete(task.resumeId);
    this.#forget(task);
    this.stats.dropped += 1;
  }

  #forget(task: Task): void {
    if (this.#generations.get(task.resumeId) === task.generation) this.#generations.delete(task.resumeId);
  }

  #wake(afterMs: number): void {
    if (this.#running || this.#stopped) return;
    const at = Date.now() + Math.max(0, afterMs);
    // A task due later never pushes back the wake-up of one due sooner: under steady autosaves every save used to
    // move the timer 2 s ahead, and no resume was printed ahead at all.
    if (this.#timer && this.#wakeAt <= at) return;
    clearTimeout(this.#timer);
    this.#wakeAt = at;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        this.#next();
      },
      Math.max(0, afterMs),
    );
    // Waiting print aheads never keep the process alive.
    this.#timer.unref();
  }

  #next(): void {
    if (this.#running || this.#stopped) return;
    const now = Date.now();
    const due = [...this.#waiting.values()].find((task) => task.due <= now);
    if (!due) {
      const soonest = Math.min(...[...this.#waiting.values()].map((task) => task.due));
      if (Number.isFinite(soonest)) this.#wake(soonest - now);
      return;
    }
    if (!this.#printer.ready()) {
      // No browser or not listening: nothing can be printed ahead now; the download prints as before.
      for (const task of this.#waiting.values()) this.#forget(task);
      this.#waiting.clear();
      return;
    }
    if (!this.#printer.spare()) {
      this.#wake(this.#options.retryMs);
      return;
    }
    this.#waiting.delete(due.resumeId);
    this.#running = this.#print(due).finally(() => {
      this.#running = undefined;
      if (!this.#waiting.has(due.resumeId)) this.#forget(due);
      if (this.#waiting.size > 0) this.#wake(0);
    });
  }

  #remember(resume: PrintableResume): void {
    this.#made.delete(resume.id);
    this.#made.set(resume.id, editOf(resume));
    for (const [oldest] of this.#made) {
      if (this.#made.size <= maxRemembered) break;
      this.#made.delete(oldest);
    }
  }

  #current = (task: Task) => !this.#stopped && this.#generations.get(task.resumeId) === task.generation;

  async #print(task: Task): Promise<void> {
    try {
      const resume = await this.#printer.load(task.resumeId);
      for (const kind of kinds) {
        // A newer edit came while this one printed: the rest of this version is not worth a page.
        if (!resume || !this.#current(task)) {
          this.stats.superseded += 1;
          return;
        }
        if (this.#printer.isCached(resume, kind)) continue;
        await this.#printer.render(resume, kind, { background: true });
        this.stats.printed += 1;
      }
      if (resume && kinds.every((kind) => this.#printer.isCached(resume, kind))) this.#remember(resume);
    } catch (error) {
      if (error instanceof BackgroundYield) {
        // A requested print took the page first: try again once one can be spared, unless superseded.
        if (this.#current(task) && !this.#waiting.has(task.resumeId)) {
          this.#waiting.set(task.resumeId, { ...task, due: Date.now() + this.#options.retryMs });
        }
        return;
      }
      // The document's failure is remembered by the printer and answered to the download as before.
      this.#printer.log('A print ahead failed', error);
    }
  }
}
