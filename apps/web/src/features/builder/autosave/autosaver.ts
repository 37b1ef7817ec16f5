import {
  autosaveDebounceMs,
  type ErrorCode,
  type ResumeData,
  type ResumeDto,
  type Visibility,
} from '@rb/schema';
import { isApiError } from '@/lib/api/api-error';

/** What the builder writes with PATCH /resume/{id}; the version is added when it is sent. */
export type ResumeChanges = { data?: ResumeData; visibility?: Visibility };

/**
 * saved: nothing waits · pending: a change waits for the debounce · saving: a PATCH is in flight ·
 * offline: the network failed, retrying · conflict: the server has a newer version · error: refused (e.g. locked).
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'error';

/** Where a flush ends: everything is on the server, or why it is not. */
export type SettledStatus = Extract<SaveStatus, 'saved' | 'offline' | 'conflict' | 'error'>;

const isSettled = (status: SaveStatus): status is SettledStatus =>
  status === 'saved' || status === 'offline' || status === 'conflict' || status === 'error';

/** What the server answers a save with: the record at its new version, with its document. */
type Saved = { version: number; data: unknown };

/**
 * The resume's saver by default; a cover letter's (features/letters) saves its own document with the same rules,
 * answering its own conflict code.
 */
export type AutosaverOptions<Dto extends Saved = ResumeDto, Changes extends object = ResumeChanges> = {
  version: number;
  /** The document the server holds at `version`: the base of a three-way merge when a conflict comes. */
  data?: Dto['data'];
  send: (changes: Partial<Changes> & { version: number }) => Promise<Dto>;
  onSaved: (resume: Dto) => void;
  onStatus: (status: SaveStatus) => void;
  onConflict: (current: Dto | null) => void;
  /** The code of a stale save (409); ResumeVersionConflict unless the document is another kind. */
  conflictCode?: ErrorCode;
  onError: (error: unknown) => void;
  debounceMs?: number;
  /** Waits between network retries; the last one repeats. */
  retryDelaysMs?: number[];
};

const defaultRetryDelays = [1000, 2000, 4000, 8000, 15_000, 30_000];

/** A network failure or a server hiccup: worth retrying with the same document. */
const isTransient = (error: unknown): boolean =>
  !isApiError(error) || error.statusCode >= 500 || error.statusCode === 429 || error.statusCode === 408;

const conflictOf = <Dto>(error: unknown, code: ErrorCode): { current: Dto | null } | null => {
  if (!isApiError(error) || error.statusCode !== 409 || error.code !== code) return null;
  const body = error.body as { current?: Dto } | undefined;
  return { current: body?.current ?? null };
};

/**
 * Saves the latest changes after a quiet period. One request at a time, always based on the last version the
 * server confirmed; a failed request puts its changes back so no edit is ever dropped.
 */
export class Autosaver<Dto extends Saved = ResumeDto, Changes extends object = ResumeChanges> {
  private version: number;
  private confirmed: Dto['data'] | undefined;
  private pending: Partial<Changes> = {};
  private settleListeners: Array<(status: SettledStatus) => void> = [];
  private refusal: unknown = null;
  private inFlight: Partial<Changes> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private status: SaveStatus = 'saved';
  private stopped = false;
  private readonly options: Required<Omit<AutosaverOptions<Dto, Changes>, 'data'>>;

  // Not inferred from the options: without type arguments this is the resume's saver.
  constructor(options: NoInfer<AutosaverOptions<Dto, Changes>>) {
    this.options = {
      debounceMs: autosaveDebounceMs,
      retryDelaysMs: defaultRetryDelays,
      conflictCode: 'ResumeVersionConflict',
      ...options,
    };
    this.version = options.version;
    this.confirmed = options.data;
  }

  get currentStatus(): SaveStatus {
    return this.status;
  }

  get baseVersion(): number {
    return this.version;
  }

  /** The document at `baseVersion`, as the server confirmed it: where the unsaved edits started from. */
  get baseData(): Dto['data'] | undefined {
    return this.confirmed;
  }

  /** Why the server refused the last save (status 'error'), to explain a change that is put back. */
  get lastRefusal(): unknown {
    return this.refusal;
  }

  /** True while something typed is not on the server yet. */
  get hasUnsaved(): boolean {
    return this.inFlight !== null || Object.keys(this.pending).length > 0;
  }

  /** The changes that are not confirmed by the server, newest last (for a conflict's "mine" side). */
  get unsavedChanges(): Partial<Changes> {
    return { ...this.inFlight, ...this.pending };
  }

  /** Queues changes; the save starts `debounceMs` after the last call. */
  queue(changes: Partial<Changes>, { immediate = false } = {}): void {
    if (this.stopped) return;
    this.pending = { ...this.pending, ...changes };
    if (this.status === 'conflict') return;
    if (this.status !== 'offline' && this.status !== 'saving') this.setStatus('pending');
    this.schedule(immediate ? 0 : this.options.debounceMs);
  }

  /**
   * Sends what waits now instead of after the debounce (leaving the page, printing, going back online) and tells how
   * it ended. During a conflict nothing can be sent until it is resolved: the edits stay queued and the answer is
   * 'conflict', so the caller can warn instead of assuming they are saved.
   */
  flush(): Promise<SettledStatus> {
    if (!this.hasUnsaved) return Promise.resolve('saved');
    if (this.status === 'conflict') return Promise.resolve('conflict');
    const settled = this.whenSettled();
    this.attempt = 0;
    if (!this.inFlight) this.schedule(0);
    return settled;
  }

  /** Resolves when nothing waits any more ('saved') or when saving stopped short (offline, conflict, error). */
  whenSettled(): Promise<SettledStatus> {
    if (!this.hasUnsaved && this.status === 'saved') return Promise.resolve('saved');
    return new Promise((resolve) => this.settleListeners.push(resolve));
  }

  /**
   * Conflict resolved: the next save is based on the server's newer version, and the merge of the next conflict
   * starts from its document. What waits is sent at once.
   */
  rebase(current: Dto): void {
    this.version = current.version;
    this.confirmed = current.data;
    if (Object.keys(this.pending).length === 0) {
      this.setStatus('saved');
      return;
    }
    this.setStatus('pending');
    this.schedule(0);
  }

  /** Forgets a queued change the server refused (a visibility switch that is put back). */
  discard(key: keyof Changes): void {
    const rest = { ...this.pending };
    delete rest[key];
    this.pending = rest;
    if (!this.hasUnsaved && this.status === 'error') this.setStatus('saved');
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private setStatus(status: SaveStatus): void {
    if (this.status !== status) {
      this.status = status;
      this.options.onStatus(status);
    }
    if (isSettled(status)) {
      const listeners = this.settleListeners;
      this.settleListeners = [];
      for (const listener of listeners) listener(status);
    }
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delay);
  }

  private async run(): Promise<void> {
    if (this.stopped || this.inFlight || Object.keys(this.pending).length === 0) return;
    const changes = this.pending;
    this.pending = {};
    this.inFlight = changes;
    this.setStatus('saving');
    try {
      const saved = await this.options.send({ ...changes, version: this.version });
      this.inFlight = null;
      this.version = saved.version;
      this.confirmed = saved.data;
      this.attempt = 0;
      this.options.onSaved(saved);
      if (Object.keys(this.pending).length > 0) this.schedule(0);
      else this.setStatus('saved');
    } catch (error) {
      // Put the changes back under anything typed meanwhile: newer edits win field by field.
      this.pending = { ...changes, ...this.pending };
      this.inFlight = null;
      if (this.stopped) return;
      const conflict = conflictOf<Dto>(error, this.options.conflictCode);
      if (conflict) {
        this.setStatus('conflict');
        this.options.onConflict(conflict.current);
      } else if (isTransient(error)) {
        this.setStatus('offline');
        const delays = this.options.retryDelaysMs;
        this.schedule(delays[Math.min(this.attempt, delays.length - 1)]!);
        this.attempt += 1;
      } else {
        this.refusal = error;
        this.options.onError(error);
        this.setStatus('error');
      }
    }
  }
}
