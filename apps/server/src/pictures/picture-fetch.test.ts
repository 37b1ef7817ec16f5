// The server-side picture fetch refuses every address a resume's author could point at the server's
// own network, and every answer that is not a reasonable picture. A local server stands in for a
// remote one: the tests that need a successful fetch allow loopback explicitly.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnFirstFree } from '../../test/ports.ts';
import { fetchPicture, isPublicAddress, PictureRefusedError, sniffImageType } from './picture-fetch.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

let server: http.Server;
let base = '';
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    const url = request.url ?? '';
    if (url === '/picture.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (url === '/disguised.png')
      return void response.writeHead(200, { 'content-type': 'image/png' }).end('<html><script></script>');
    if (url === '/page.html') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
    if (url === '/drawing.svg')
      return void response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
    if (url === '/huge.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return void response.end(Buffer.alloc(6 * 1024 * 1024));
    }
    if (url === '/slow.png') return; // never answers
    if (url === '/redirect') return void response.writeHead(302, { location: '/picture.png' }).end();
    if (url === '/to-metadata')
      return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    response.writeHead(404).end();
  });
  const port = await listenOnFirstFree(
    [3177, 3178, 3174],
    (candidate) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(candidate, '127.0.0.1', () => resolve());
      }),
  );
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const loopbackAllowed = { allowAddress: (address: string) => address === '127.0.0.1' };

describe('which addresses are public', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.10', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.251', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::7f00:1', false],
    ['not-an-address', false],
    ['93.184.215.14', true],
    ['1.1.1.1', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:1.1.1.1', true],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('fetching a remote picture', () => {
  it('refuses loopback and private addresses, by literal and by name, without connecting', async () => {
    hits.length = 0;
    for (const address of [
      `${base}/picture.png`,
      `http://localhost:${new URL(base).port}/picture.png`,
      `http://[::1]:${new URL(base).port}/picture.png`,
      'http://10.0.0.1/picture.png',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      await expect(fetchPicture(address), address).rejects.toBeInstanceOf(PictureRefusedError);
    }
    expect(hits).toEqual([]);
  });

  it('refuses what is not http(s) or carries credentials', async () => {
    for (const address of [
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'data:image/png;base64,AAAA',
      'nope',
    ]) {
      await expect(fetchPicture(address)).rejects.toBeInstanceOf(PictureRefusedError);
    }
    await expect(fetchPicture(`http://user:secret@127.0.0.1/picture.png`, loopbackAllowed)).rejects.toThrow(
      'credentials',
    );
  });

  it('returns a picture, following a redirect', async () => {
    const picture = await fetchPicture(`${base}/redirect`, loopbackAllowed);
    expect(picture.contentType).toBe('image/png');
    expect(picture.body.equals(png)).toBe(true);
  });

  it('re-checks the address of every redirect', async () => {
    await expect(fetchPicture(`${base}/to-metadata`, loopbackAllowed)).rejects.toThrow('refused address');
  });

  it('refuses answers that are not raster pictures, too large, or too slow', async () => {
    await expect(fetchPicture(`${base}/page.html`, loopbackAllowed)).rejects.toThrow('not a picture');
    await expect(fetchPicture(`${base}/drawing.svg`, loopbackAllowed)).rejects.toThrow('not a picture');
    await expect(fetchPicture(`${base}/disguised.png`, loopbackAllowed)).rejects.toThrow('its bytes');
    await expect(fetchPicture(`${base}/huge.png`, loopbackAllowed)).rejects.toThrow('larger than the limit');
    await expect(fetchPicture(`${base}/missing.png`, loopbackAllowed)).rejects.toThrow('answered 404');
    const started = Date.now();
    await expect(
      fetchPicture(`${base}/slow.png`, { ...loopbackAllowed, limits: { timeoutMs: 300 } }),
    ).rejects.toThrow('timed out');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('knowing a picture by its bytes', () => {
  it.each([
    ['png', png, 'image/png'],
    ['jpeg', Buffer.from('ffd8ffe000104a464946', 'hex'), 'image/jpeg'],
    ['gif', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
    ['webp', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
    ['avif', Buffer.from('\x00\x00\x00\x1cftypavif', 'latin1'), 'image/avif'],
    ['html', Buffer.from('<!doctype html>'), undefined],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    ['empty', Buffer.alloc(0), undefined],
  ])('%s', (_name, body, expected) => {
    expect(sniffImageType(body)).toBe(expected);
  });
});
