import { describe, expect, it } from 'vitest';
import { cleanCustomCss, scopedCustomCss } from './custom-css.ts';

describe('custom CSS', () => {
  it('applies only when visible and nests every rule under the resume root', () => {
    expect(scopedCustomCss({ value: 'h2 { color: red; }', visible: false })).toBe('');
    expect(scopedCustomCss({ value: '   ', visible: true })).toBe('');
    expect(scopedCustomCss({ value: 'h2 { color: red; }', visible: true })).toBe(
      '.rb-resume {\nh2 { color: red; }\n}',
    );
  });

  it('removes @import and remote url() but keeps same-origin ones', () => {
    const out = cleanCustomCss(
      '@import url("https://evil.example/x.css"); a { background: url(https://evil.example/p.png) } b { background: url("/uploads/a.png") } c { background: url(//evil.example/q) }',
    );
    expect(out).not.toMatch(/@import|evil/);
    expect(out).toContain('url("/uploads/a.png")');
  });

  it('cannot close the style element or hide patterns in comments', () => {
    const out = cleanCustomCss('a{}</style><script>alert(1)</script> /* */@im/**/port "x";');
    expect(out).not.toContain('<');
    expect(out).not.toMatch(/@import/);
  });
});
