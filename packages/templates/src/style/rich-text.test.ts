import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './rich-text.ts';

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
      'href="https://example.com/a?b=1&c=2"',
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

  it('recognises blank editor output', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});
