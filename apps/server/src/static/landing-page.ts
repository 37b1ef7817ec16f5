// The landing page the web app's build wrote for each interface locale (dist/landing/, with pages.json naming the
// locales and the placeholder that stands for the project's home), chosen per request: the visitor's `locale`
// cookie (the app's stored choice, docs/product.md#language-change), else Accept-Language, else en-US
// (docs/decisions/0022-the-landing-page-is-prerendered.md). Files are read again only when a build replaced them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { matchLocale } from '@rb/i18n/locale';
import { localeFromHeader } from '../resumes/public-page-words.ts';

interface LandingPages {
  locales: string[];
  projectPlaceholder: string;
}

const files = new Map<string, { stamp: number; text: string }>();

/** A file's text, cached until its modification time changes; undefined when it is missing. */
function readCached(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const stamp = statSync(file).mtimeMs;
  const cached = files.get(file);
  if (cached?.stamp === stamp) return cached.text;
  const text = readFileSync(file, 'utf8');
  files.set(file, { stamp, text });
  return text;
}

/** The locale the landing page is written in for this request. */
export function landingLocale(request: FastifyRequest): string {
  return matchLocale(request.cookies?.locale) ?? localeFromHeader(request.headers['accept-language']);
}

/**
 * The prerendered landing page in `locale` (en-US when that one was not written), with the project's home where the
 * build left its placeholder; undefined when the build wrote none.
 */
export function landingPage(
  webDist: string,
  locale: string,
  projectUrl: string | undefined,
  escape: (value: string) => string,
): { html: string; locale: string } | undefined {
  const dir = path.join(webDist, 'landing');
  const index = readCached(path.join(dir, 'pages.json'));
  if (!index) return undefined;
  const pages = JSON.parse(index) as LandingPages;
  const chosen = pages.locales.includes(locale) ? locale : 'en-US';
  const html = readCached(path.join(dir, `${chosen}${projectUrl ? '.project' : ''}.html`));
  if (!html) return undefined;
  return {
    locale: chosen,
    html: projectUrl ? html.replaceAll(pages.projectPlaceholder, escape(projectUrl)) : html,
  };
}
