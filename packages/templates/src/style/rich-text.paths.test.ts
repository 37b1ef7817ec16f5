// @vitest-environment happy-dom
// What the sanitiser lets through is read back by an HTML parser, as a browser would: no spelling of a path
// (entities, backslashes, tabs) may reach another host.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeHtmlForDisplay } from './rich-text.ts';

const origin = 'https://app.example';

/** Every link and picture address in the HTML, as the page would resolve it. */
function addresses(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('[src],[href]')].map(
    (element) => new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', origin).href,
  );
}

describe('rich-text paths', () => {
  it('never lets a path become a network path (//host)', () => {
    const paths = [
      '/&#x2F;evil.example/x',
      '/&#47;evil.example/x',
      '/&#x5C;evil.example/x',
      '/&sol;evil.example/x',
      '/&bsol;evil.example/x',
      '/\\evil.example/x',
      '/&#9;/evil.example/x',
      '/&Tab;/evil.example/x',
      '&#x2F;/evil.example/x',
      ' /\n/evil.example/x',
    ];
    for (const path of paths) {
      for (const html of [`<img src="${path}">`, `<a href="${path}">x</a>`]) {
        for (const out of [sanitizeHtml(html), sanitizeHtmlForDisplay(html)]) {
          for (const address of addresses(out))
            expect(new URL(address).origin, `${html} → ${out}`).toBe(origin);
        }
      }
    }
  });

  it('keeps ordinary paths and query strings as the browser reads them', () => {
    expect(addresses(sanitizeHtml('<img src="/a&#x2F;b.png">'))).toEqual([`${origin}/a/b.png`]);
    expect(addresses(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=2&c=3">x</a>'))).toEqual([
      'https://example.com/?a=1&b=2&c=3',
    ]);
  });
});
