// The PDF's document information and language, without a browser: the incremental update must leave
// a PDF that poppler reads with the new Title, Author and Creator, in any script.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSampleResumeData } from '@rb/schema';
import { documentLanguage } from '@rb/templates/server';
import { pdfTextString, withDocumentInfo } from './printer.pdf-info.ts';

/** A minimal valid PDF laid out the way Chromium writes one: classic xref table, /Info in the trailer. */
function minimalPdf(): Buffer {
  const objects = [
    "<</Title (Old title)\n/Creator (HeadlessChrome)\n/Producer (Skia/PDF m156)\n/CreationDate (D:20261122000000+00'00')>>",
    '<</Type /Catalog\n/Pages 3 0 R>>',
    '<</Type /Pages\n/Count 1\n/Kids [4 0 R]>>',
    '<</Type /Page\n/Parent 3 0 R\n/MediaBox [0 0 595.28 841.89]>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<</Size ${objects.length + 1}\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(body, 'latin1');
}

describe('the document information of a printed PDF', () => {
  it('sets Title, Author and Creator in any script and keeps the rest readable', () => {
    const updated = withDocumentInfo(minimalPdf(), {
      title: 'Résumé — 履歴書',
      author: 'ليلى حداد',
      creator: 'Resume Builder',
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rb-pdf-info-'));
    const file = path.join(dir, 'updated.pdf');
    writeFileSync(file, updated);
    const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
    expect(info).toMatch(/^Title:\s+Résumé — 履歴書$/m);
    expect(info).toMatch(/^Author:\s+ليلى حداد$/m);
    expect(info).toMatch(/^Creator:\s+Resume Builder$/m);
    expect(info).toMatch(/^Producer:\s+Skia\/PDF m156$/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).not.toMatch(/Syntax (Error|Warning)/);
    // The original bytes are untouched: this is an update, not a rewrite.
    expect(updated.subarray(0, minimalPdf().length).equals(minimalPdf())).toBe(true);
  });

  it('leaves a file it does not understand as it is', () => {
    const odd = Buffer.from('%PDF-1.7\nno trailer here');
    expect(withDocumentInfo(odd, { title: 'a', author: 'b', creator: 'c' })).toBe(odd);
  });

  it('writes text strings as UTF-16BE with a byte-order mark', () => {
    expect(pdfTextString('A')).toBe('<FEFF0041>');
    expect(pdfTextString('😀')).toBe('<FEFFD83DDE00>');
  });
});

describe('the language a resume declares', () => {
  it("takes the owner's language for a Latin-script resume", () => {
    expect(documentLanguage(createSampleResumeData(), 'de-DE')).toBe('de-DE');
  });

  it('takes the script of the resume when it disagrees with the owner', () => {
    const arabic = createSampleResumeData();
    arabic.basics.name = 'ليلى حداد';
    arabic.basics.headline = 'مهندسة برمجيات أولى';
    arabic.sections.summary.content =
      '<p>أبني أدوات هادئة وسهلة الوصول للجميع منذ عشر سنوات في شركات مختلفة.</p>';
    arabic.sections.experience.items = [];
    arabic.sections.education.items = [];
    expect(documentLanguage(arabic, 'en-US')).toBe('ar');
    expect(documentLanguage(arabic, 'fa-IR')).toBe('fa-IR');

    const japanese = createSampleResumeData();
    japanese.basics.name = '山田 花子';
    japanese.basics.headline = 'シニアエンジニア';
    japanese.sections.summary.content = '<p>使いやすい道具を作っています。</p>';
    japanese.sections.experience.items = [];
    japanese.sections.education.items = [];
    expect(documentLanguage(japanese, 'en-US')).toBe('ja');
  });
});
