// Serves the built front ends: apps/web/dist at / and apps/artboard/dist at /artboard/.
// Client-side routes (no file extension) fall back to the app's index.html. Hashed assets are cached
// for a year; index.html is revalidated every time so a deploy is picked up at once.
//
// The web app's page is written per request: it names the project's home (PROJECT_URL) for the app's links.
// / is the landing page the build wrote in the visitor's language (landing-page.ts,
// docs/decisions/0022-the-landing-page-is-prerendered.md).
// /{username}/{slug} of a public resume, and /{username}/letter/{slug} of a public letter, is a page of its own,
// written here without the app
// (docs/decisions/0015-pages-that-paint-before-their-javascript.md); until the artboard is built it is the app's page
// carrying that resume's title, description and link-preview tags, which crawlers read without running JavaScript.
// /s/{token} of a share link is written here too, or its password form
// (docs/decisions/0029-the-share-page-is-written-by-the-server.md); the app's page until the artboard is built.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PublicResumeDto, ResumeData } from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { publicPageHtml, type PublicPageInput } from '../resumes/public-page.ts';
import { publicPageMeta, resumePageMeta, type PageMeta } from '../resumes/public-page-meta.ts';
import { localeFromHeader, publicPageWords, type PublicPageWords } from '../resumes/public-page-words.ts';
import { toPublicResumeDto } from '../resumes/resume.dto.ts';
import { resumeVersion } from '../resumes/resume-language.ts';
import { findPublicResume } from '../resumes/resumes.service.ts';
import { publicLetterDto } from '../letters/letter-files.ts';
import { findPublicLetter } from '../letters/letters.service.ts';
import { hasLinkPass, linkApiPath, linkPageUrl } from '../links/link-token.ts';
import { countedOf, findSharedDocument, sharedPublicDto } from '../links/links.service.ts';
import { linkPasswordPageHtml } from '../resumes/link-password-page.ts';
import { countView } from '../statistics/count-request.ts';
import { landingLocale, landingPage } from './landing-page.ts';
import { publicPageAssets } from './public-page-assets.ts';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** Vite puts content-hashed files under assets/; everything else may change between deploys. */
function cacheControlFor(file: string): string {
  return file.split(path.sep).includes('assets') ? immutable : revalidate;
}

const hasIndex = (dir: string) => existsSync(path.join(dir, 'index.html'));

function notBuiltPage(what: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The ${what} has not been built yet</h1>
<p>Run <code>npm run build</code> (or simply <code>npm start</code>, which builds first), then reload this page.</p>
<p>The API is running: <a href="/api/health">/api/health</a>.</p>
</body></html>`;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

let shellCache: { file: string; stamp: number; html: string } | undefined;

/** The built index.html, read again only when a build replaced it. */
function readShell(dir: string): string {
  const file = path.join(dir, 'index.html');
  const stamp = statSync(file).mtimeMs;
  if (shellCache?.file !== file || shellCache.stamp !== stamp) {
    shellCache = { file, stamp, html: readFileSync(file, 'utf8') };
  }
  return shellCache.html;
}

/** index.html with the project's address and, for a shared resume, its own title and preview tags. */
export function renderShell(html: string, options: { projectUrl?: string; page?: PageMeta }): string {
  const tags: string[] = [];
  if (options.projectUrl)
    tags.push(`<meta name="project-url" content="${escapeHtml(options.projectUrl)}" />`);
  let out = html;
  const page = options.page;
  if (page) {
    out = out
      // A replacer function: a string replacement would read `$&`, `$'` and the like in the title as patterns.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, '');
    for (const [name, content] of Object.entries(page.names))
      tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`);
    for (const [property, content] of Object.entries(page.properties))
      tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  }
  if (tags.length === 0) return out;
  return out.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** The SPA's own first segments: never a username (the router matches them before /:username/:slug). */
const appSections = new Set(['auth', 'dashboard', 'builder', 'artboard', 'api', 'fonts', 'assets']);

/** The token of a share link's page, /s/{token}; undefined for any other address. */
function linkPageToken(url: string): string | undefined {
  const segments = url.split('?')[0]!.split('/').slice(1);
  return segments.length === 2 && segments[0] === 's' && segments[1] ? segments[1] : undefined;
}

/**
 * /{username}/{slug} as the web router reads it, or /{username}/letter/{slug} of a letter: a third segment keeps
 * letters out of the resumes' addresses, whatever their slugs (docs/decisions/0024-letters-share-like-resumes.md).
 */
function publicAddress(url: string): { username: string; slug: string; letter: boolean } | undefined {
  const segments = url.split('?')[0]!.split('/').slice(1);
  const letter = segments.length === 3 && segments[1] === 'letter';
  if (letter) segments.splice(1, 1);
  if (segments.length !== 2 || !segments[0] || !segments[1]) return undefined;
  try {
    const [username, slug] = segments.map(decodeURIComponent) as [string, string];
    return appSections.has(username) ? undefined : { username, slug, letter };
  } catch {
    return undefined;
  }
}

async function sendShell(
  deps: AppDeps,
  reply: FastifyReply,
  options: { page?: PageMeta; status?: number } = {},
): Promise<void> {
  void reply
    .code(options.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', revalidate)
    .send(
      renderShell(readShell(deps.paths.webDist), { projectUrl: deps.config.projectUrl, page: options.page }),
    );
}

/** The public document in the version `lang` asks for (the first without it); null for a language it has not. */
function publicVersion(dto: PublicResumeDto, lang: string | undefined) {
  try {
    return resumeVersion(dto.data as ResumeData, lang).data;
  } catch (error) {
    if (error instanceof AppError && error.code === 'ResumeLanguageNotFound') return null;
    throw error;
  }
}

/**
 * A page written here in the visitor's language (a public document's, a share link's password form). Returned, as
 * the landing page is: a compressed stream must have started before the handler resolves.
 */
const sendWritten = (
  request: FastifyRequest,
  reply: FastifyReply,
  write: (words: PublicPageWords) => string,
): FastifyReply =>
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'accept-language, cookie')
    .send(write(publicPageWords(localeFromHeader(request.headers['accept-language']))));

const sendWrittenPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: Omit<PublicPageInput, 'words'>,
): FastifyReply => sendWritten(request, reply, (words) => publicPageHtml({ ...page, words }));

/**
 * /{username}/{slug}: a public resume's page written here, its view counted as the API counts it; a private or
 * missing one gets the app's page with 404, whose router then sends the visitor home
 * (docs/product.md#public-page). Without the artboard's build the app's own public page shows the resume.
 */
async function sendPublicPage(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  address: { username: string; slug: string },
): Promise<FastifyReply | void> {
  let found: Awaited<ReturnType<typeof findPublicResume>>;
  try {
    found = await findPublicResume(deps.db, address.username, address.slug);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ResumeNotFound')
      return sendShell(deps, reply, { status: 404 });
    throw error;
  }
  const assets = publicPageAssets(deps.paths);
  if (!assets)
    return sendShell(deps, reply, { page: await publicPageMeta(deps, address.username, address.slug) });
  const dto = toPublicResumeDto(found.resume, found.user);
  const url = `${deps.config.publicUrl}/${encodeURIComponent(address.username)}/${encodeURIComponent(address.slug)}`;
  // ?lang= picks a language version (docs/product.md#resume-languages); one the resume has not shows the first.
  const lang = new URL(request.url, 'http://page').searchParams.get('lang') || undefined;
  const version = publicVersion(dto, lang);
  if (!version) return reply.redirect(url.slice(deps.config.publicUrl.length), 302);
  const resume = { ...dto, data: version as PublicResumeDto['data'] };
  const [meta] = await Promise.all([
    resumePageMeta(deps, resume, url),
    countView(deps, request, found.resume),
  ]);
  return sendWrittenPage(request, reply, { resume, meta, assets, lang });
}

/**
 * /{username}/letter/{slug}: a public letter's page, the letter drawn as a resume document on the same page as a
 * resume's, its view counted; a private or missing one, or one before the artboard is built, the app's 404.
 */
async function sendLetterPage(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  address: { username: string; slug: string },
): Promise<FastifyReply | void> {
  let found: Awaited<ReturnType<typeof findPublicLetter>>;
  try {
    found = await findPublicLetter(deps.db, address.username, address.slug);
  } catch (error) {
    if (error instanceof AppError && error.code === 'LetterNotFound')
      return sendShell(deps, reply, { status: 404 });
    throw error;
  }
  const assets = publicPageAssets(deps.paths);
  if (!assets) return sendShell(deps, reply, { status: 404 });
  const { letter, user } = found;
  const resume = await publicLetterDto(deps.db, letter, user);
  const url = `${deps.config.publicUrl}/${encodeURIComponent(address.username)}/letter/${encodeURIComponent(address.slug)}`;
  const [meta] = await Promise.all([
    resumePageMeta(deps, resume, url),
    countView(deps, request, { kind: 'letter', id: letter.id, userId: letter.userId }),
  ]);
  return sendWrittenPage(request, reply, {
    resume,
    meta,
    assets,
    printPath: `/api/letter/print/${letter.id}`,
    kind: 'letter',
  });
}

/**
 * /s/{token}: a share link's document written here, its view counted for the link as the link's read call counts
 * it; a link with a password whose pass the visitor does not hold gets the password form instead. Neither is for
 * search engines. A missing, expired or revoked link is the app's 404; before the artboard is built a live one gets
 * the app's page, which shows it.
 */
async function sendLinkPage(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<FastifyReply | void> {
  const now = new Date();
  let shared: Awaited<ReturnType<typeof findSharedDocument>>;
  try {
    shared = await findSharedDocument(deps.db, token, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ResumeNotFound')
      return sendShell(deps, reply, { status: 404 });
    throw error;
  }
  void reply.header('x-robots-tag', 'noindex');
  const assets = publicPageAssets(deps.paths);
  if (!assets) return sendShell(deps, reply);
  if (shared.link.passwordHash !== null && !hasLinkPass(request, shared.link.id, now)) {
    const unlockPath = `${linkApiPath(token)}/unlock`;
    return sendWritten(request, reply, (words) => linkPasswordPageHtml({ unlockPath, words, assets }));
  }
  const resume = await sharedPublicDto(deps.db, shared);
  const [meta] = await Promise.all([
    resumePageMeta(deps, resume, linkPageUrl(deps.config, token), { shareLink: true }),
    countView(deps, request, countedOf(shared), now, shared.link.id),
  ]);
  return sendWrittenPage(request, reply, {
    resume,
    meta,
    assets,
    printPath: `${linkApiPath(token)}/print`,
    kind: shared.kind,
  });
}

/**
 * /: the landing page the build wrote in the visitor's language, which paints without the app's JavaScript
 * (docs/decisions/0022-the-landing-page-is-prerendered.md); the app's page while none is written.
 */
async function sendLanding(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | void> {
  const page = landingPage(deps.paths.webDist, landingLocale(request), deps.config.projectUrl, escapeHtml);
  if (!page) return sendShell(deps, reply);
  // Returned, not left: the page is large enough to be compressed as a stream, and an async handler that
  // resolves before the stream has started would be answered with an empty body.
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', revalidate)
    .header('vary', 'accept-language, cookie')
    .header('content-language', page.locale)
    .send(renderShell(page.html, { projectUrl: deps.config.projectUrl }));
}

async function sendPage(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | void> {
  const token = linkPageToken(request.url);
  if (token !== undefined) return sendLinkPage(deps, request, reply, token);
  const address = publicAddress(request.url);
  if (address?.letter) return sendLetterPage(deps, request, reply, address);
  if (address) return sendPublicPage(deps, request, reply, address);
  return sendShell(deps, reply);
}

export async function staticRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { paths } = deps;
  const serve = (root: string, prefix: string, decorateReply: boolean) =>
    app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply,
      wildcard: true,
      // A directory URL (/ and /artboard/) is the app itself.
      index: 'index.html',
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
    });
  // The artboard first: its prefix is the more specific one. Only one registration may add
  // reply.sendFile, which the fallback below uses for both.
  const artboard = hasIndex(paths.artboardDist);
  if (artboard) await serve(paths.artboardDist, '/artboard/', true);
  if (hasIndex(paths.webDist)) {
    await serve(paths.webDist, '/', !artboard);
    // Before the static wildcard, which would send index.html as it is.
    app.get('/', (request, reply) => sendLanding(deps, request, reply));
  }
}

const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0]!.split('/').pop() ?? '');

/**
 * For a GET that matched no route: answers the SPA's index.html (or a page saying to build it) and
 * returns true, or returns false when the request should get the JSON NotFound.
 */
export async function spaFallback(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const { paths } = deps;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || looksLikeFile(url))
    return false;

  const artboard = url === '/artboard' || url.startsWith('/artboard/') || url.startsWith('/artboard?');
  const dir = artboard ? paths.artboardDist : paths.webDist;
  if (!hasIndex(dir)) {
    void reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(notBuiltPage(artboard ? 'artboard' : 'web app'));
    return true;
  }
  if (artboard) {
    void reply
      .code(200)
      .header('cache-control', revalidate)
      .sendFile('index.html', dir, { cacheControl: false });
  } else {
    await sendPage(deps, request, reply);
  }
  return true;
}
