import { autosaveDebounceMs, type ResumeData, type ResumeDto, type Visibility } from '@rb/schema';
import { isApiError } from '@/lib/api/api-error';

/** What the builder writes with PATCH /resume/{id}; the version is added when it is sent. */
export type ResumeChanges = { data?: ResumeData; visibility?: Visibility };

/**
 * saved: nothing waits · pending: a change waits for the debounce · saving: a PATCH is in flight ·
 * offline: the network failed, retrying · conflict: the server has a newer version · error: refused (e.g. locked).
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'error';

export type AutosaverOptions = {
  version: number;
  send: (changes: ResumeChanges & { version: number }) => Promise<ResumeDto>;
  onSaved: (resume: ResumeDto) => void;
  onStatus: (status: SaveStatus) => void;
  onConflict: (current: ResumeDto | null) => void;
  onError: (error: unknown) => void;
  debounceMs?: number;
  /** Waits between network retries; the last one repeats. */
  retryDelaysMs?: number[];
};

const defaultRetryDelays = [1000, 2000, 4000, 8000, 15_000, 30_000];

/** A network failure or a server hiccup: worth retrying with the same document. */
const isTransient = (error: unknown): boolean =>
  !isApiError(error) || error.statusCode >= 500 || error.statusCode === 429 || error.statusCode === 408;

const conflictOf = (error: unknown): { current: ResumeDto | null } | null => {
  if (!isApiError(error) || error.statusCode !== 409 || error.code !== 'ResumeVersionConflict') return null;
  const body = error.body as { current?: ResumeDto } | undefined;
  return { current: body?.current ?? null };
};

/**
 * Saves the latest changes after a quiet period. One request at a time, always based on the last version the
 * server confirmed; a failed request puts its changes back so no edit is ever dropped.
 */
export class Autosaver {
  private version: number;
  private pending: ResumeChanges = {};
  private inFlight: ResumeChanges | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private status: SaveStatus = 'saved';
  private stopped = false;
  private readonly options: Required<AutosaverOptions>;

  constructor(options: AutosaverOptions) {
    this.options = { debounceMs: autosaveDebounceMs, retryDelaysMs: defaultRetryDelays, ...options };
    this.version = options.version;
  }

  get currentStatus(): SaveStatus {
    return this.status;
  }

  get baseVersion(): number {
    return this.version;
  }

  /** True while something typed is not on the server yet. */
  get hasUnsaved(): boolean {
    return this.inFlight !== null || Object.keys(this.pending).length > 0;
  }

  /** The changes that are not confirmed by the server, newest last (for a conflict's "mine" side). */
  get unsavedChanges(): ResumeChanges {
    return { ...this.inFlight, ...this.pending };
  }

  /** Queues changes; the save starts `debounceMs` after the last call. */
  queue(changes: ResumeChanges, { immediate = false } = {}): void {
    if (this.stopped) return;
    this.pending = { ...this.pending, ...changes };
    if (this.status === 'conflict') return;
    if (this.status !== 'offline' && this.status !== 'saving') this.setStatus('pending');
    this.schedule(immediate ? 0 : this.options.debounceMs);
  }

  /** Sends what waits now instead of after the debounce (leaving the page, going back online). */
  flush(): void {
    if (this.status === 'conflict' || !this.hasUnsaved) return;
    this.attempt = 0;
    this.schedule(0);
  }

  /** Conflict, "keep mine": the local document is written on top of the server's version. */
  keepMine(current: ResumeDto, data: ResumeData): void {
    this.version = current.version;
    this.pending = { ...this.pending, data };
    this.setStatus('pending');
    this.schedule(0);
  }

  /** Conflict, "use theirs": local changes are dropped (the caller keeps a copy) and the server's count. */
  useTheirs(current: ResumeDto): void {
    this.version = current.version;
    this.pending = {};
    this.setStatus('saved');
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private setStatus(status: SaveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus(status);
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
      this.attempt = 0;
      this.options.onSaved(saved);
      if (Object.keys(this.pending).length > 0) this.schedule(0);
      else this.setStatus('saved');
    } catch (error) {
      // Put the changes back under anything typed meanwhile: newer edits win field by field.
      this.pending = { ...changes, ...this.pending };
      this.inFlight = null;
      if (this.stopped) return;
      const conflict = conflictOf(error);
      if (conflict) {
        this.setStatus('conflict');
        this.options.onConflict(conflict.current);
      } else if (isTransient(error)) {
        this.setStatus('offline');
        const delays = this.options.retryDelaysMs;
        this.schedule(delays[Math.min(this.attempt, delays.length - 1)]!);
        this.attempt += 1;
      } else {
        this.setStatus('error');
        this.options.onError(error);
      }
    }
  }
}
