// The routes every install has: languages, API docs, and the built front ends with SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@rb/i18n';
import { createTestApp, type TestApp } from './harness.ts';

describe('built front ends, languages and docs', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'rb-dist-'));
    const web = path.join(dist, 'web');
    const artboard = path.join(dist, 'artboard');
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    mkdirSync(path.join(artboard, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>web</title><div id="root"></div>');
    writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log("web")');
    writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(artboard, 'index.html'), '<!doctype html><title>artboard</title>');
    writeFileSync(path.join(artboard, 'assets', 'main-def456.js'), 'console.log("artboard")');
    t = await createTestApp({ paths: { webDist: web, artboardDist: artboard } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the web index at / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/dashboard/resumes', '/builder/abc?tab=design', '/auth/login']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>web</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("web")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404 instead of the index', async () => {
    const response = await get('/assets/missing-000.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'NotFound' });
  });

  it('serves the artboard at /artboard/ with its own fallback', async () => {
    const asset = await get('/artboard/assets/main-def456.js');
    expect(asset.body).toBe('console.log("artboard")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/artboard/', '/artboard/preview', '/artboard/print?token=x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>artboard</title>');
    }
  });

  it('never answers an /api path with the index', async () => {
    const response = await get('/api/unknown/route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'NotFound' });
  });

  it('lists the interface languages', async () => {
    const response = await get('/api/translation/languages');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual([...languages]);
    expect(body.length).toBeGreaterThan(40);
    expect(body.find((language: { locale: string }) => language.locale === 'en-US')).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      editorCode: expect.any(String),
      progress: expect.any(Number),
    });
  });

  it('serves the OpenAPI document and a docs page whose assets come from this server', async () => {
    const document = await get('/api/docs/json');
    expect(document.statusCode).toBe(200);
    expect(document.json().paths).toHaveProperty('/api/health');
    expect(document.json().paths).toHaveProperty('/api/translation/languages');

    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source, source).not.toMatch(/^(https?:)?\/\//);
      const asset = await get(new URL(source, 'http://localhost/api/docs/').pathname);
      expect(asset.statusCode, source).toBe(200);
    }
  });
});

describe('front ends not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      paths: { webDist: '/nonexistent/web', artboardDist: '/nonexistent/artboard' },
    });
  });
  afterAll(() => t.close());

  it('answers a page saying to run the build instead of crashing', async () => {
    for (const [url, what] of [
      ['/', 'web app'],
      ['/dashboard', 'web app'],
      ['/artboard/preview', 'artboard'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(`The ${what} has not been built yet`);
      expect(response.body).toContain('npm run build');
    }
  });

  it('keeps the API working', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
