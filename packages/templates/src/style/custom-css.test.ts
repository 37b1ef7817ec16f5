import { describe, expect, it } from 'vitest';
import { cleanCustomCss, scopedCustomCss } from './custom-css.ts';

/** Braces balance in every prefix: no `}` ever closes more than was opened. */
function balanced(css: string): boolean {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < css.length; i++) {
    const char = css[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth < 0) return false;
  }
  return depth === 0 && quote === undefined;
}

describe('custom CSS', () => {
  it('applies only when visible and nests every rule under the resume root', () => {
    expect(scopedCustomCss({ value: 'h2 { color: red; }', visible: false })).toBe('');
    expect(scopedCustomCss({ value: '   ', visible: true })).toBe('');
    expect(scopedCustomCss({ value: 'h2 { color: red; }', visible: true })).toBe(
      '.rb-resume .rb-sheet {\nh2 {\ncolor: red;\n}\n}',
    );
  });

  it('keeps ordinary rules, @media and @supports blocks, attribute selectors and custom properties', () => {
    const out = cleanCustomCss(
      '.rb-name { color : teal; --gap: 4px } a[href^="mailto:"]:hover { text-decoration: underline !important }' +
        ' @media print { .rb-heading { color: black } } @supports (display: grid) { .x { display: grid } }',
    );
    expect(out).toBe(
      [
        '.rb-name {\ncolor: teal;\n--gap: 4px;\n}',
        'a[href^="mailto:"]:hover {\ntext-decoration: underline !important;\n}',
        '@media print {\n.rb-heading {\ncolor: black;\n}\n}',
        '@supports (display: grid) {\n.x {\ndisplay: grid;\n}\n}',
      ].join('\n'),
    );
  });

  describe('keeps every rule inside the resume', () => {
    it('drops a stray closing brace and what it would have ended', () => {
      const css = scopedCustomCss({
        value: '.rb-name { color: red } } body { background: red } html { display: none }',
        visible: true,
      });
      expect(balanced(css)).toBe(true);
      // The later rules are still nested under .rb-resume, so `body` and `html` can match nothing.
      expect(css).toBe(
        '.rb-resume .rb-sheet {\n.rb-name {\ncolor: red;\n}\nbody {\nbackground: red;\n}\nhtml {\ndisplay: none;\n}\n}',
      );
    });

    it('drops a leading closing brace and closes a block left open', () => {
      expect(scopedCustomCss({ value: '} * { display: none }', visible: true })).toBe(
        '.rb-resume .rb-sheet {\n* {\ndisplay: none;\n}\n}',
      );
      const open = scopedCustomCss({ value: '.a { color: red; .b { color: blue', visible: true });
      expect(balanced(open)).toBe(true);
      expect(open).toContain('.b {\ncolor: blue;\n}');
    });

    it('does not count braces inside strings and comments', () => {
      const css = scopedCustomCss({
        value: '.a::before { content: "}" } /* } */ .b { color: red }',
        visible: true,
      });
      expect(balanced(css)).toBe(true);
      expect(css).toBe('.rb-resume .rb-sheet {\n.a::before {\ncontent: "}";\n}\n.b {\ncolor: red;\n}\n}');
    });

    it('drops at-rules that declare something for the whole page', () => {
      const out = cleanCustomCss(
        '@page { margin: 0 } @font-face { font-family: X; src: local(Arial) } @property --x { syntax: "*" }' +
          ' @namespace svg "http://www.w3.org/2000/svg"; @charset "utf-8"; @layer base; .kept { color: red }',
      );
      expect(out).toBe('.kept {\ncolor: red;\n}');
    });
  });

  describe('reaches nothing outside the app', () => {
    it.each([
      ['@import', '@import url("https://evil.example/x.css"); @import "https://evil.example/y.css";'],
      ['@import inside @media', '@media print { @import "https://evil.example/x.css"; }'],
      ['@import split by a comment', '@im/**/port "https://evil.example/x.css";'],
      ['@import escaped', '@\\69mport "https://evil.example/x.css";'],
      ['url()', 'a { background: url(https://evil.example/p.png) }'],
      ['quoted url()', 'a { background: url("https://evil.example/p.png") }'],
      ['upper-case URL()', 'a { background: URL(https://evil.example/p.png) }'],
      ['network-path url()', 'a { background: url(//evil.example/q) }'],
      ['backslash network path', 'a { background: url("/\\\\evil.example/q") }'],
      ['escaped url(', 'a { background: \\75rl(https://evil.example/p.png) }'],
      ['escape with a space', 'a { background: \\000075 rl(https://evil.example/p.png) }'],
      ['escaped letter inside', 'a { background: u\\rl("https://evil.example/p.png") }'],
      ['escaped address', 'a { background: url(\\68ttps://evil.example/p.png) }'],
      ['control character before the scheme', 'a { background: url("\u0001https://evil.example/") }'],
      ['tab inside the scheme', 'a { background: url("ht\ttps://evil.example/") }'],
      ['image-set() with a string', 'a { background: image-set("https://evil.example/a.png" 1x) }'],
      ['-webkit-image-set()', 'a { background: -webkit-image-set(url(https://evil.example/a.png) 1x) }'],
      [
        'image-set() nested in a gradient list',
        'a { background: linear-gradient(red, blue), image-set("https://evil.example/a.png" 2x) }',
      ],
      ['cross-fade()', 'a { background: cross-fade("https://evil.example/a.png", red 50%) }'],
      ['src()', 'a { background: src("https://evil.example/a.png") }'],
      ['cursor', 'a { cursor: url(https://evil.example/c.cur), auto }'],
      ['list-style-image', 'li { list-style-image: url("https://evil.example/dot.png") }'],
      [
        'mask and filter',
        'a { mask: url(https://evil.example/m.svg#m); filter: url(https://evil.example/f.svg#f) }',
      ],
      ['@font-face src', '@font-face { font-family: X; src: url(https://evil.example/f.woff2) }'],
      ['a url in a selector', 'a:is(url(https://evil.example/x)) { color: red }'],
      ['a url in a @media prelude', '@media (url(https://evil.example/x)) { a { color: red } }'],
      ['a comment hiding the scheme', 'a { background: url("https:/**/evil.example/x") }'],
      [
        'an address carried in by a custom property',
        'a { --a: "http://evil.example/x"; background-image: image-set(var(--a) 1x) }',
      ],
      [
        'a custom property left open across statements',
        'a { --a: image-set(; color: "http://evil.example/x"); background-image: var(--a) }',
      ],
      ['attr() inside image-set()', 'a { background-image: image-set(attr(title) 1x) }'],
    ])('%s', (_, css) => {
      expect(cleanCustomCss(css)).not.toMatch(/evil/);
    });

    it('keeps same-origin and data:image addresses', () => {
      const out = cleanCustomCss(
        'b { background: url("/uploads/a.png") } c { background: url(picture.png) } d { mask: url(#m) }' +
          ' e { background: url("data:image/png;base64,AAAA") }',
      );
      expect(out).toContain('background: url("/uploads/a.png");');
      expect(out).toContain('background: url("picture.png");');
      expect(out).toContain('mask: url("#m");');
      expect(out).toContain('background: url("data:image/png;base64,AAAA");');
    });

    it('drops the declaration, not the rule around it', () => {
      expect(cleanCustomCss('a { background: url(https://evil.example/p.png); color: red }')).toBe(
        'a {\ncolor: red;\n}',
      );
    });
  });

  it('keeps var() for values that are no addresses, and custom properties with plain strings', () => {
    expect(cleanCustomCss('a { --c: red; --l: "Hello"; color: var(--c) }')).toBe(
      'a {\n--c: red;\n--l: "Hello";\ncolor: var(--c);\n}',
    );
    expect(cleanCustomCss('a { background: image-set(var(--a) 1x) }')).toBe('');
  });

  it('keeps selectors on the resume: the sheet (&) may lead a selector but not hide inside a function', () => {
    for (const css of [
      'html:has(&) { background: red }',
      ':not(&) { display: none }',
      'body:is(:has(&)) { display: none }',
      'a { :where(html:has(&)) { color: red } }',
      '@media screen { :not(&) { color: red } }',
      '@scope (html) { :scope { display: none } }',
      'a:is(b { color: red } c) { color: blue }',
    ]) {
      expect(cleanCustomCss(css), css).not.toMatch(/display|red/);
    }
    expect(cleanCustomCss('&:hover { color: red } & > p { color: blue }')).toBe(
      '&:hover {\ncolor: red;\n}\n& > p {\ncolor: blue;\n}',
    );
  });

  it('drops the script hooks of old engines, escaped or not', () => {
    const out = cleanCustomCss(
      'a { width: expression(alert(1)); -moz-binding: url(x.xml#x); behavior: url(x.htc); color: red }' +
        ' b { width: e\\78pression(alert(1)); b\\65havior: url(x.htc) }',
    );
    expect(out).toBe('a {\ncolor: red;\n}');
  });

  it('cannot close the style element it is rendered in', () => {
    for (const css of [
      'a{}</style><script>alert(1)</script>',
      'a { content: "</style><script>alert(1)</script>" }',
      'a { background: url("</style><script>") }',
      'a</style> { color: red }',
    ]) {
      const out = scopedCustomCss({ value: css, visible: true });
      expect(out).not.toContain('<');
    }
    expect(cleanCustomCss('a { content: "</style>" }')).toBe('a {\ncontent: "\\3c /style>";\n}');
  });
});
