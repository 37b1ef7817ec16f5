import { describe, expect, it } from 'vitest';
import { convertWithLibreOffice, docxOutline } from '../../test/docx-reader.ts';
import { customSectionCase, hiddenTexts, sampleCase } from '../../test/export-cases.ts';
import { exportDocx } from './export.ts';

/** Whether the texts come in this order in `text`. */
const inOrder = (text: string, parts: string[]) => {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    if (at < 0) return `${part} missing after offset ${from}`;
    from = at + part.length;
  }
  return 'in order';
};

describe('Word export', () => {
  it('writes the sample resume: title, headings, lists and links (golden)', async () => {
    const outline = await docxOutline(await exportDocx(sampleCase()));
    await expect(`${outline.join('\n')}\n`).toMatchFileSnapshot('fixtures/expected/sample.docx.txt');
    expect(outline[0]).toBe('Title | Ilse Varga-Moreno');
    expect(outline).toContain('Heading1 | Experience');
    expect(outline).toContain('Heading2 | Tidewater Logistics');
    expect(outline.some((line) => line.startsWith('ListParagraph bullet(0) | Rebuilt the route board'))).toBe(
      true,
    );
  });

  it('writes custom sections and rich text, without hidden parts (golden)', async () => {
    const outline = await docxOutline(await exportDocx(customSectionCase()));
    await expect(`${outline.join('\n')}\n`).toMatchFileSnapshot('fixtures/expected/custom-section.docx.txt');
    const text = outline.join('\n');
    for (const hidden of hiddenTexts) expect(text).not.toContain(hidden);
    expect(text).toContain(
      'Normal | I build **reliable** pipelines with _care_; see [my **blog**](https://blog.example.org/',
    );
    // An ordered list keeps its numbers (from 3) and its nested bulleted list.
    expect(outline).toContain('ListParagraph decimal(0) | Third step first');
    expect(outline).toContain('ListParagraph bullet(1) | nested _one_');
    expect(outline).toContain('Heading1 | Open Source');
  });

  it('opens in LibreOffice, and its text and PDF come back in order', async () => {
    const bytes = await exportDocx(sampleCase());
    const files = convertWithLibreOffice(bytes, ['txt:Text', 'pdf']);
    const text = files['txt:Text']!.toString('utf8');
    expect(
      inOrder(text, [
        'Ilse Varga-Moreno',
        'Summary',
        'Experience',
        'Tidewater Logistics',
        'Brightleaf Studio',
        'Open Data Utrecht',
        'Education',
        'Utrecht University',
        'Projects',
        'Skills',
      ]),
    ).toBe('in order');
    expect(files.pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);

  it('opens in LibreOffice with custom sections in the layout order', async () => {
    const files = convertWithLibreOffice(await exportDocx(customSectionCase()), ['txt:Text']);
    const text = files['txt:Text']!.toString('utf8');
    expect(
      inOrder(text, [
        'Maren Østby-Kowalczyk',
        'Summary',
        'Fjord Analytics AS',
        'Nordlys Data',
        'Open Source',
        'tidy-csv',
        'Skills',
        'Languages',
      ]),
    ).toBe('in order');
    for (const hidden of hiddenTexts) expect(text).not.toContain(hidden);
  }, 120_000);
});
