import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { letterDataSchema, metadataSchema } from '@rb/schema';
import { docxOutline } from '../../test/docx-reader.ts';
import { exportLetterDocx } from './docx.ts';

const letter = letterDataSchema.parse({
  sender: {
    name: 'Noor Halvorsen',
    headline: 'Data engineer',
    email: 'noor@example.org',
    phone: '+31 6 5555 0101',
  },
  recipient: {
    name: 'Tamsin Okafor',
    title: 'Head of Data',
    company: 'Lindqvist & Rowe',
    address: 'Kade 12\nUtrecht',
  },
  date: '3 March 2026',
  subject: 'Application for the data engineer role',
  body: '<p>I would like to <strong>join</strong> your team.</p><ul><li>Pipelines</li><li>Dashboards</li></ul>',
  closing: 'Kind regards,',
  signature: 'Noor Halvorsen',
});

describe('Letter Word export', () => {
  it('writes the sender as the title, then the letter in order with its list, on the design page size', async () => {
    const design = metadataSchema.parse({ page: { format: 'letter' } });
    const bytes = await exportLetterDocx(letter, design);
    const outline = await docxOutline(bytes);
    expect(outline[0]).toBe('Title | Noor Halvorsen');
    const text = outline.join('\n');
    const order = [
      'Data engineer',
      'noor@example.org',
      'Tamsin Okafor',
      'Lindqvist & Rowe',
      'Utrecht',
      '3 March 2026',
      'Application for the data engineer role',
      'I would like to **join** your team.',
      'ListParagraph bullet(0) | Pipelines',
      'Kind regards,',
    ];
    let from = 0;
    for (const part of order) {
      const at = text.indexOf(part, from);
      expect(at, `${part} after offset ${from}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
    expect(text.lastIndexOf('Noor Halvorsen')).toBeGreaterThan(text.indexOf('Kind regards,'));
    const document = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
    // Letter is 216 × 279 mm: 12246 × 15817 twips.
    expect(document).toMatch(/<w:pgSz w:w="12246" w:h="15817"/);
  });
});
