import { describe, expect, it } from 'vitest';
import { customSectionCase, hiddenTexts, sampleCase } from '../../test/export-cases.ts';
import { exportText, richTextToText } from './export.ts';

describe('plain text export', () => {
  it('writes the sample resume (golden)', async () => {
    await expect(exportText(sampleCase())).toMatchFileSnapshot('fixtures/expected/sample.txt');
  });

  it('writes custom sections and rich text in the layout order, without hidden parts (golden)', async () => {
    const text = exportText(customSectionCase());
    await expect(text).toMatchFileSnapshot('fixtures/expected/custom-section.txt');
    for (const hidden of hiddenTexts) expect(text).not.toContain(hidden);
    const order = ['Maren', 'SUMMARY', 'EXPERIENCE', 'Fjord Analytics AS', 'OPEN SOURCE', 'SKILLS'];
    const places = order.map((heading) => text.indexOf(heading));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
  });

  it('keeps lists and the address of every link', () => {
    expect(
      richTextToText(
        '<p>See <a href="https://x.org">my site</a> or <a href="https://y.org">https://y.org</a></p><ol start="2"><li><p>a</p><ul><li><p>b</p></li></ul></li></ol>',
      ),
    ).toBe('See my site (https://x.org) or https://y.org\n\n2. a\n   - b');
  });
});
