// Who was just allowed which printed file. A file's URL names the hash of what it shows, so a download that was
// allowed a moment ago is allowed again without a session or a resume read, until the resume changes here or the
// memory's second is over (another instance's change). Under a burst of downloads of one resume (a public link
// passed around) the database is asked once a second instead of twice a download
// (docs/decisions/0032-downloads-from-a-short-memory.md).
import type { ServedFile } from './printer.service.ts';

/** How long an allowed download is remembered: what another instance's change may take to be seen here. */
export const recentDownloadMs = 1000;
/** Enough for every visitor of a busy hour's second; the oldest go first. */
const maxRemembered = 10_000;

interface Allowed {
  served: ServedFile;
  until: number;
}

export class RecentDownloads {
  readonly #byResume = new Map<string, Map<string, Allowed>>();
  #size = 0;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The file `credential` (a token, or '' for a visitor) was allowed for `request` within the last second. */
  find(resumeId: string, credential: string, request: string): ServedFile | undefined {
    const allowed = this.#byResume.get(resumeId)?.get(`${credential}\n${request}`);
    if (!allowed) return undefined;
    if (allowed.until > this.#now()) return allowed.served;
    this.#byResume.get(resumeId)?.delete(`${credential}\n${request}`);
    this.#size -= 1;
    return undefined;
  }

  remember(resumeId: string, credential: string, request: string, served: ServedFile): void {
    if (this.#size >= maxRemembered) this.forget(undefined);
    let files = this.#byResume.get(resumeId);
    if (!files) this.#byResume.set(resumeId, (files = new Map()));
    const key = `${credential}\n${request}`;
    if (!files.has(key)) this.#size += 1;
    files.set(key, { served, until: this.#now() + recentDownloadMs });
  }

  /** Forgets what was allowed for one resume, or for all (undefined). */
  forget(resumeId: string | undefined): void {
    if (resumeId === undefined) {
      this.#byResume.clear();
      this.#size = 0;
      return;
    }
    this.#size -= this.#byResume.get(resumeId)?.size ?? 0;
    this.#byResume.delete(resumeId);
  }
}
