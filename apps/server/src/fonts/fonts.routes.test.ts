import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontCatalogue, fontFaceCss } from '@rb/templates/server';
import { createTestApp } from '../../test/harness.ts';
import { registerErrorHandling } from '../http/error-handler.ts';
import { fontFilesRoutes, fontsRoutes } from './fonts.routes.ts';

const require = createRequire(import.meta.url);
const onDisk = (id: string, file: string) =>
  readFileSync(path.join(path.dirname(require.resolve(`@fontsource/${id}/package.json`)), 'files', file));

// Only the font plugins, mounted where the app mounts them: the files at the root, the catalogue under /api.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(fontFilesRoutes);
  await app.register(fontsRoutes, { prefix: '/api' });
  await app.ready();
});
afterAll(() => app.close());

describe('GET /fonts/:id/:file', () => {
  it('serves a woff2 file byte for byte, typed and cached for a year', async () => {
    const file = 'ibm-plex-serif-latin-400-normal.woff2';
    const response = await app.inject({ method: 'GET', url: `/fonts/ibm-plex-serif/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(onDisk('ibm-plex-serif', file))).toBe(true);
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('serves the woff fallback and every address the catalogue names', async () => {
    const woff = await app.inject({ method: 'GET', url: '/fonts/lato/lato-latin-700-italic.woff' });
    expect(woff.statusCode).toBe(200);
    expect(woff.headers['content-type']).toBe('font/woff');
    const urls = fontCatalogue.flatMap((font) => Object.values(font.files));
    for (const url of urls.filter((_url, index) => index % 37 === 0)) {
      const response = await app.inject({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it.each([
    ['an id outside the catalogue', '/fonts/comic-sans/comic-sans-latin-400-normal.woff2'],
    ['a file that does not exist', '/fonts/lato/lato-latin-950-normal.woff2'],
    ['a file of another family', '/fonts/lato/roboto-latin-400-normal.woff2'],
    ['a non-font file of the package', '/fonts/lato/lato-latin-400-normal.css'],
    ['traversal with encoded slashes', '/fonts/lato/..%2F..%2F..%2Fpackage.json'],
    ['traversal to the package metadata', '/fonts/lato/..%2Fmetadata.json'],
    ['traversal in the id', '/fonts/..%2F..%2Fzod/package.json'],
    ['an absolute path', '/fonts/lato/%2Fetc%2Fpasswd'],
    ['a NUL byte', '/fonts/lato/lato-latin-400-normal.woff2%00.json'],
    ['a dotted name', '/fonts/lato/lato-latin-400-normal..woff2'],
  ])('refuses %s with a JSON 404', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'NotFound' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('does not resolve dot segments in the URL to another file', async () => {
    const response = await app.inject({ method: 'GET', url: '/fonts/lato/../../package.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /fonts/fallbacks/:kind.css', () => {
  it('serves the serif fallbacks stylesheet, whose every file the files route serves', async () => {
    const response = await app.inject({ method: 'GET', url: '/fonts/fallbacks/serif.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('font-family: "Noto Naskh Arabic"');
    expect(response.body).toContain('font-display: block');
    const urls = [...response.body.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(500);
    for (const url of urls.filter((_url, index) => index % 97 === 0)) {
      const file = await app.inject({ method: 'HEAD', url });
      expect(file.statusCode, url).toBe(200);
    }
    const again = await app.inject({
      method: 'GET',
      url: '/fonts/fallbacks/serif.css',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the sans fallbacks and nothing else under that folder', async () => {
    const sans = await app.inject({ method: 'GET', url: '/fonts/fallbacks/sans.css' });
    expect(sans.statusCode).toBe(200);
    expect(sans.body).toContain('font-family: "Noto Sans Arabic"');
    expect(sans.body).not.toContain('Noto Naskh Arabic');
    for (const url of [
      '/fonts/fallbacks/mono.css',
      '/fonts/fallbacks/..%2Fserif.css',
      '/fonts/fallbacks/serif.css.map',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('GET /fonts/fallbacks/interface(-han).css', () => {
  it("serves the web app's script and Han faces, whose every file the files route serves", async () => {
    for (const [url, family] of [
      ['/fonts/fallbacks/interface.css', 'Noto Sans Thai'],
      ['/fonts/fallbacks/interface-han.css', 'Noto Sans JP'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(response.body).toContain(`font-family: "${family}"`);
      expect(response.body).toContain('font-display: swap');
      const urls = [...response.body.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]!);
      for (const file of urls.filter((_url, index) => index % 41 === 0)) {
        expect((await app.inject({ method: 'HEAD', url: file })).statusCode, file).toBe(200);
      }
    }
    expect((await app.inject({ method: 'GET', url: '/fonts/fallbacks/interface-x.css' })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /fonts/:id/faces.css', () => {
  it("serves a family's faces for the subset and variants asked, the same as the CSS builder writes", async () => {
    const url = '/fonts/lora/faces.css?subset=latin-ext&variants=regular%2C700';
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toBe(fontFaceCss('Lora', 'latin-ext', ['regular', '700']));
    expect(response.body).toContain('font-weight: 700');
    expect(response.body).not.toContain('font-style: italic');
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('ignores unknown variants and subsets, and answers 404 for a family outside the catalogue', async () => {
    const odd = await app.inject({
      method: 'GET',
      url: '/fonts/lora/faces.css?subset=klingon&variants=bold,<x>',
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toBe(fontFaceCss('Lora', 'latin', []));
    expect((await app.inject({ method: 'GET', url: '/fonts/comic-sans/faces.css' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/fonts/..%2Flora/faces.css' })).statusCode).toBe(404);
  });
});

describe('GET /api/fonts', () => {
  it('returns the catalogue for the font picker, cacheable, without the CSS-only ranges', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/fonts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const body = response.json() as Array<Record<string, unknown>>;
    expect(body).toHaveLength(fontCatalogue.length);
    const plex = body.find((font) => font.family === 'IBM Plex Serif');
    expect(plex).toEqual({
      id: 'ibm-plex-serif',
      family: 'IBM Plex Serif',
      category: 'serif',
      subsets: ['cyrillic', 'cyrillic-ext', 'latin', 'latin-ext', 'vietnamese'],
      variants: expect.arrayContaining(['regular', 'italic', '700']),
      files: expect.objectContaining({
        regular: '/fonts/ibm-plex-serif/ibm-plex-serif-latin-400-normal.woff2',
      }),
    });
    expect(plex).not.toHaveProperty('unicodeRanges');
  });

  it('answers 304 to a client holding the current ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/fonts' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/api/fonts', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the app', () => {
  it('mounts the catalogue among its /api features', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/fonts' });
      expect(response.statusCode).toBe(200);
      expect((response.json() as unknown[]).length).toBe(fontCatalogue.length);
    } finally {
      await t.close();
    }
  });
});
