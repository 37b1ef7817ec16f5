import { describe, expect, it } from 'vitest';
import { customSectionCase, hiddenTexts, sampleCase } from '../../test/export-cases.ts';
import { exportMarkdown, richTextToMarkdown } from './export.ts';

describe('Markdown export', () => {
  it('writes the sample resume (golden)', async () => {
    await expect(exportMarkdown(sampleCase())).toMatchFileSnapshot('fixtures/expected/sample.md');
  });

  it('writes custom sections, rich text and the layout order, without hidden parts (golden)', async () => {
    const markdown = exportMarkdown(customSectionCase());
    await expect(markdown).toMatchFileSnapshot('fixtures/expected/custom-section.md');
    for (const text of hiddenTexts) expect(markdown).not.toContain(text);
    // Main column first, then the sidebar.
    const order = ['# Maren', '## Summary', '## Experience', '## Open Source', '## Skills', '## Languages'];
    const places = order.map((heading) => markdown.indexOf(heading));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
  });

  it('keeps bold, italics, links and lists of rich text', () => {
    expect(
      richTextToMarkdown(
        '<p><strong>bold </strong>and <em>it</em> <a href="https://x.org/a_(b)">li<strong>nk</strong></a></p><ul><li><p>one</p><ol><li><p>sub</p></li></ol></li><li><p>two</p></li></ul>',
      ),
    ).toBe('**bold** and *it* [li**nk**](https://x.org/a_%28b%29)\n\n- one\n  1. sub\n- two');
  });

  it('escapes text that Markdown would read as syntax', () => {
    expect(richTextToMarkdown('<p># one</p><p>1. two *three* [x](y)</p>')).toBe(
      '\\# one\n\n1\\. two \\*three\\* \\[x\\](y)',
    );
  });
});
