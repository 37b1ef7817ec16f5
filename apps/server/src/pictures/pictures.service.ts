// Remote pictures for every page of the app, fetched by the server (picture-fetch.ts) and kept for a while,
// so a public resume seen by many visitors costs its picture host one request, and no visitor's browser
// ever talks to that host. Failures are remembered briefly, so a broken address is not hammered.
import { isSameOriginPath } from '@rb/schema';
import { fetchPicture, type FetchedPicture, type PictureFetchOptions } from './picture-fetch.ts';

export interface PicturesOptions extends PictureFetchOptions {
  /** Bytes of pictures kept in memory; the least recently used go first. */
  cacheBytes?: number;
  /** How long a fetched picture is served without asking its host again. */
  ttlMs?: number;
  /** How long a failed address answers "unavailable" without trying again. */
  failureTtlMs?: number;
  now?: () => number;
}

/** What an address resolves to: a picture, or a path of this app that serves it (no fetch needed). */
export type PictureSource = { picture: FetchedPicture } | { path: string } | { unavailable: true };

type Entry = { picture?: FetchedPicture; expires: number };

export class PicturesService {
  readonly #options: Required<Omit<PicturesOptions, keyof PictureFetchOptions>> & PictureFetchOptions;
  readonly #origin: string;
  // A Map iterates in insertion order: re-inserting on use makes its first key the least recently used.
  readonly #cache = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<Entry>>();
  #bytes = 0;

  constructor(publicOrigin: string, options: PicturesOptions = {}) {
    this.#origin = publicOrigin;
    this.#options = {
      cacheBytes: 64 * 1024 * 1024,
      ttlMs: 60 * 60 * 1000,
      failureTtlMs: 60 * 1000,
      now: Date.now,
      ...options,
    };
  }

  async resolve(address: string): Promise<PictureSource> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return { unavailable: true };
    }
    // The app's own files (uploaded pictures) are served by the app; fetching them over the network would
    // go to a loopback or private address, which the fetch rightly refuses.
    if (url.origin === this.#origin) {
      const path = `${url.pathname}${url.search}`;
      // `https://app//evil.example/x` has the path `//evil.example/x`, which a browser follows off the app.
      return isSameOriginPath(path) ? { path } : { unavailable: true };
    }
    const entry = await this.#entry(url.href);
    return entry.picture ? { picture: entry.picture } : { unavailable: true };
  }

  async #entry(key: string): Promise<Entry> {
    const cached = this.#cache.get(key);
    if (cached && cached.expires > this.#options.now()) {
      this.#cache.delete(key);
      this.#cache.set(key, cached);
      return cached;
    }
    if (cached) this.#forget(key);
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = this.#fetch(key).finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  async #fetch(key: string): Promise<Entry> {
    const now = this.#options.now();
    let entry: Entry;
    try {
      const picture = await fetchPicture(key, this.#options);
      entry = { picture, expires: now + this.#options.ttlMs };
    } catch {
      entry = { expires: now + this.#options.failureTtlMs };
    }
    const size = entry.picture?.body.length ?? 0;
    if (size <= this.#options.cacheBytes) {
      this.#cache.set(key, entry);
      this.#bytes += size;
      for (const [oldest] of this.#cache) {
        if (this.#bytes <= this.#options.cacheBytes) break;
        this.#forget(oldest);
      }
    }
    return entry;
  }

  #forget(key: string): void {
    const entry = this.#cache.get(key);
    if (!entry) return;
    this.#bytes -= entry.picture?.body.length ?? 0;
    this.#cache.delete(key);
  }
}
