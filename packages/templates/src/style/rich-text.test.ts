import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml, sanitizeHtmlForDisplay } from './rich-text.ts';

describe('sanitizeHtml', () => {
  it('removes script elements with their content', () => {
    const out = sanitizeHtml('<p>Hello</p><script>alert(1)</script><p>there</p>');
    expect(out).toBe('<p>Hello</p><p>there</p>');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeHtml('<p onclick="steal()">Hi <strong onmouseover="x()">bold</strong></p>');
    expect(out).toBe('<p>Hi <strong>bold</strong></p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).not.toMatch(/onerror|<img/);
  });

  it('drops javascript: and data: links but keeps web, mail and phone links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).not.toMatch(/data:/);
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).not.toMatch(/avascript/i);
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).not.toMatch(/evil/);
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&c=2">x</a>')).toContain(
      'href="https://example.com/a?b=1&amp;c=2"',
    );
    expect(sanitizeHtml('<a href="mailto:a@example.com">x</a>')).toContain('href="mailto:a@example.com"');
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toContain(
      'rel="noopener noreferrer nofollow"',
    );
  });

  it('keeps only text alignment in style attributes', () => {
    const out = sanitizeHtml(
      '<p style="text-align: center; position: fixed; background: url(https://x)">c</p>',
    );
    expect(out).toContain('text-align:center');
    expect(out).not.toMatch(/position|url\(/);
  });

  it('drops style, iframe and unknown elements but keeps lists and emphasis', () => {
    const out = sanitizeHtml(
      '<style>body{}</style><iframe src="https://x"></iframe><ul><li><em>a</em></li></ul><marquee>b</marquee>',
    );
    expect(out).toBe('<ul><li><em>a</em></li></ul>b');
  });

  it('keeps pictures from the web or the app with their alt text, and drops every other picture', () => {
    expect(sanitizeHtml('<p><img src="https://example.com/a.png" alt="Logo" onload="x()"></p>')).toBe(
      '<p><img src="https://example.com/a.png" alt="Logo"></p>',
    );
    expect(sanitizeHtml('<img src="/api/storage/u/a.png">')).toBe('<img src="/api/storage/u/a.png">');
    for (const src of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/a.png', 'x']) {
      expect(sanitizeHtml(`<p>a<img src="${src}" alt="b">c</p>`), src).toBe('<p>ac</p>');
    }
    expect(sanitizeHtml('<img alt="no source">')).toBe('');
  });

  it('shows remote pictures through the app, and leaves what is stored as written', () => {
    const html = '<p><img src="https://example.com/a b.png?x=1&y=2" alt="A"></p>';
    expect(sanitizeHtmlForDisplay(html)).toBe(
      '<p><img src="/api/pictures/remote?url=https%3A%2F%2Fexample.com%2Fa%20b.png%3Fx%3D1%26y%3D2" alt="A"></p>',
    );
    expect(sanitizeHtmlForDisplay('<img src="/api/storage/u/a.png">')).toBe(
      '<img src="/api/storage/u/a.png">',
    );
    expect(sanitizeHtml(html)).toContain('src="https://example.com/a b.png?x=1&amp;y=2"');
  });

  it('recognises blank editor output', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="https://example.com/a.png"></p>')).toBe(false);
  });
});
