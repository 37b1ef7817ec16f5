import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown.ts';

describe('Markdown to HTML', () => {
  it('writes paragraphs, bold, italic and both list kinds', () => {
    expect(
      markdownToHtml('One **bold** and *it* and _it_ and __b__.\nSame paragraph.\n\n* a\n+ b\n\n1. x\n2) y'),
    ).toBe(
      '<p>One <strong>bold</strong> and <em>it</em> and <em>it</em> and <strong>b</strong>. Same paragraph.</p>' +
        '<ul><li><p>a</p></li><li><p>b</p></li></ul><ol><li><p>x</p></li><li><p>y</p></li></ol>',
    );
  });

  it('keeps snake_case words and lone asterisks as text', () => {
    expect(markdownToHtml('use snake_case_names and 2 * 3')).toBe('<p>use snake_case_names and 2 * 3</p>');
  });

  it('links only http, https and mailto', () => {
    expect(
      markdownToHtml(
        '[a](https://x.example/?q=1&r=2) [b](mailto:me@x.example) [c](javascript:alert(1)) [d](data:text/html,hi)',
      ),
    ).toBe(
      '<p><a href="https://x.example/?q=1&amp;r=2" target="_blank" rel="noopener noreferrer nofollow">a</a> ' +
        '<a href="mailto:me@x.example" target="_blank" rel="noopener noreferrer nofollow">b</a> c) d</p>',
    );
  });

  it('never lets HTML from the input through', () => {
    const html = markdownToHtml(
      '<img src=x onerror=alert(1)>\n\n- <b>x</b>\n\n[<i>t</i>](https://x.example/"onmouseover="alert(1))',
    );
    expect(html).not.toMatch(/<(img|b|i|script)\b/);
    expect(html).not.toContain('"onmouseover');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('writes headings as bold lines and ignores rules', () => {
    expect(markdownToHtml('## Title\n\n---\n\ntext')).toBe('<p><strong>Title</strong></p><p>text</p>');
  });

  it('gives nothing for nothing', () => {
    expect(markdownToHtml('')).toBe('');
    expect(markdownToHtml(undefined)).toBe('');
    expect(markdownToHtml('\n \n')).toBe('');
  });
});
