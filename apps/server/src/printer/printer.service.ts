// Printing a resume: who may, what the result is called, where it is kept. A PDF or preview is cached
// by a hash of everything it depends on (the document, the renderer, the font catalogue), under the
// owner's folder in DATA_DIR/prints; it is only ever served through the access rule of its resume.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resumeDataSchema, type ErrorCode, type ResumeData } from '@rb/schema';
import { repoRoot } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { isResumeId, readableResume } from '../resumes/resume-access.ts';
import { resumeVersion } from '../resumes/resume-language.ts';
import { preferredExecutable } from './chromium-path.ts';
import { BackgroundYield, PrintBrowser } from './printer.browser.ts';
import { documentLanguage, type FitResult } from '@rb/templates/server';
import { brokenPictures, captureFirstSheet, fitOnPage, printPdf, showDocument } from './printer.page.ts';
import { withDocumentInfo } from './printer.pdf-info.ts';
import { PrintAhead, type PrintAheadOptions } from './print-ahead.ts';
import { PicturesService, type PicturesOptions } from '../pictures/pictures.service.ts';
import { printPageFiles } from './print-page-files.ts';
import {
  findPrintableResume,
  findResumeStamp,
  type PrintableResume,
  type ResumeStamp,
} from './printer.queries.ts';

/** Bump when the way a print is made changes (flags, metadata), so cached files are made again. */
export const printerVersion = '1';

export type PrintKind = 'pdf' | 'webp';

/** What the printer is made from (buildApp hands it the app's deps). */
export type PrinterDeps = Pick<AppDeps, 'config' | 'db' | 'paths' | 'pictures'>;

export interface PrinterOptions {
  /** A pool whose pages main.ts opened while the database opened (printer-lifecycle.ts `startPrintPool`). */
  pool?: PrintBrowser;
  /** Overrides for the browser pool (deadline, pool size); tests shorten them. */
  browser?: Partial<ConstructorParameters<typeof PrintBrowser>[0]>;
  pictures?: PicturesOptions;
  /** How long a document that failed to print answers its failure again without a new attempt. */
  failureTtlMs?: number;
  now?: () => number;
  /** The print ahead's timing and bounds (tests shorten the rest after an edit). */
  ahead?: PrintAheadOptions;
}

/** Failures that belong to the document (not to a busy printer), remembered by its content hash. */
const documentFailures = new Set<ErrorCode>([
  'ResumePrinterError',
  'ResumePreviewError',
  'ResumePrintTimeout',
]);
/** Enough for every document that fails at once; the oldest memories go first. */
const maxRememberedFailures = 1000;
/** Hashes remembered by edit, so that serving a printed file neither reads nor hashes the document. */
const maxRememberedHashes = 10_000;

/** What a file's hash depends on besides the document, which changes only with the version or the time. */
const stampKey = (resume: ResumeStamp, kind: PrintKind, renderer: string, lang = '') =>
  JSON.stringify([
    kind,
    lang,
    resume.id,
    resume.version,
    resume.updatedAt.getTime(),
    resume.title,
    resume.ownerLocale,
    renderer,
  ]);

/** A file ready to be served, and what to call it. */
export interface ServedFile {
  file: string;
  hash: string;
  name: string;
}

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** Changes whenever the artboard or the templates are built again: its index names hashed bundles. */
function rendererVersion(artboardDist: string): string {
  const index = path.join(artboardDist, 'index.html');
  if (!existsSync(index)) throw new AppError('ResumePrinterError');
  const stamp = `${index}:${statSync(index).mtimeMs}`;
  if (rendererCache?.stamp !== stamp) rendererCache = { stamp, hash: sha256(readFileSync(index)) };
  return rendererCache.hash;
}
let rendererCache: { stamp: string; hash: string } | undefined;

let fontCatalogueHash: string | undefined;
const fontCatalogueVersion = () =>
  (fontCatalogueHash ??= sha256(
    readFileSync(path.join(repoRoot, 'packages/templates/src/fonts/catalogue.json')),
  ));

/** The document as printed: private notes never reach the print page. */
function printableData(data: unknown): ResumeData {
  const parsed = resumeDataSchema.safeParse(data);
  if (!parsed.success) throw new AppError('ResumePrinterError');
  return { ...parsed.data, metadata: { ...parsed.data.metadata, notes: '' } };
}

/** DATA_DIR/prints/<userId>: every PDF and preview image of one user's resumes, a folder per resume. */
const printsFolder = (deps: Pick<AppDeps, 'config'>, userId: string) =>
  path.join(deps.config.dataDir, 'prints', userId);

// A user's id names a folder that is then deleted: anything but an id is a bug, not a request to answer.
const assertUuid = (id: string) => {
  if (!isResumeId(id)) throw new Error(`Not an id: ${id}`);
};

/** Deletes all prints of a user whose account is going away. */
export async function removeUserPrints(deps: AppDeps, userId: string): Promise<void> {
  assertUuid(userId);
  await rm(printsFolder(deps, userId), { recursive: true, force: true });
}

/** Deletes the prints of a resume that is going away. */
export async function removeResumePrints(
  deps: Pick<AppDeps, 'config'>,
  userId: string,
  resumeId: string,
): Promise<void> {
  assertUuid(userId);
  assertUuid(resumeId);
  await rm(path.join(printsFolder(deps, userId), resumeId), { recursive: true, force: true });
}

/**
 * Files of earlier versions are never served again (only the current hash is), but one handed out moments ago
 * may still be on its way to a browser: those older than this go when a newer print is made.
 */
export const supersededPrintAgeMs = 10 * 60 * 1000;

async function removeSuperseded(current: string, kind: PrintKind): Promise<void> {
  const folder = path.dirname(current);
  const cutoff = Date.now() - supersededPrintAgeMs;
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const file = path.join(folder, name);
    if (file === current || !name.endsWith(`.${kind}`)) continue;
    const stats = await stat(file).catch(() => undefined);
    if (stats && stats.mtimeMs < cutoff) await rm(file, { force: true });
  }
}

export class PrinterService {
  readonly browser: PrintBrowser;
  /** Prints new versions in the background (a no-op while PRINT_AHEAD is off). */
  readonly ahead: PrintAhead;
  #log: (message: string, error?: unknown) => void = () => {};
  readonly #deps: PrinterDeps;
  readonly #options: PrinterOptions;
  readonly #inFlight = new Map<string, Promise<void>>();
  /** Files printed while a picture was unavailable: served, but made again on the next request. */
  readonly #incomplete = new Set<string>();
  /**
   * Documents that could not be printed, by file (named by content hash): asked again, they fail at once, so
   * loops on a document too heavy to print cannot keep the pages from everyone else's prints.
   */
  readonly #failed = new Map<string, { code: ErrorCode; until: number }>();
  readonly #hashes = new Map<string, { hash: string; file: string }>();
  #origin: string | undefined;

  constructor(deps: PrinterDeps, options: PrinterOptions = {}) {
    this.#deps = deps;
    this.#options = options;
    // Tests hand the printer its own picture rules; otherwise it shares the app's pictures (and their cache).
    const pictures = options.pictures
      ? new PicturesService(deps.config.publicOrigin, options.pictures)
      : deps.pictures;
    this.browser =
      options.pool ??
      new PrintBrowser({
        executablePath: preferredExecutable(deps.config.chromiumPath),
        origin: () => this.#origin,
        pictures: (address) => pictures.resolve(address),
        files: printPageFiles(deps.paths.artboardDist),
        ...options.browser,
      });
    options.pool?.usePictures((address) => pictures.resolve(address));
    this.ahead = new PrintAhead(
      {
        ready: () =>
          deps.config.printAhead && this.browser.available && this.browser.sparing && !!this.#origin,
        spare: () => {
          // A print ahead may be the first job after a crash or a recycle: the browser starts for it.
          if (!this.browser.running)
            void this.browser.warm().catch((error: unknown) => this.#log('Printer warm-up failed', error));
          return this.browser.spare;
        },
        load: (id) => findPrintableResume(deps.db, id),
        isCached: (resume, kind) => this.isCached(resume, kind),
        render: (resume, kind, how) => this.render(resume, kind, how),
        log: (message, error) => this.#log(message, error),
      },
      options.ahead,
    );
  }

  /** Where the printer reports what went wrong in the background. */
  setLogger(log: (message: string, error?: unknown) => void): void {
    this.#log = log;
  }

  /** The address the print pages load the artboard from: the server itself, on loopback. */
  setOrigin(origin: string): void {
    this.#origin = origin;
  }

  /** The resume if the viewer owns it or it is public; ResumeNotFound for everything else (resume-access.ts). */
  accessibleResume(viewerId: string | undefined, id: string): Promise<PrintableResume> {
    return readableResume(id, { via: 'visitor', userId: viewerId }, (resumeId) =>
      findPrintableResume(this.#deps.db, resumeId),
    );
  }

  /** The resume if the viewer owns it, public or not; ResumeNotFound for everyone else (fit, check, exports). */
  ownResume(userId: string, id: string): Promise<PrintableResume> {
    return readableResume(id, { via: 'owner', userId }, (resumeId) =>
      findPrintableResume(this.#deps.db, resumeId),
    );
  }

  #describe(resume: PrintableResume, kind: PrintKind, lang?: string) {
    const { data, variant } = resumeVersion(printableData(resume.data), lang);
    const meta = {
      title: resume.title,
      author: data.basics.name,
      lang: documentLanguage(data, resume.ownerLocale),
    };
    const renderer = rendererVersion(this.#deps.paths.artboardDist);
    const hash = sha256(
      JSON.stringify([printerVersion, kind, resume.id, renderer, fontCatalogueVersion(), meta, data]),
    );
    const file = this.#file(resume, hash, kind, variant);
    this.#rememberHash(stampKey(resume, kind, renderer, lang), { hash, file });
    return { data, meta, hash, file };
  }

  #rememberHash(key: string, known: { hash: string; file: string }): void {
    this.#hashes.set(key, known);
    for (const [oldest] of this.#hashes) {
      if (this.#hashes.size <= maxRememberedHashes) break;
      this.#hashes.delete(oldest);
    }
  }

  /** The hash naming the resume's current file of this kind (in the language `lang`, else the first). */
  currentHash(resume: PrintableResume, kind: PrintKind, lang?: string): string {
    const renderer = rendererVersion(this.#deps.paths.artboardDist);
    const known = this.#hashes.get(stampKey(resume, kind, renderer, lang));
    return known?.hash ?? this.#describe(resume, kind, lang).hash;
  }

  /**
   * The resume's current file named `hash`, for a viewer who may see it; printed first only when the cache lost it.
   * A file already printed costs one small read (no document) and a stat: downloads run at line speed.
   */
  async servedFile(
    viewerId: string | undefined,
    id: string,
    hash: string,
    kind: PrintKind,
    lang?: string,
  ): Promise<ServedFile> {
    const stamp = await readableResume(id, { via: 'visitor', userId: viewerId }, (resumeId) =>
      findResumeStamp(this.#deps.db, resumeId),
    );
    const name = `${stamp.slug || 'resume'}${lang ? `-${lang}` : ''}.${kind}`;
    const renderer = rendererVersion(this.#deps.paths.artboardDist);
    const known = this.#hashes.get(stampKey(stamp, kind, renderer, lang));
    if (known?.hash === hash && !this.#incomplete.has(known.file) && existsSync(known.file))
      return { file: known.file, hash, name };
    // Not known at this edit (another instance printed it, or the server restarted): read the document.
    const resume = await this.accessibleResume(viewerId, id);
    // Only the resume's current file is served: an old hash, or one of another resume, is not.
    const { file } = this.#describe(resume, kind, lang);
    if (this.currentHash(resume, kind, lang) !== hash) throw new AppError('NotFound');
    await this.render(resume, kind, { lang });
    if (!existsSync(file)) throw new AppError('NotFound');
    return { file, hash, name };
  }

  /** Whether the resume's current file of this kind is ready, so that asking for it costs no print. */
  isCached(resume: PrintableResume, kind: PrintKind, lang?: string): boolean {
    const { file } = this.#describe(resume, kind, lang);
    return existsSync(file) && !this.#incomplete.has(file);
  }

  /** Where the file named `hash` of the resume's version in `lang` (else the first) is kept. */
  filePath(resume: PrintableResume, hash: string, kind: PrintKind, lang?: string): string {
    return this.#file(resume, hash, kind, resumeVersion(printableData(resume.data), lang).variant);
  }

  #file(resume: Pick<ResumeStamp, 'id' | 'userId'>, hash: string, kind: PrintKind, variant?: string): string {
    // A further language's files in a folder of their own, so that printing one version never removes another's
    // as superseded.
    const folder = path.join(
      printsFolder(this.#deps, resume.userId),
      resume.id,
      ...(variant ? [variant] : []),
    );
    return path.join(folder, `${hash}.${kind}`);
  }

  /**
   * Makes (or finds in the cache) the resume's PDF or preview; answers its hash. A `background` print (print
   * ahead) fails with BackgroundYield instead of waiting when a page cannot be spared. `lang` picks the language
   * version (else the first).
   */
  async render(
    resume: PrintableResume,
    kind: PrintKind,
    { background = false, lang }: { background?: boolean; lang?: string } = {},
  ): Promise<string> {
    const { data, meta, hash, file } = this.#describe(resume, kind, lang);
    if (existsSync(file) && !this.#incomplete.has(file)) return hash;
    const now = (this.#options.now ?? Date.now)();
    const failed = this.#failed.get(file);
    if (failed && failed.until > now) throw new AppError(failed.code);
    if (failed) this.#failed.delete(file);
    // Two requests for the same file share one print.
    let pending = this.#inFlight.get(file);
    if (!pending) {
      pending = this.#produce(data, meta, kind, file, background)
        .catch((error: unknown) => {
          if (error instanceof AppError && documentFailures.has(error.code))
            this.#rememberFailure(file, error.code);
          throw error;
        })
        .finally(() => this.#inFlight.delete(file));
      this.#inFlight.set(file, pending);
    }
    try {
      await pending;
    } catch (error) {
      // A requested print that joined a print ahead which found no page to spare prints on its own.
      if (error instanceof BackgroundYield && !background) return this.render(resume, kind, { lang });
      throw error;
    }
    return hash;
  }

  /** The bytes of the resume's current PDF, printed first when the cache has none. */
  async pdf(resume: PrintableResume, lang?: string): Promise<Buffer> {
    await this.render(resume, 'pdf', { lang });
    return readFile(this.#describe(resume, 'pdf', lang).file);
  }

  /** A PDF of the resume with `change` applied to what is printed, made for a check and not kept. */
  async pdfOf(resume: PrintableResume, change: (data: ResumeData) => ResumeData): Promise<Buffer> {
    const { data, meta } = this.#describe(resume, 'pdf');
    return this.browser.run(async (page) => {
      await showDocument(page, change(data), meta);
      return printPdf(page);
    }, 'ResumePrinterError');
  }

  /** The settings that fit the resume to `pages` sheets, found in a print page (the PDF's own layout). */
  async fit(resume: PrintableResume, pages: number): Promise<FitResult> {
    const { data, meta } = this.#describe(resume, 'pdf');
    return this.browser.run((page) => fitOnPage(page, data, pages, meta.lang), 'ResumePrinterError');
  }

  #rememberFailure(file: string, code: ErrorCode): void {
    const until = (this.#options.now ?? Date.now)() + (this.#options.failureTtlMs ?? 10 * 60 * 1000);
    this.#failed.delete(file);
    this.#failed.set(file, { code, until });
    for (const [oldest] of this.#failed) {
      if (this.#failed.size <= maxRememberedFailures) break;
      this.#failed.delete(oldest);
    }
  }

  async #produce(
    data: ResumeData,
    meta: { title: string; author: string; lang: string },
    kind: PrintKind,
    file: string,
    background: boolean,
  ): Promise<void> {
    const code = kind === 'pdf' ? 'ResumePrinterError' : 'ResumePreviewError';
    const { output, complete } = await this.browser.run(
      async (page) => {
        await showDocument(page, data, meta);
        const complete = (await brokenPictures(page)) === 0;
        if (kind === 'webp') return { output: await captureFirstSheet(page), complete };
        const pdf = withDocumentInfo(await printPdf(page), {
          title: meta.title,
          author: meta.author,
          creator: 'Resume Builder',
        });
        return { output: pdf, complete };
      },
      code,
      undefined,
      { background },
    );
    await mkdir(path.dirname(file), { recursive: true });
    // Readers never see half a file: write beside it, then rename over.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await writeFile(partial, output, { mode: 0o600 });
      await rename(partial, file);
    } catch (error) {
      // A full disk (StorageFull) must not leave a truncated PDF that takes the last of the room.
      await rm(partial, { force: true });
      throw error;
    }
    // A picture that could not be fetched is left out of this file, but the next request tries again
    // rather than keeping the gap for as long as the document stays the same.
    if (complete) this.#incomplete.delete(file);
    else this.#incomplete.add(file);
    await removeSuperseded(file, kind);
  }

  async close(): Promise<void> {
    await this.ahead.stop();
    await this.browser.close();
  }
}
