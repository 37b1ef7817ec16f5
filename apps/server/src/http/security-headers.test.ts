// The page policy lets the app's own inline theme script run (by its hash, read from the built page) and
// nothing else inline; API answers are never kept by a cache unless their route says so.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { inlineScriptHashes } from './security-headers.ts';

const themeScript = "\n      document.documentElement.classList.toggle('dark', true);\n    ";
const shell = `<!doctype html><html><head><title>App</title><script>${themeScript}</script></head>
<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`;
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'rb-csp-'));
  for (const app of ['web', 'artboard']) mkdirSync(path.join(dist, app));
  writeFileSync(path.join(dist, 'web', 'index.html'), shell);
  writeFileSync(path.join(dist, 'artboard', 'index.html'), '<!doctype html><title>artboard</title>');
  t = await createTestApp({
    paths: { webDist: path.join(dist, 'web'), artboardDist: path.join(dist, 'artboard') },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the page policy', () => {
  it("allows the app's inline theme script by its hash, on every page of the app", async () => {
    expect(inlineScriptHashes(shell)).toEqual([sha256(themeScript)]);
    for (const url of ['/', '/dashboard/resumes', '/someone/their-resume']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain(themeScript);
      const scripts = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scripts, url).toBe(`'self' '${sha256(themeScript)}'`);
    }
  });

  it('allows no inline script in the artboard or in API answers', async () => {
    for (const url of ['/artboard/print', '/api/health']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
    }
  });
});

describe('caching of API answers', () => {
  it('keeps private answers out of every cache', async () => {
    const owner = new Browser(t.app);
    await registerUser(owner);
    for (const url of ['/api/user/me', '/api/resume']) {
      const response = await owner.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});
