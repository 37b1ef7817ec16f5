// Picture upload: size and type limits, re-encoding with sharp, public serving.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, multipart, registerUser } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (browser: Browser, body: ReturnType<typeof multipart>) =>
  browser.request({ method: 'PUT', url: '/api/storage/image', ...body });

/** A photo-like PNG with noise, so it cannot compress to nothing. */
const noisyPng = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();

describe('PUT /api/storage/image', () => {
  it('re-encodes a valid picture to WebP of at most 1024 px and serves it publicly', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#dc2626' } })
      .png()
      .toBuffer();
    const response = await upload(browser, multipart('file', 'me.png', 'image/png', png));
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(
      new RegExp(`^http://localhost:3000/api/storage/${account.id}/[A-Za-z0-9_-]+\\.webp$`),
    );

    const served = await new Browser(t.app).get(new URL(url).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1024, 512]);
    expect(readdirSync(path.join(t.dataDir, 'uploads', account.id))).toHaveLength(1);
  });

  it('refuses a file over 2 MB with 413 PayloadTooLarge', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    const big = Buffer.concat([await noisyPng(64, 64), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const response = await upload(browser, multipart('file', 'big.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, message: 'PayloadTooLarge' });
  });

  it('refuses what is not an image with 415 UnsupportedMediaType', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    const text = await upload(browser, multipart('file', 'notes.txt', 'text/plain', Buffer.from('hello')));
    expect(text.json()).toEqual({ statusCode: 415, message: 'UnsupportedMediaType' });
    const disguised = await upload(
      browser,
      multipart('file', 'fake.png', 'image/png', Buffer.from('<html>not a png</html>')),
    );
    expect(disguised.json()).toEqual({ statusCode: 415, message: 'UnsupportedMediaType' });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(browser, multipart('file', 'x.svg', 'image/png', svg))).statusCode).toBe(415);
    const json = await browser.request({ method: 'PUT', url: '/api/storage/image', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('needs a session', async () => {
    const response = await upload(
      new Browser(t.app),
      multipart('file', 'me.png', 'image/png', await noisyPng(8, 8)),
    );
    expect(response.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });
});

describe('GET /api/storage/:userId/:file', () => {
  it('is 404 for a missing file and refuses paths outside the uploads folder', async () => {
    expect((await new Browser(t.app).get('/api/storage/nobody/missing.webp')).statusCode).toBe(404);
    const traversal = await new Browser(t.app).get('/api/storage/..%2F..%2Fsecret/x.webp');
    expect([400, 404]).toContain(traversal.statusCode);
    expect(existsSync(path.join(t.dataDir, 'secret'))).toBe(false);
  });
});
