// Prints a page in the default font with Cyrillic, Greek, Arabic, Hebrew, Chinese, Japanese and Korean lines in
// the real Chromium, served only by the font routes, and reads the PDF: every script must come out in
// an embedded font (a missing glyph would fall to a system font or a tofu box), Han characters in the family of
// their language (the stack of a Japanese or Traditional Chinese resume puts that family first), and the browser
// must fetch only the files the text needs.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontCss } from '@rb/templates/server';
import { launchChromium } from '../printer/chromium.ts';
import { fontFilesRoutes } from './fonts.routes.ts';

// Each server test project (PGlite, PostgreSQL) runs this file; give each its own port of 3130–3139.
const port = process.env.TEST_DATABASE === 'postgres' ? 3132 : 3131;
const origin = `http://127.0.0.1:${port}`;

const selection = {
  family: 'IBM Plex Serif',
  subset: 'latin',
  variants: ['regular', 'italic', '700'],
} as const;
const { css, fontFamily, fallbackStylesheet } = fontCss(selection, 'en');
// Han characters alone, without kana: only the order of the stack can send them to the Japanese family.
const japaneseStack = fontCss(selection, 'ja').fontFamily;
const traditionalStack = fontCss(selection, 'zh-Hant').fontFamily;
const koreanStack = fontCss(selection, 'ko').fontFamily;

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fonts</title>
<link rel="stylesheet" href="${fallbackStylesheet}">
<style>${css}
body { font-family: ${fontFamily}; font-size: 14pt; }</style></head><body>
<h1 style="font-weight: 700">Jane Doe</h1>
<p>Senior engineer. <i>Łódź, 2024 – now</i></p>
<p>Съешь же ещё этих мягких французских булок.</p>
<p>Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.</p>
<p dir="rtl">نص حكيم له سر قاطع</p>
<p dir="rtl">דג סקרן שט בים</p>
<p>我能吞下玻璃而不伤身体。</p>
<p lang="ja" style='font-family: ${japaneseStack}'>東京大学工学部</p>
<p lang="zh-Hant" style='font-family: ${traditionalStack}'>資深產品工程師</p>
<p lang="ko" style='font-family: ${koreanStack}'>다람쥐 헌 쳇바퀴에 타고파</p>
<p>วิศวกรซอฟต์แวร์อาวุโส</p>
<p>वरिष्ठ सॉफ़्टवेयर इंजीनियर</p>
<p>ጠንካራ መሐንዲስ</p>
</body></html>`;

let server: FastifyInstance;
let browser: Browser;
beforeAll(async () => {
  server = Fastify({ logger: false });
  await server.register(fontFilesRoutes);
  server.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  await server.listen({ port, host: '127.0.0.1' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('printing with the self-hosted fonts', () => {
  it('embeds a font for every script and loads only the files the text needs', async () => {
    const tab = await browser.newPage();
    const fetched: string[] = [];
    const outside: string[] = [];
    await tab.route('**/*', (route) => {
      const url = route.request().url();
      if (!url.startsWith(`${origin}/`)) {
        outside.push(url);
        return route.abort();
      }
      if (url.includes('/fonts/') && !url.endsWith('.css')) fetched.push(url.slice(origin.length));
      return route.continue();
    });
    await tab.goto(origin);
    await tab.evaluate(() => document.fonts.ready);
    const pdf = (await tab.pdf({ format: 'A4' })).toString('latin1');

    const fonts = new Set([...pdf.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]));
    expect([...fonts].sort()).toEqual(
      expect.arrayContaining([
        'IBMPlexSerif-Regular',
        'IBMPlexSerif-Bold',
        'IBMPlexSerif-Italic',
        'NotoSerif-Regular',
        'NotoNaskhArabic-Regular',
        'NotoSerifHebrew-Regular',
        'NotoSansThai-Regular',
        'NotoSansEthiopic-Regular',
      ]),
    );
    // The CJK files name their family after the variable master they were cut from.
    for (const family of ['NotoSansSC', 'NotoSansJP', 'NotoSansTC', 'NotoSansKR']) {
      expect(
        [...fonts].some((name) => name?.startsWith(family)),
        family,
      ).toBe(true);
    }
    // Every font is embedded: one font file per font descriptor.
    const descriptors = pdf.match(/\/Type \/FontDescriptor/g)?.length ?? 0;
    expect(descriptors).toBeGreaterThan(0);
    expect(pdf.match(/\/FontFile[23]? /g)?.length).toBe(descriptors);

    expect(outside).toEqual([]);
    expect(fetched).toContain('/fonts/ibm-plex-serif/ibm-plex-serif-latin-400-normal.woff2');
    expect(fetched).toContain('/fonts/ibm-plex-serif/ibm-plex-serif-cyrillic-400-normal.woff2');
    // No Vietnamese, no unused weight: none of those files is fetched.
    expect(fetched.filter((url) => /vietnamese|-(100|200|300|500|600)-/.test(url))).toEqual([]);
    expect(fetched.length).toBeLessThan(60);
  });
});
