// POST /api/resume/import/:type converts an upload with the formats' importers; POST /api/resume/import then
// validates the converted document again before saving it.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDocx, exportNativeJson, importLimits, importMessages, linkedInImporter } from '@rb/formats';
import {
  createSampleResumeData,
  importResumeBodyLimit,
  maxImportedDocumentBytes,
  type ImportMessage,
  type ResumeData,
} from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, multipart, registerUser } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (browser: Browser, type: string, name: string, data: Buffer | string) =>
  browser.request({
    method: 'POST',
    url: `/api/resume/import/${type}`,
    ...multipart(
      'file',
      name,
      name.endsWith('.zip') ? 'application/zip' : 'application/json',
      Buffer.from(data),
    ),
  });

const signedIn = async () => {
  const browser = new Browser(t.app);
  await registerUser(browser);
  return browser;
};

type Converted = { ok: true; data: ResumeData; warnings: ImportMessage[]; visibility?: string };

const v3 = {
  public: true,
  basics: {
    name: 'Ilse Marangoni',
    email: 'ilse@example.it',
    headline: 'Structural Engineer',
    summary: 'I design **bridges** that last.',
  },
  sections: {
    work: {
      name: 'Work',
      type: 'work',
      visible: true,
      items: [{ name: 'Ponti Srl', position: 'Engineer', date: { start: '2019-03-01' } }],
    },
  },
  metadata: {},
};

const jsonResume = {
  basics: { name: 'Tomás Okafor', label: 'Baker', email: 'tomas@example.org' },
  work: [{ name: 'Crumb & Co', position: 'Head Baker', startDate: '2018-04' }],
  skills: [{ name: 'Sourdough', level: 'Expert' }],
};

const linkedInZip = async () => {
  const zip = new JSZip();
  zip.file(
    'Profile.csv',
    'First Name,Last Name,Headline,Summary\nAsha,Lindqvist,Nurse Educator,Teaching care.\n',
  );
  zip.file(
    'Positions.csv',
    'Company Name,Title,Description,Location,Started On,Finished On\nNorth Clinic,Nurse,Wards,Oslo,Jan 2020,\n',
  );
  return Buffer.from(await zip.generateAsync({ type: 'uint8array' }));
};

describe('POST /api/resume/import/:type', () => {
  it('converts a native document unchanged', async () => {
    const browser = await signedIn();
    const data = createSampleResumeData();
    const response = await upload(browser, 'native-json', 'resume.json', exportNativeJson(data));
    expect(response.statusCode).toBe(200);
    const body = response.json<Converted>();
    expect(body.ok).toBe(true);
    expect(body.data).toEqual(data);
    expect(body.warnings).toEqual([]);
  });

  it('converts a v3 document, reporting its visibility', async () => {
    const response = await upload(await signedIn(), 'native-v3-json', 'v3.json', JSON.stringify(v3));
    expect(response.statusCode).toBe(200);
    const body = response.json<Converted>();
    expect(body.data.basics.name).toBe('Ilse Marangoni');
    expect(body.data.sections.experience.items[0]).toMatchObject({
      company: 'Ponti Srl',
      date: 'Mar 2019 - Present',
    });
    expect(body.data.sections.summary.content).toContain('<strong>bridges</strong>');
    expect(body.visibility).toBe('public');
  });

  it('converts a JSON Resume and names the keys that had no place', async () => {
    const withStray = { ...jsonResume, certifications: [{ name: 'Food safety' }] };
    const response = await upload(
      await signedIn(),
      'json-resume-json',
      'resume.json',
      JSON.stringify(withStray),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<Converted>();
    expect(body.data.basics).toMatchObject({ name: 'Tomás Okafor', headline: 'Baker' });
    expect(body.data.sections.skills.items[0]).toMatchObject({ name: 'Sourdough', level: 5 });
    expect(body.warnings).toEqual([
      {
        code: 'notInFormat',
        path: 'certifications',
        params: { key: 'certifications' },
        message: 'certifications is not part of the JSON Resume format and was left out.',
      },
    ]);
  });

  it('converts a LinkedIn data export archive', async () => {
    const response = await upload(
      await signedIn(),
      'linkedin-data-export-zip',
      'export.zip',
      await linkedInZip(),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<Converted>();
    expect(body.data.basics).toMatchObject({ name: 'Asha Lindqvist', headline: 'Nurse Educator' });
    expect(body.data.sections.experience.items[0]).toMatchObject({
      company: 'North Clinic',
      position: 'Nurse',
    });
  });

  it('converts a Word document: our own export comes back with its people, places and dates', async () => {
    const docx = Buffer.from(await exportDocx(createSampleResumeData()));
    const browser = await signedIn();
    const response = await browser.request({
      method: 'POST',
      url: '/api/resume/import/docx',
      ...multipart(
        'file',
        'resume.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        docx,
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Converted>();
    expect(body.ok).toBe(true);
    expect(body.warnings).toEqual([]);
    expect(body.data.basics).toMatchObject({
      name: 'Ilse Varga-Moreno',
      email: 'ilse.varga@example.com',
      phone: '+31 20 555 0142',
    });
    expect(body.data.sections.experience.items[0]).toMatchObject({
      company: 'Tidewater Logistics',
      position: 'Senior Product Engineer',
      date: 'Jan 2021 - Present',
    });
    expect(body.data.sections.education.items.map((item) => item.institution)).toEqual([
      'Utrecht University',
      'University of Granada',
    ]);
    // A file that is not a Word document is refused with the importer's message.
    const refused = await upload(browser, 'docx', 'resume.docx', 'plain text');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'ValidationError' });
  });

  it('answers 400 ValidationError with the formats’ messages', async () => {
    const browser = await signedIn();
    const notJson = await upload(browser, 'json-resume-json', 'broken.json', '{"basics": ');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      statusCode: 400,
      message: 'ValidationError',
      issues: [{ code: 'invalidJson', path: '', params: {}, message: importMessages.invalidJson }],
    });

    const emptyZip = Buffer.from(await new JSZip().generateAsync({ type: 'uint8array' }));
    const empty = await upload(browser, 'linkedin-data-export-zip', 'empty.zip', emptyZip);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ issues: [{ path: '', message: importMessages.emptyZip }] });

    const badDate = { basics: { name: 'Rin Sato' }, work: [{ name: 'Acme', startDate: 'last spring' }] };
    const dated = await upload(browser, 'json-resume-json', 'dated.json', JSON.stringify(badDate));
    expect(dated.statusCode).toBe(400);
    expect(dated.json()).toMatchObject({
      issues: [{ path: 'work.0.startDate', message: importMessages.isoDate }],
    });

    // A file of another format is not taken for a native document.
    const other = await upload(browser, 'native-json', 'resume.json', JSON.stringify(jsonResume));
    expect(other.statusCode).toBe(400);
    expect(other.json<{ issues: unknown[] }>().issues.length).toBeGreaterThan(0);
  });

  it('refuses an upload over the type’s limit with 413 and the importer’s own message, and takes an archive larger than a JSON file may be', async () => {
    const browser = await signedIn();
    const big = `{"basics":{"name":"${'x'.repeat(importLimits.maxFileBytes)}"}}`;
    const tooLarge = await upload(browser, 'json-resume-json', 'big.json', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      statusCode: 413,
      message: 'PayloadTooLarge',
      issues: [
        {
          code: 'fileTooLarge',
          path: '',
          params: { bytes: importLimits.maxFileBytes },
          message: 'The file is too large: the limit is 5 MB.',
        },
      ],
    });

    // A 12 MB archive (above the JSON limit and the app-wide multipart limit of 10 MB) is read, not refused.
    const zip = new JSZip();
    zip.file('Profile.csv', 'First Name,Last Name,Headline\nAsha,Lindqvist,Nurse\n');
    zip.file('media/video.bin', Buffer.alloc(12 * 1024 * 1024, 7), { compression: 'STORE' });
    const archive = Buffer.from(await zip.generateAsync({ type: 'uint8array' }));
    expect(archive.length).toBeGreaterThan(10 * 1024 * 1024);
    const accepted = await upload(browser, 'linkedin-data-export-zip', 'export.zip', archive);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Converted>().data.basics.name).toBe('Asha Lindqvist');

    const huge = Buffer.alloc(importLimits.maxArchiveBytes + 1024, 1);
    const refused = await upload(browser, 'linkedin-data-export-zip', 'huge.zip', huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      message: 'PayloadTooLarge',
      issues: [{ code: 'archiveTooLarge', message: 'The archive is too large: the limit is 20 MB.' }],
    });
  });

  it('refuses an unknown type with 400 before reading the file', async () => {
    const response = await upload(await signedIn(), 'word-docx', 'cv.json', '{}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'ValidationError', issues: [{ path: 'type' }] });
  });

  it('asks for a file in the `file` field', async () => {
    const browser = await signedIn();
    const wrongField = await browser.request({
      method: 'POST',
      url: '/api/resume/import/native-json',
      ...multipart('document', 'resume.json', 'application/json', Buffer.from('{}')),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ issues: [{ path: 'file' }] });
    const json = await browser.post('/api/resume/import/native-json', { file: '{}' });
    expect(json.statusCode).toBe(415);
  });

  it('is listed in the API docs with its type parameter and its answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; schema: { enum?: string[] } }[] }>>;
    }>();
    const route = document.paths['/api/resume/import/{type}']?.post;
    expect(route?.parameters?.find((parameter) => parameter.name === 'type')?.schema.enum).toEqual([
      'native-json',
      'native-v3-json',
      'json-resume-json',
      'linkedin-data-export-zip',
      'docx',
      'pdf',
    ]);
    expect(document.paths['/api/resume/import']).toHaveProperty('post');
  });

  it('refuses a guest with 401', async () => {
    const response = await upload(
      new Browser(t.app),
      'json-resume-json',
      'resume.json',
      JSON.stringify(jsonResume),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });
});

describe('POST /api/resume/import after converting', () => {
  it('keeps the v3 public flag when the client sends it, and is private without it', async () => {
    const browser = await signedIn();
    const converted = (
      await upload(browser, 'native-v3-json', 'v3.json', JSON.stringify(v3))
    ).json<Converted>();
    expect(converted.visibility).toBe('public');
    const saved = await browser.post('/api/resume/import', {
      data: converted.data,
      visibility: converted.visibility,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Ilse Marangoni', visibility: 'public' });
    // Public on the server too: anyone can read it by username and slug.
    const { slug } = saved.json<{ slug: string }>();
    const me = (await browser.get('/api/user/me')).json<{ username: string }>();
    const visitor = await new Browser(t.app).get(`/api/resume/public/${me.username}/${slug}`);
    expect(visitor.statusCode).toBe(200);

    const plain = await browser.post('/api/resume/import', { data: converted.data, slug: 'no-flag' });
    expect(plain.json()).toMatchObject({ visibility: 'private' });
    const wrong = await browser.post('/api/resume/import', { data: converted.data, visibility: 'shared' });
    expect(wrong.statusCode).toBe(400);
  });

  it('saves the largest document an import may produce: what passed Validate is never refused here', async () => {
    // A LinkedIn export whose positions convert to just under the document limit ("R&D" grows to "R&amp;D";
    // the CSV stays under the 5 MB a file may have).
    const archive = async (rows: number) => {
      const zip = new JSZip();
      const description = 'R&D & Q&A & '.repeat(600);
      const lines = Array.from(
        { length: rows },
        (_, i) => `Firm ${i},Engineer,"${description}",Oslo,Jan 2020,`,
      );
      zip.file(
        'Positions.csv',
        `Company Name,Title,Description,Location,Started On,Finished On\n${lines.join('\n')}\n`,
      );
      return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    };
    const sizeOf = async (rows: number) => {
      const result = await linkedInImporter.parse(await archive(rows));
      return result.ok ? Buffer.byteLength(JSON.stringify(result.data)) : Number.POSITIVE_INFINITY;
    };
    const one = await sizeOf(1);
    const perRow = ((await sizeOf(11)) - one) / 10;
    let rows = Math.floor((maxImportedDocumentBytes - one) / perRow);
    while ((await sizeOf(rows + 1)) <= maxImportedDocumentBytes) rows += 1;

    const browser = await signedIn();
    const converted = await upload(
      browser,
      'linkedin-data-export-zip',
      'export.zip',
      Buffer.from(await archive(rows)),
    );
    expect(converted.statusCode).toBe(200);
    const { data } = converted.json<Converted>();
    const size = Buffer.byteLength(JSON.stringify(data));
    expect(size).toBeGreaterThan(maxImportedDocumentBytes - perRow - 1);
    expect(size).toBeLessThanOrEqual(maxImportedDocumentBytes);
    const saved = await browser.post('/api/resume/import', { data, title: 'Large export', slug: 'large' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: ResumeData }>().data.sections.experience.items).toHaveLength(rows);
    // The builder saves such a resume like any other: an edit of it is not refused for its size.
    const { id, version } = saved.json<{ id: string; version: number }>();
    const edited = { ...data, basics: { ...data.basics, headline: 'Edited after import' } };
    const autosaved = await browser.patch(`/api/resume/${id}`, { data: edited, version });
    expect(autosaved.statusCode, autosaved.body.slice(0, 200)).toBe(200);

    // One more position and the importer refuses it at Validate, with a clear message, before any save.
    const over = await upload(
      browser,
      'linkedin-data-export-zip',
      'export.zip',
      Buffer.from(await archive(rows + 1)),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      issues: [{ code: 'documentTooLarge', message: 'The converted resume would be larger than 8 MB.' }],
    });
    // And a body beyond the document and its envelope is refused by the route.
    const padded = { data, title: 'x'.repeat(importResumeBodyLimit) };
    expect((await browser.post('/api/resume/import', padded)).statusCode).toBe(413);
  }, 60_000);

  it('saves the converted document, titled with the person’s name', async () => {
    const browser = await signedIn();
    const converted = await upload(browser, 'json-resume-json', 'resume.json', JSON.stringify(jsonResume));
    const saved = await browser.post('/api/resume/import', { data: converted.json<Converted>().data });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Tomás Okafor', visibility: 'private' });
    const list = await browser.get('/api/resume');
    expect(list.json<{ title: string }[]>().map((resume) => resume.title)).toContain('Tomás Okafor');
  });

  it('validates the document again: an invalid one answers 400 with issues', async () => {
    const browser = await signedIn();
    const data = createSampleResumeData() as unknown as { basics: Record<string, unknown> };
    data.basics.email = 'not an email';
    const response = await browser.post('/api/resume/import', { data });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string }[] }>();
    expect(body.message).toBe('ValidationError');
    expect(body.issues.map((issue) => issue.path)).toContain('data.basics.email');
  });
});
