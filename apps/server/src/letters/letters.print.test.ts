// A letter's PDF from the real printer: the design it follows (page size, template header), the letter's text in
// reading order, the file named after the title. One app listening on a port of its own, as the printer needs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LetterDto, ResumeDto } from '@rb/schema';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { type TestApp } from '../../test/harness.ts';
import { createListeningTestApp, ensureArtboardBuilt } from '../../test/listening-app.ts';

// 3321–3324 belong to the letters' print test; the two database projects run at the same time.
const APP_PORTS = [3321, 3322, 3323, 3324];
const work = mkdtempSync(path.join(os.tmpdir(), 'rb-letters-print-'));
let t: TestApp;

beforeAll(async () => {
  ensureArtboardBuilt();
  t = await createListeningTestApp(APP_PORTS);
}, 180_000);
afterAll(() => t?.close());

const pdfText = (pdf: Buffer, name: string) => {
  const file = path.join(work, name);
  writeFileSync(file, pdf);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
  };
};

describe('GET /api/letter/{id}/export/pdf', () => {
  it('prints the letter under the sender’s header on the page of the resume it follows', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    const created = await browser.post('/api/resume', { title: 'Base', slug: 'base' });
    const resume = created.json<ResumeDto>();
    const data = structuredClone(resume.data);
    data.basics = {
      ...data.basics,
      name: 'Ottilie Brandvold',
      headline: 'Field biologist',
      email: 'ottilie@example.org',
    };
    data.metadata.template = 'onyx';
    data.metadata.page.format = 'letter';
    const styled = await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
    expect(styled.statusCode, styled.body).toBe(200);

    const letter = (
      await browser.post('/api/letter', { title: 'Fjord Institute', fromResumeId: resume.id })
    ).json<LetterDto>();
    const saved = await browser.patch(`/api/letter/${letter.id}`, {
      version: letter.version,
      data: {
        ...letter.data,
        recipient: {
          name: 'Dr Amaru Quispe',
          title: 'Director',
          company: 'Fjord Institute',
          address: 'Strandvei 4\nBergen',
        },
        date: '4 March 2026',
        subject: 'Research assistant position',
        body: '<p>I am writing to apply for the research assistant position.</p><ul><li>Seabird surveys</li></ul>',
        closing: 'Yours faithfully,',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await browser.get(`/api/letter/${letter.id}/export/pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="fjord-institute.pdf"');
    const { text, info } = pdfText(response.rawPayload, 'letter.pdf');
    // Letter: 216 × 279 mm is 612 × 791 points.
    expect(info).toMatch(/Page size:\s+612(\.\d+)? x 791(\.\d+)? pts/);
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Title:\s+Fjord Institute/);
    const order = [
      'Ottilie Brandvold',
      'Field biologist',
      'Dr Amaru Quispe',
      'Fjord Institute',
      'Bergen',
      '4 March 2026',
      'Research assistant position',
      'I am writing to apply',
      'Seabird surveys',
      'Yours faithfully,',
    ];
    let from = 0;
    for (const part of order) {
      const at = text.indexOf(part, from);
      expect(at, `${part} after offset ${from}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
    expect(text.indexOf('Ottilie Brandvold', from)).toBeGreaterThan(0);
    // No empty section heading: the summary's default title never shows.
    expect(text).not.toContain('Summary');
  }, 120_000);
});
