// POST /api/resume/import/pdf end to end: every template's PDF of the sample and of a long resume, printed once by
// the real printer, comes back with its name, contacts, companies, positions, institutions, dates and skills
// (docs/product.md#pdf-import), nothing in the result that the file does not hold; and the refusals.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundTripMisses, roundTripResumes } from '@rb/formats/pdf';
import { createId, templateIds, type ImportMessage, type ResumeData, type ResumeDto } from '@rb/schema';
import { repoRoot } from '../config.ts';
import { Browser, multipart, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { writePdf } from '../../test/pdf-files.ts';
import { normalise, pdfLines } from '../printer/readback.ts';
import { textValues } from '../../test/text-values.ts';

// 3372–3375 belong to this file; the two database projects run at the same time.
const APP_PORTS = [3372, 3373, 3374, 3375];

type Converted = {
  ok: true;
  data: ResumeData;
  warnings: ImportMessage[];
  confidence: Record<string, number>;
};

let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(path.join(repoRoot, 'apps/artboard/dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/artboard'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('The artboard could not be built');
  }
  for (const port of APP_PORTS) {
    const candidate = await createTestApp({ env: { PORT: String(port) } });
    try {
      await candidate.app.listen({ port, host: '127.0.0.1' });
      t = candidate;
      browser = new Browser(t.app);
      await registerUser(browser);
      return;
    } catch (error) {
      await candidate.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port among ${APP_PORTS.join(', ')}`);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const upload = (file: Buffer, name = 'resume.pdf') =>
  browser.request({
    method: 'POST',
    url: '/api/resume/import/pdf',
    ...multipart('file', name, 'application/pdf', file),
  });

async function print(data: ResumeData): Promise<Buffer> {
  const created = await browser.post('/api/resume', {
    title: 'Round trip',
    slug: `rt-${createId().slice(0, 8)}`,
  });
  const { id, version } = created.json<ResumeDto>();
  const updated = await browser.patch(`/api/resume/${id}`, { data, version });
  expect(updated.statusCode, updated.body).toBe(200);
  const printed = await browser.get(`/api/resume/print/${id}`);
  expect(printed.statusCode, printed.body).toBe(200);
  const file = await browser.get(new URL(printed.json<{ url: string }>().url).pathname);
  return file.rawPayload;
}

describe('PDF import: our own PDFs read back', () => {
  const cases = {
    sample: () => roundTripResumes().sample,
    long: () => roundTripResumes().long,
  };
  const report: string[] = [];
  afterAll(() => console.log(`PDF round trip, fields given back:\n${report.join('\n')}`));

  for (const template of templateIds)
    it(`${template}: the sample and the long resume come back`, async () => {
      for (const [name, make] of Object.entries(cases) as ['sample' | 'long', () => ResumeData][]) {
        const data = make();
        data.metadata.template = template;
        const pdf = await print(data);
        const response = await upload(pdf);
        expect(response.statusCode, response.body).toBe(200);
        const converted = response.json<Converted>();
        const { misses, count } = roundTripMisses(data, converted.data);
        const recall = (count - misses.length) / count;
        report.push(`  ${template} ${name}: ${count - misses.length}/${count}`);
        // Every template gives back every field (docs/decisions/0026-pdf-columns-and-pieces.md).
        expect(misses, `recall ${recall}`).toEqual([]);

        // Nothing invented: every text in the result is text of the file.
        const fileText = normalise((await pdfLines(pdf)).flat().join(''));
        const invented = textValues(converted.data).filter(([, text]) => !fileText.includes(normalise(text)));
        expect(invented).toEqual([]);
        // Every field it filled has a confidence between 0 and 1; an email's own shape makes it sure.
        if (converted.data.basics.email) expect(converted.confidence['basics.email']).toBeGreaterThan(0.9);
        for (const value of Object.values(converted.confidence)) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
      }
    }, 120_000);
});

describe('PDF import: what it refuses', () => {
  it('answers a scanned PDF (no text layer) with a coded error, not an empty resume', async () => {
    const response = await upload(writePdf(2));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'ValidationError',
      issues: [{ code: 'pdfWithoutText' }],
    });
  });

  it('refuses a file that is not a PDF and a PDF of more than 20 pages', async () => {
    const notPdf = await upload(Buffer.from('Jane Doe, engineer'), 'resume.pdf');
    expect(notPdf.json()).toMatchObject({ statusCode: 400, issues: [{ code: 'notAPdf' }] });
    const long = await upload(writePdf(21, ['Jane Doe']));
    expect(long.json()).toMatchObject({
      statusCode: 400,
      issues: [{ code: 'pdfTooManyPages', params: { count: 21, limit: 20 } }],
    });
  });

  it('refuses a file over 10 MB with 413 before reading it', async () => {
    const response = await upload(
      Buffer.concat([writePdf(1, ['Jane Doe']), Buffer.alloc(10 * 1024 * 1024 + 1)]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'PayloadTooLarge', issues: [{ code: 'fileTooLarge' }] });
  });

  it('reads a plain one-column PDF with its sections', async () => {
    const response = await upload(
      writePdf(1, [
        'Jane Doe',
        'jane.doe@example.com | +44 20 7946 0000',
        'Experience',
        'Harbour Freight Ltd',
        'Warehouse Planner',
        'Mar 2019 - Present',
        'Skills',
        'Forecasting, Excel',
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<Converted>();
    expect(data.basics).toMatchObject({
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '+44 20 7946 0000',
    });
    expect(data.sections.experience.items).toMatchObject([
      { company: 'Harbour Freight Ltd', position: 'Warehouse Planner', date: 'Mar 2019 - Present' },
    ]);
    expect(data.sections.skills.items.map((item) => item.name)).toEqual(['Forecasting', 'Excel']);
  });
});
