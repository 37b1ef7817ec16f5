// GET /api/resume/:id/export/:format: the resume as a Word, Markdown, text or JSON file, under the printer's
// access rule, counting downloads by anybody but the owner.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId, createSampleResumeData, type ResumeData } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Created = { id: string; version: number; slug: string };

async function createResume(browser: Browser, data: ResumeData): Promise<Created> {
  const slug = `exported-${createId().slice(0, 8)}`;
  const created = await browser.post('/api/resume', { title: 'Exported', slug, visibility: 'private' });
  expect(created.statusCode).toBe(200);
  const { id, version } = created.json<Created>();
  const updated = await browser.patch(`/api/resume/${id}`, { data, version });
  expect(updated.statusCode, updated.body).toBe(200);
  return { id, slug, version: updated.json<Created>().version };
}

const signedIn = async () => {
  const browser = new Browser(t.app);
  await registerUser(browser);
  return browser;
};

describe('GET /api/resume/:id/export/:format', () => {
  it('answers each format with its type, an attachment named after the slug, and the content', async () => {
    const owner = await signedIn();
    const data = createSampleResumeData();
    data.sections.experience.items[1]!.visible = false;
    const { id, slug } = await createResume(owner, data);

    const cases = [
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'],
      ['markdown', 'text/markdown; charset=utf-8', '.md'],
      ['text', 'text/plain; charset=utf-8', '.txt'],
      ['json-resume', 'application/json; charset=utf-8', '.resume.json'],
      ['json', 'application/json; charset=utf-8', '.json'],
    ] as const;
    for (const [format, type, extension] of cases) {
      const response = await owner.get(`/api/resume/${id}/export/${format}`);
      expect(response.statusCode, `${format}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${slug}${extension}"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }

    const docx = (await owner.get(`/api/resume/${id}/export/docx`)).rawPayload;
    const document = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');
    expect(document).toContain('Ilse Varga-Moreno');
    expect(document).toContain('Tidewater Logistics');
    // The hidden item stays out of every document format.
    expect(document).not.toContain('Brightleaf Studio');
    const markdown = (await owner.get(`/api/resume/${id}/export/markdown`)).body;
    expect(markdown).toMatch(/^# Ilse Varga-Moreno\n/);
    expect(markdown).not.toContain('Brightleaf Studio');
    const text = (await owner.get(`/api/resume/${id}/export/text`)).body;
    expect(text).toContain('EXPERIENCE');
    expect(text).not.toContain('Brightleaf Studio');
    // The owner's own JSON is the whole document, private notes included.
    const native = (await owner.get(`/api/resume/${id}/export/json`)).json<ResumeData>();
    expect(native).toEqual(data);
    const jsonResume = (await owner.get(`/api/resume/${id}/export/json-resume`)).json<{
      basics: { name: string; image: string };
    }>();
    expect(jsonResume.basics.name).toBe('Ilse Varga-Moreno');
    expect(jsonResume.basics.image).toBe('http://localhost:3000/sample/picture.svg');
  });

  it('refuses an unknown format and an unknown resume with coded errors', async () => {
    const owner = await signedIn();
    const { id } = await createResume(owner, createSampleResumeData());
    const wrong = await owner.get(`/api/resume/${id}/export/pdf`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ statusCode: 400, message: 'ValidationError' });
    const missing = await owner.get(`/api/resume/${createId()}/export/docx`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'ResumeNotFound' });
  });

  it('serves a private resume to its owner only; a public one to anybody, counting their downloads', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const guest = new Browser(t.app);
    const { id, version } = await createResume(owner, createSampleResumeData());

    for (const browser of [other, guest]) {
      const response = await browser.get(`/api/resume/${id}/export/markdown`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'ResumeNotFound' });
    }
    const downloads = async () =>
      (await owner.get(`/api/resume/${id}/statistics`)).json<{ downloads: number }>().downloads;
    expect(await downloads()).toBe(0);

    expect((await owner.patch(`/api/resume/${id}`, { visibility: 'public', version })).statusCode).toBe(200);
    const byGuest = await guest.get(`/api/resume/${id}/export/docx`);
    expect(byGuest.statusCode).toBe(200);
    expect(byGuest.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await other.get(`/api/resume/${id}/export/text`)).statusCode).toBe(200);
    expect(await downloads()).toBe(2);
    // The owner's own exports are not counted.
    await owner.get(`/api/resume/${id}/export/docx`);
    expect(await downloads()).toBe(2);
    // Anybody else's JSON leaves out the owner's private notes.
    const copy = (await guest.get(`/api/resume/${id}/export/json`)).json<ResumeData>();
    expect(copy.metadata.notes).toBe('');
    expect(copy.basics.name).toBe('Ilse Varga-Moreno');
  });
});
