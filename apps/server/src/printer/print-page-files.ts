// The print page's own files, answered inside the process: the artboard (its HTML, script and styles) and the
// fonts its documents use. A print page then opens and prints before the server listens, so the first print after
// a start does not wait for a page to load, and a print fetches no file over loopback
// (docs/decisions/0033-print-pages-open-before-the-server-listens.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fallbackStylesheet, familyFacesStylesheet, openFontFile } from '../fonts/fonts.service.ts';

export interface PageFile {
  body: Buffer | string;
  contentType: string;
}

/** Answers a print page's request for one of its own files, or undefined for anything else (the server's). */
export type PrintPageFiles = (address: URL) => Promise<PageFile | undefined>;

const artboardTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const css = (sheet: { css: string } | undefined): PageFile | undefined =>
  sheet && { body: sheet.css, contentType: 'text/css; charset=utf-8' };

/** The path's segments decoded, or undefined for a malformed escape (then the server answers, as for any URL). */
const decodedParts = (pathname: string): string[] | undefined => {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
};

export function printPageFiles(artboardDist: string): PrintPageFiles {
  const artboardFile = async (relative: string): Promise<PageFile | undefined> => {
    // A route of the artboard (no file extension) is its index.html, as the server's fallback answers it.
    const extension = path.extname(relative);
    const file = path.join(artboardDist, extension ? relative : 'index.html');
    const type = artboardTypes[extension || '.html'];
    if (!type || !file.startsWith(`${artboardDist}${path.sep}`)) return undefined;
    const body = await readFile(file).catch(() => undefined);
    return body && { body, contentType: type };
  };

  return async (address) => {
    const parts = decodedParts(address.pathname);
    if (!parts) return undefined;
    if (parts[0] === 'artboard') return artboardFile(parts.slice(1).join('/'));
    if (parts[0] !== 'fonts' || parts.length !== 3) return undefined;
    const [, id, file] = parts as [string, string, string];
    if (id === 'fallbacks') return css(fallbackStylesheet(file));
    if (file === 'faces.css') {
      const { searchParams } = address;
      return css(
        familyFacesStylesheet(
          id,
          searchParams.get('subset') ?? undefined,
          searchParams.get('variants') ?? undefined,
        ),
      );
    }
    const font = await openFontFile(id, file);
    return font && { body: await buffer(font.stream), contentType: font.contentType };
  };
}
