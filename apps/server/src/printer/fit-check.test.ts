// Fit to pages and the parse-back check end to end, in the real Chromium, on both databases: the fitted PDF has
// the sheets asked for, the settings shrink in their order, versions and ownership hold, and the check reads the
// printed PDF back as an applicant tracking system would, naming what custom CSS hides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createId,
  createSampleResumeData,
  fitFloors,
  type ReadbackResponse,
  type ResumeData,
  type ResumeDto,
} from '@rb/schema';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { type TestApp } from '../../test/harness.ts';
import { createListeningTestApp, ensureArtboardBuilt } from '../../test/listening-app.ts';
import { pdfLines } from './readback.ts';

// 3195–3198 belong to this file; the two database projects run at the same time.
const APP_PORTS = [3195, 3196, 3197, 3198];

let t: TestApp;

beforeAll(async () => {
  ensureArtboardBuilt();
  t = await createListeningTestApp(APP_PORTS);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

async function signedIn(): Promise<Browser> {
  const browser = new Browser(t.app);
  await registerUser(browser);
  return browser;
}

async function createResume(browser: Browser, data: ResumeData): Promise<ResumeDto> {
  const created = await browser.post('/api/resume', {
    title: 'Fitted',
    slug: `fitted-${createId().slice(0, 8)}`,
  });
  expect(created.statusCode).toBe(200);
  const { id, version } = created.json<ResumeDto>();
  const updated = await browser.patch(`/api/resume/${id}`, { data, version });
  expect(updated.statusCode, updated.body).toBe(200);
  return updated.json<ResumeDto>();
}

async function printedPages(browser: Browser, id: string): Promise<number> {
  const printed = await browser.get(`/api/resume/print/${id}`);
  expect(printed.statusCode).toBe(200);
  const file = await browser.get(new URL(printed.json<{ url: string }>().url).pathname);
  return (await pdfLines(file.rawPayload)).length;
}

describe('POST /api/resume/:id/fit', () => {
  it('fits a two-page resume to one page, spacing and margins first, and the PDF has one page', async () => {
    const browser = await signedIn();
    const data = createSampleResumeData();
    data.metadata.template = 'rhyhorn';
    // The sample without its later sections: a little over one page.
    for (const key of ['projects', 'volunteer', 'references', 'publications', 'awards'] as const)
      data.sections[key].visible = false;
    const resume = await createResume(browser, data);
    expect(await printedPages(browser, resume.id)).toBeGreaterThan(1);

    const fitted = await browser.post(`/api/resume/${resume.id}/fit`, { pages: 1, version: resume.version });
    expect(fitted.statusCode, fitted.body).toBe(200);
    const after = fitted.json<ResumeDto>();
    expect(after.version).toBe(resume.version + 1);
    const { page, typography } = after.data.metadata;
    expect(page.spacing).toBeLessThan(1);
    expect(typography.font.size).toBeGreaterThanOrEqual(fitFloors.fontSize);
    // The type gives way last: it shrank only because everything else reached its floor.
    if (typography.font.size < data.metadata.typography.font.size) {
      expect(page.spacing).toBe(fitFloors.spacing);
      expect(page.margin).toBe(fitFloors.margin);
      expect(typography.lineHeight).toBe(fitFloors.lineHeight);
    }
    // Everything else is the document as it was, notes included.
    expect(after.data.sections).toEqual(resume.data.sections);
    expect(after.data.metadata.notes).toBe(resume.data.metadata.notes);
    expect(await printedPages(browser, resume.id)).toBe(1);
    // The document before the fit is in the history.
    const history = await browser.get(`/api/resume/${resume.id}/history`);
    const [snapshot] = history.json<{ items: { id: string; reason: string }[] }>().items;
    expect(snapshot?.reason).toBe('fit');
    const kept = await browser.get(`/api/resume/${resume.id}/history/${snapshot!.id}`);
    expect(kept.json<{ data: ResumeDto['data'] }>().data.metadata.page.spacing).toBe(
      data.metadata.page.spacing,
    );
  }, 120_000);

  it('leaves a resume that already fits unchanged, at the same version', async () => {
    const browser = await signedIn();
    const resume = await createResume(browser, createSampleResumeData());
    const fitted = await browser.post(`/api/resume/${resume.id}/fit`, { pages: 5, version: resume.version });
    expect(fitted.statusCode).toBe(200);
    expect(fitted.json<ResumeDto>().version).toBe(resume.version);
  }, 60_000);

  it('answers ResumeCannotFit with the sheets still needed when even the floors do not fit', async () => {
    const browser = await signedIn();
    const data = createSampleResumeData();
    const [first] = data.sections.experience.items;
    data.sections.experience.items = Array.from({ length: 40 }, () => ({ ...first!, id: createId() }));
    const resume = await createResume(browser, data);
    const fitted = await browser.post(`/api/resume/${resume.id}/fit`, { pages: 1, version: resume.version });
    expect(fitted.statusCode).toBe(422);
    const body = fitted.json<{ message: string; pages: number; over: number }>();
    expect(body.message).toBe('ResumeCannotFit');
    expect(body.pages).toBeGreaterThan(1);
    // How much is over, in pages: more than a page's worth with 40 jobs, at most the extra sheets it needs.
    expect(body.over).toBeGreaterThan(1);
    expect(body.over).toBeLessThanOrEqual(body.pages - 1);
  }, 120_000);

  it('keeps the version rules and the owner rule of updates', async () => {
    const browser = await signedIn();
    const resume = await createResume(browser, createSampleResumeData());
    const stale = await browser.post(`/api/resume/${resume.id}/fit`, {
      pages: 1,
      version: resume.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe('ResumeVersionConflict');
    const stranger = await signedIn();
    const theirs = await stranger.post(`/api/resume/${resume.id}/fit`, { pages: 1, version: resume.version });
    expect(theirs.statusCode).toBe(404);
    const invalid = await browser.post(`/api/resume/${resume.id}/fit`, { pages: 0, version: resume.version });
    expect(invalid.statusCode).toBe(400);
    const anonymous = await new Browser(t.app).post(`/api/resume/${resume.id}/fit`, { pages: 1, version: 1 });
    expect(anonymous.statusCode).toBe(401);
  }, 60_000);
});

describe('GET /api/resume/:id/check', () => {
  it('reads back every field of the sample, with the page it is on', async () => {
    const browser = await signedIn();
    const resume = await createResume(browser, createSampleResumeData());
    const check = await browser.get(`/api/resume/${resume.id}/check`);
    expect(check.statusCode, check.body).toBe(200);
    const body = check.json<ReadbackResponse>();
    expect(body.fields.filter((field) => !field.found)).toEqual([]);
    expect(body.score).toBe(1);
    const paths = body.fields.map((field) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'basics.name',
        'basics.email',
        'basics.phone',
        'sections.experience.name',
        'sections.experience.items.0.company',
        'sections.experience.items.0.position',
        'sections.experience.items.0.date',
        'sections.education.items.0.institution',
      ]),
    );
    expect(body.fields.find((field) => field.path === 'basics.name')?.page).toBe(1);
  }, 60_000);

  it('scores below 1 and names the email when custom CSS hides it', async () => {
    const browser = await signedIn();
    const data = createSampleResumeData();
    data.metadata.css = { visible: true, value: 'a[href^="mailto:"] { display: none; }' };
    const resume = await createResume(browser, data);
    const body = (await browser.get(`/api/resume/${resume.id}/check`)).json<ReadbackResponse>();
    expect(body.score).toBeLessThan(1);
    expect(body.fields.filter((field) => !field.found)).toEqual([
      { path: 'basics.email', text: data.basics.email, found: false, page: null, reason: 'customCss' },
    ]);
  }, 60_000);

  it('is the owner’s only', async () => {
    const browser = await signedIn();
    const resume = await createResume(browser, createSampleResumeData());
    await browser.patch(`/api/resume/${resume.id}`, { visibility: 'public', version: resume.version });
    const stranger = await signedIn();
    expect((await stranger.get(`/api/resume/${resume.id}/check`)).statusCode).toBe(404);
    expect((await new Browser(t.app).get(`/api/resume/${resume.id}/check`)).statusCode).toBe(401);
  }, 60_000);
});
