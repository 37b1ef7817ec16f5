// The letter API on a real database: blank and from-resume creation, ownership, versions, locks, sanitising,
// the design taken from a resume, and the Word file.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LetterDto, ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser, type TestAccount } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = async (): Promise<{ browser: Browser; account: TestAccount }> => {
  const browser = new Browser(t.app);
  return { browser, account: await registerUser(browser) };
};

const createLetter = async (browser: Browser, body: object = { title: 'Harbour Analytics' }) => {
  const response = await browser.post('/api/letter', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LetterDto>();
};

/** A resume with a header, a template and colours of its own, to take a letter from. */
const styledResume = async (browser: Browser): Promise<ResumeDto> => {
  const created = await browser.post('/api/resume', { title: 'Designer', slug: `designer-${Date.now()}` });
  expect(created.statusCode, created.body).toBe(200);
  const resume = created.json<ResumeDto>();
  const data = structuredClone(resume.data);
  data.basics = {
    ...data.basics,
    name: 'Mirela Stanek',
    headline: 'Product designer',
    phone: '+44 20 5555 0199',
  };
  data.metadata.template = 'azurill';
  data.metadata.theme.primary = '#0d9488';
  data.metadata.page.format = 'letter';
  const updated = await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
  expect(updated.statusCode, updated.body).toBe(200);
  return updated.json<ResumeDto>();
};

describe('POST /api/letter', () => {
  it('creates a blank letter signed with the owner, in its own default design', async () => {
    const { browser, account } = await signedIn();
    const letter = await createLetter(browser);
    expect(letter).toMatchObject({
      title: 'Harbour Analytics',
      version: 1,
      locked: false,
      userId: account.id,
    });
    expect(letter.data.sender).toMatchObject({ name: account.name, email: account.email });
    expect(letter.data.signature).toBe(account.name);
    expect(letter.data.closing).toBe('Sincerely,');
    expect(letter.data.design.fromResumeId).toBeNull();
    expect(letter.data.design.metadata.template).toBe('rhyhorn');
  });

  it('takes the header, contacts and design from one of the owner’s resumes', async () => {
    const { browser } = await signedIn();
    const resume = await styledResume(browser);
    const letter = await createLetter(browser, { title: 'To Lindqvist', fromResumeId: resume.id });
    expect(letter.data.sender).toMatchObject({
      name: 'Mirela Stanek',
      headline: 'Product designer',
      phone: '+44 20 5555 0199',
    });
    expect(letter.data.signature).toBe('Mirela Stanek');
    expect(letter.data.design.fromResumeId).toBe(resume.id);
    expect(letter.data.design.metadata).toMatchObject({ template: 'azurill', notes: '' });
  });

  it('answers ResumeNotFound for another user’s resume, and a validation error for a blank title', async () => {
    const { browser: owner } = await signedIn();
    const resume = await styledResume(owner);
    const { browser: other } = await signedIn();
    const taken = await other.post('/api/letter', { title: 'Mine now', fromResumeId: resume.id });
    expect(taken.json()).toEqual({ statusCode: 404, message: 'ResumeNotFound' });
    const blank = await other.post('/api/letter', { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('ValidationError');
    expect((await other.get('/api/letter')).json()).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    const guest = new Browser(t.app);
    expect((await guest.post('/api/letter', { title: 'x' })).json()).toMatchObject({ statusCode: 401 });
    expect((await guest.get('/api/letter')).statusCode).toBe(401);
  });
});

describe('GET, PATCH and DELETE /api/letter/{id}', () => {
  it('lists only the owner’s letters, newest change first; another user’s is LetterNotFound', async () => {
    const { browser } = await signedIn();
    const first = await createLetter(browser, { title: 'First' });
    const second = await createLetter(browser, { title: 'Second' });
    await browser.patch(`/api/letter/${first.id}`, { title: 'First, edited', version: first.version });
    const list = (await browser.get('/api/letter')).json<LetterDto[]>();
    expect(list.map((letter) => letter.title)).toEqual(['First, edited', 'Second']);
    expect(list.map((letter) => letter.id)).toEqual([first.id, second.id]);

    const { browser: other } = await signedIn();
    for (const response of [
      await other.get(`/api/letter/${first.id}`),
      await other.patch(`/api/letter/${first.id}`, { title: 'x', version: 2 }),
      await other.delete(`/api/letter/${first.id}`),
      await other.get(`/api/letter/${first.id}/export/docx`),
      await other.get('/api/letter/not-a-uuid'),
    ])
      expect(response.json()).toEqual({ statusCode: 404, message: 'LetterNotFound' });
  });

  it('saves with the version, sanitises the body, and answers a stale version 409 with the current letter', async () => {
    const { browser } = await signedIn();
    const letter = await createLetter(browser);
    const data = {
      ...letter.data,
      subject: 'Application',
      body: '<p>Hello <strong>team</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    };
    const saved = await browser.patch(`/api/letter/${letter.id}`, { data, version: letter.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<LetterDto>();
    expect(body.version).toBe(2);
    expect(body.data.subject).toBe('Application');
    expect(body.data.body).toContain('<strong>team</strong>');
    expect(body.data.body).not.toMatch(/script|onerror/);

    const stale = await browser.patch(`/api/letter/${letter.id}`, { title: 'Late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'LetterVersionConflict',
      current: { id: letter.id, version: 2 },
    });
    expect((await browser.get(`/api/letter/${letter.id}`)).json<LetterDto>().title).toBe('Harbour Analytics');
  });

  it('refuses a body longer than the limit with a validation error', async () => {
    const { browser } = await signedIn();
    const letter = await createLetter(browser);
    const response = await browser.patch(`/api/letter/${letter.id}`, {
      data: { ...letter.data, body: `<p>${'a'.repeat(50_001)}</p>` },
      version: letter.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ValidationError');
  });

  it('keeps a locked letter from changes and deletion until unlocked', async () => {
    const { browser } = await signedIn();
    const letter = await createLetter(browser);
    const locked = await browser.patch(`/api/letter/${letter.id}/lock`, { set: true });
    expect(locked.json<LetterDto>().locked).toBe(true);
    const edit = await browser.patch(`/api/letter/${letter.id}`, { title: 'x', version: letter.version });
    expect(edit.json()).toEqual({ statusCode: 403, message: 'LetterLocked' });
    expect((await browser.delete(`/api/letter/${letter.id}`)).json()).toEqual({
      statusCode: 403,
      message: 'LetterLocked',
    });
    await browser.patch(`/api/letter/${letter.id}/lock`, { set: false });
    expect((await browser.delete(`/api/letter/${letter.id}`)).statusCode).toBe(200);
    expect((await browser.get(`/api/letter/${letter.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/letter/{id}/export/docx', () => {
  const documentXml = async (bytes: Buffer) =>
    (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');

  it('answers a Word file named after the title, on the page size of the resume it follows', async () => {
    const { browser } = await signedIn();
    const resume = await styledResume(browser);
    const letter = await createLetter(browser, { title: 'To Lindqvist & Rowe', fromResumeId: resume.id });
    const saved = await browser.patch(`/api/letter/${letter.id}`, {
      data: { ...letter.data, recipient: { ...letter.data.recipient, company: 'Lindqvist & Rowe' } },
      version: letter.version,
    });
    expect(saved.statusCode).toBe(200);
    const response = await browser.get(`/api/letter/${letter.id}/export/docx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="to-lindqvist-rowe.docx"');
    const xml = await documentXml(response.rawPayload);
    expect(xml).toContain('Mirela Stanek');
    expect(xml).toContain('Lindqvist &amp; Rowe');
    // Letter (the resume's format): 216 mm wide.
    expect(xml).toMatch(/<w:pgSz w:w="12246"/);
  });

  it('falls back to the letter’s own design once the resume is gone', async () => {
    const { browser } = await signedIn();
    const resume = await styledResume(browser);
    const letter = await createLetter(browser, { title: 'Kept', fromResumeId: resume.id });
    const own = {
      ...letter.data.design.metadata,
      page: { ...letter.data.design.metadata.page, format: 'a4' },
    };
    const saved = await browser.patch(`/api/letter/${letter.id}`, {
      data: { ...letter.data, design: { ...letter.data.design, metadata: own } },
      version: letter.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const following = await documentXml(
      (await browser.get(`/api/letter/${letter.id}/export/docx`)).rawPayload,
    );
    expect(following).toMatch(/<w:pgSz w:w="12246"/);
    expect((await browser.delete(`/api/resume/${resume.id}`)).statusCode).toBe(200);
    const alone = await documentXml((await browser.get(`/api/letter/${letter.id}/export/docx`)).rawPayload);
    // A4: 210 mm wide.
    expect(alone).toMatch(/<w:pgSz w:w="11906"/);
  });

  it('refuses an unknown format with a validation error', async () => {
    const { browser } = await signedIn();
    const letter = await createLetter(browser);
    const response = await browser.get(`/api/letter/${letter.id}/export/markdown`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ValidationError');
  });
});
