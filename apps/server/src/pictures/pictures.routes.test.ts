// Remote pictures reach the app's pages through GET /api/pictures/remote: fetched once by the server under
// the guarded fetch, kept for a while, refused for private addresses, and never anything but a raster image.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPictureUrl } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { listenOnFirstFree } from '../../test/ports.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

let remote: http.Server;
let base = '';
const hits: string[] = [];
let t: TestApp;
let strict: TestApp;

beforeAll(async () => {
  remote = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    if (request.url === '/photo.png')
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url === '/page.html')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi');
    response.writeHead(404).end();
  });
  const port = await listenOnFirstFree(
    [3179, 3180, 3181],
    (candidate) =>
      new Promise<void>((resolve, reject) => {
        remote.once('error', reject);
        remote.listen(candidate, '127.0.0.1', () => resolve());
      }),
  );
  base = `http://127.0.0.1:${port}`;
  // The local server stands in for a remote host: this app accepts its loopback address.
  t = await createTestApp({ picturesOptions: { allowAddress: (address) => address === '127.0.0.1' } });
  strict = await createTestApp();
});

afterAll(async () => {
  await t.close();
  await strict.close();
  remote.closeAllConnections();
  await new Promise((resolve) => remote.close(resolve));
});

const get = (app: TestApp, address: string) =>
  app.app.inject({ method: 'GET', url: displayPictureUrl(address) });

describe('remote pictures through the app', () => {
  it('answers the picture with a safe type and policy, and asks its host only once', async () => {
    hits.length = 0;
    const first = await get(t, `${base}/photo.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.rawPayload.equals(png)).toBe(true);
    const second = await get(t, `${base}/photo.png`);
    expect(second.rawPayload.equals(png)).toBe(true);
    expect(hits).toEqual(['/photo.png']);
  });

  it('answers 404 for what is not a picture, and remembers the failure for a while', async () => {
    hits.length = 0;
    for (const attempt of [1, 2]) {
      const response = await get(t, `${base}/page.html`);
      expect(response.statusCode, String(attempt)).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'NotFound' });
    }
    expect(hits).toEqual(['/page.html']);
  });

  it('never fetches a private or loopback address', async () => {
    hits.length = 0;
    for (const address of [
      `${base}/photo.png`,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/a.png',
    ]) {
      expect((await get(strict, address)).statusCode, address).toBe(404);
    }
    expect(hits).toEqual([]);
  });

  it("sends the app's own files to their path instead of fetching them", async () => {
    const response = await get(strict, 'http://localhost:3000/api/storage/u/abc.png');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/api/storage/u/abc.png');
  });

  it('never redirects off the app: a network path on its own origin is not a path of the app', async () => {
    for (const address of [
      'http://localhost:3000//evil.example/x',
      'http://localhost:3000/\\evil.example/x',
    ]) {
      const response = await strict.app.inject({
        method: 'GET',
        url: `/api/pictures/remote?url=${encodeURIComponent(address)}`,
      });
      expect(response.statusCode, address).toBe(404);
      expect(response.headers.location, address).toBeUndefined();
    }
  });

  it('refuses what is not an http(s) address as a validation error', async () => {
    for (const url of ['/api/pictures/remote', '/api/pictures/remote?url=file%3A%2F%2F%2Fetc%2Fpasswd']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe('ValidationError');
    }
  });
});
