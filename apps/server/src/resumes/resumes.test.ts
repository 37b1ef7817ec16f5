// The Resume API on a real database: ownership, slugs, versions, locks, sanitising, public view.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleResumeData, type ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser, signIn, type TestAccount } from '../../test/auth-helpers.ts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { features } from '../features.ts';
import { countDownload } from '../statistics/count-request.ts';
import { createResumesRoutes } from './resumes.routes.ts';
import { eq } from 'drizzle-orm';
import { resumes } from '../db/schema.ts';
import type { FeatureOptions } from '../deps.ts';

let clock = new Date('2026-03-10T12:00:00Z');
let t: TestApp;

/** What the printer does after a successful print, without printing: count a download by this request. */
const downloadProbe: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  app.get(
    '/resume/probe-download/:id',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request) => {
      const [resume] = await deps.db
        .select({ id: resumes.id, userId: resumes.userId })
        .from(resumes)
        .where(eq(resumes.id, request.params.id));
      return { counted: await countDownload(deps, request, resume!, clock) };
    },
  );
};

beforeAll(async () => {
  t = await createTestApp({
    features: [
      ...features.map((feature) =>
        feature.name === 'resumes'
          ? { ...feature, plugin: createResumesRoutes({ now: () => clock }) }
          : feature,
      ),
      { name: 'download-probe', plugin: downloadProbe },
    ],
  });
});
afterAll(() => t.close());

const signedIn = async (): Promise<{ browser: Browser; account: TestAccount }> => {
  const browser = new Browser(t.app);
  return { browser, account: await registerUser(browser) };
};

const create = async (browser: Browser, title = 'My resume', slug = title) => {
  const response = await browser.post('/api/resume', { title, slug, visibility: 'private' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResumeDto>();
};

const patch = (browser: Browser, id: string, body: object) => browser.patch(`/api/resume/${id}`, body);

describe('POST /api/resume', () => {
  it('creates a private resume with the owner in basics and a kebab-cased slug', async () => {
    const { browser, account } = await signedIn();
    const resume = await create(browser, 'Software Engineer', 'Software Engineer 2026');
    expect(resume).toMatchObject({
      title: 'Software Engineer',
      slug: 'software-engineer-2026',
      visibility: 'private',
      locked: false,
      version: 1,
      userId: account.id,
    });
    expect(resume.data.basics.name).toBe(account.name);
    expect(resume.data.basics.email).toBe(account.email);
    expect(resume.data.metadata.template).toBe('rhyhorn');
  });

  it('refuses a slug the user already has with 409 ResumeSlugAlreadyExists, but not another user’s', async () => {
    const { browser } = await signedIn();
    await create(browser, 'One', 'shared-slug');
    const again = await browser.post('/api/resume', { title: 'Two', slug: 'Shared Slug' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, message: 'ResumeSlugAlreadyExists' });
    const other = await signedIn();
    expect((await create(other.browser, 'Three', 'shared-slug')).slug).toBe('shared-slug');
  });

  it('copies the owner’s picture into the new resume', async () => {
    const { browser } = await signedIn();
    const picture = 'https://example.com/avatar.webp';
    expect((await browser.patch('/api/user/me', { picture })).statusCode).toBe(200);
    expect((await create(browser, 'With picture')).data.basics.picture.url).toBe(picture);
    expect((await browser.patch('/api/user/me', { picture: '' })).statusCode).toBe(200);
    expect((await create(browser, 'Without picture')).data.basics.picture.url).toBe('');
  });

  it('creates a sample resume in one call, under the first free slug', async () => {
    const { browser, account } = await signedIn();
    await create(browser, 'Taken', 'brave-amber-falcon');
    const sample = await browser.post('/api/resume', {
      title: 'Brave Amber Falcon',
      slug: 'brave-amber-falcon',
      visibility: 'private',
      sample: true,
    });
    expect(sample.statusCode, sample.body).toBe(200);
    const resume = sample.json<ResumeDto>();
    expect(resume).toMatchObject({ title: 'Brave Amber Falcon', slug: 'brave-amber-falcon-2', version: 1 });
    // The sample document, not the owner's details.
    expect(resume.data.basics.name).toBe(createSampleResumeData().basics.name);
    expect(resume.data.basics.name).not.toBe(account.name);
    expect(resume.data.sections.experience.items.length).toBeGreaterThan(0);
    const again = await browser.post('/api/resume', {
      title: 'Brave Amber Falcon',
      slug: 'brave-amber-falcon',
      sample: true,
    });
    expect(again.json<ResumeDto>().slug).toBe('brave-amber-falcon-3');
    const slugs = (await browser.get('/api/resume')).json<ResumeDto[]>().map((item) => item.slug);
    expect(slugs.sort()).toEqual(['brave-amber-falcon', 'brave-amber-falcon-2', 'brave-amber-falcon-3']);
  });

  it('answers 400 for a slug with no letters, and 401 for a guest', async () => {
    const { browser } = await signedIn();
    const bad = await browser.post('/api/resume', { title: 'x', slug: '---' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('ValidationError');
    const guest = await new Browser(t.app).post('/api/resume', { title: 'x', slug: 'x' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('GET /api/resume', () => {
  it('lists only the user’s resumes, most recently updated first', async () => {
    const { browser } = await signedIn();
    const first = await create(browser, 'First');
    const second = await create(browser, 'Second');
    await create((await signedIn()).browser, 'Not mine');
    expect((await patch(browser, first.id, { title: 'First, edited', version: 1 })).statusCode).toBe(200);
    const list = (await browser.get('/api/resume')).json<ResumeDto[]>();
    expect(list.map((resume) => resume.id)).toEqual([first.id, second.id]);
  });
});

describe('ownership', () => {
  it('answers every resume route for another user’s resume exactly like a missing one', async () => {
    const owner = await signedIn();
    const resume = await create(owner.browser, 'Private');
    const intruder = (await signedIn()).browser;
    const missing = '00000000-0000-4000-8000-000000000000';
    const calls = (id: string) => [
      () => intruder.get(`/api/resume/${id}`),
      () => intruder.patch(`/api/resume/${id}`, { title: 'Mine now', version: 1 }),
      () => intruder.delete(`/api/resume/${id}`),
      () => intruder.patch(`/api/resume/${id}/lock`, { set: true }),
      () => intruder.post(`/api/resume/${id}/duplicate`, {}),
      () => intruder.get(`/api/resume/${id}/statistics`),
    ];
    for (const id of [resume.id, missing, 'not-a-uuid']) {
      for (const call of calls(id)) {
        const response = await call();
        expect(response.statusCode, `${response.body} for ${id}`).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, message: 'ResumeNotFound' });
      }
    }
    const stored = (await owner.browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>();
    expect(stored).toMatchObject({ title: 'Private', locked: false, version: 1 });
  });
});

describe('PATCH /api/resume/:id', () => {
  it('applies changes and bumps the version', async () => {
    const { browser } = await signedIn();
    const resume = await create(browser);
    const data = { ...resume.data, basics: { ...resume.data.basics, headline: 'Engineer' } };
    const response = await patch(browser, resume.id, {
      title: 'Renamed',
      slug: 'Renamed Resume',
      visibility: 'public',
      data,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Renamed',
      slug: 'renamed-resume',
      visibility: 'public',
      version: 2,
    });
    expect(response.json<ResumeDto>().data.basics.headline).toBe('Engineer');
  });

  it('answers the second of two edits from the same version with 409 and the stored resume', async () => {
    const { browser } = await signedIn();
    const resume = await create(browser);
    const first = await patch(browser, resume.id, { title: 'From tab one', version: 1 });
    expect(first.statusCode).toBe(200);
    const second = await patch(browser, resume.id, { title: 'From tab two', version: 1 });
    expect(second.statusCode).toBe(409);
    const body = second.json<{ message: string; current: ResumeDto }>();
    expect(body.message).toBe('ResumeVersionConflict');
    expect(body.current).toMatchObject({ id: resume.id, title: 'From tab one', version: 2 });
    expect((await browser.get(`/api/resume/${resume.id}`)).json()).toMatchObject({ title: 'From tab one' });
  });

  it('lets only one of two simultaneous edits from the same version win', async () => {
    const { browser } = await signedIn();
    const resume = await create(browser);
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((title) => patch(browser, resume.id, { title, version: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a slug taken by another of the user’s resumes', async () => {
    const { browser } = await signedIn();
    await create(browser, 'A', 'taken');
    const b = await create(browser, 'B', 'free');
    const response = await patch(browser, b.id, { slug: 'taken', version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('ResumeSlugAlreadyExists');
  });

  it('validates the document and sanitises its rich text on save', async () => {
    const { browser } = await signedIn();
    const resume = await create(browser);
    const invalid = await patch(browser, resume.id, {
      data: { ...resume.data, basics: { ...resume.data.basics, email: 'not an email' } },
      version: 1,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('ValidationError');

    const data = createSampleResumeData();
    data.sections.summary.content = '<p onclick="steal()">Hi<script>alert(1)</script></p>';
    data.sections.experience.items[0]!.summary =
      '<p>Led <a href="javascript:alert(1)">team</a><img src=x onerror="alert(2)"></p>';
    data.metadata.notes = '<iframe src="https://evil.example"></iframe><p>private</p>';
    const saved = (await patch(browser, resume.id, { data, version: 1 })).json<ResumeDto>();
    const stored = JSON.stringify((await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>().data);
    for (const text of [JSON.stringify(saved.data), stored]) {
      expect(text).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img/i);
    }
    expect(saved.data.sections.summary.content).toBe('<p>Hi</p>');
    expect(saved.data.sections.experience.items[0]!.summary).toContain('Led');
    expect(saved.data.metadata.notes).toBe('<p>private</p>');
  });
});

describe('locking', () => {
  it('refuses edits and deletion of a locked resume until it is unlocked', async () => {
    const { browser } = await signedIn();
    const resume = await create(browser);
    const locked = await browser.patch(`/api/resume/${resume.id}/lock`, { set: true });
    expect(locked.json()).toMatchObject({ locked: true, version: 1 });

    const edit = await patch(browser, resume.id, { title: 'Nope', version: 1 });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ statusCode: 403, message: 'ResumeLocked' });
    const removal = await browser.delete(`/api/resume/${resume.id}`);
    expect(removal.json()).toEqual({ statusCode: 403, message: 'ResumeLocked' });

    const unlocked = await browser.patch(`/api/resume/${resume.id}/lock`, { set: false });
    expect(unlocked.json()).toMatchObject({ locked: false });
    expect((await patch(browser, resume.id, { title: 'Yes', version: 1 })).statusCode).toBe(200);
    expect((await browser.delete(`/api/resume/${resume.id}`)).statusCode).toBe(200);
    expect((await browser.get(`/api/resume/${resume.id}`)).statusCode).toBe(404);
  });

  it('still duplicates a locked resume, and the copy is unlocked', async () => {
    const { browser } = await signedIn();
    const resume = await create(browser, 'Locked original');
    await browser.patch(`/api/resume/${resume.id}/lock`, { set: true });
    const copy = (await browser.post(`/api/resume/${resume.id}/duplicate`, {})).json<ResumeDto>();
    expect(copy).toMatchObject({ title: 'Locked original (Copy)', locked: false });
  });
});

describe('POST /api/resume/:id/duplicate', () => {
  it('copies the document with “ (Copy)” and a unique “-copy” slug', async () => {
    const { browser } = await signedIn();
    const source = await create(browser, 'Designer', 'designer');
    await patch(browser, source.id, { visibility: 'public', version: 1 });
    const slugs: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const copy = (await browser.post(`/api/resume/${source.id}/duplicate`, {})).json<ResumeDto>();
      expect(copy.title).toBe('Designer (Copy)');
      expect(copy.visibility).toBe('private');
      expect(copy.id).not.toBe(source.id);
      expect(copy.data).toEqual(source.data);
      slugs.push(copy.slug);
    }
    expect(slugs).toEqual(['designer-copy', 'designer-copy-2', 'designer-copy-3']);
    const named = await browser.post(`/api/resume/${source.id}/duplicate`, { title: 'Other', slug: 'Other' });
    expect(named.json()).toMatchObject({ title: 'Other', slug: 'other' });
  });
});

describe('POST /api/resume/import', () => {
  it('stores a full document, naming it after the person, with a free slug', async () => {
    const { browser } = await signedIn();
    const data = createSampleResumeData();
    data.sections.summary.content = '<p>ok</p><script>bad()</script>';
    const first = (await browser.post('/api/resume/import', { data })).json<ResumeDto>();
    expect(first.title).toBe(data.basics.name);
    expect(first.data.sections.summary.content).toBe('<p>ok</p>');
    const second = (await browser.post('/api/resume/import', { data })).json<ResumeDto>();
    expect(second.slug).toBe(`${first.slug}-2`);

    const blank = createSampleResumeData();
    blank.basics.name = '';
    const unnamed = (await browser.post('/api/resume/import', { data: blank })).json<ResumeDto>();
    expect(unnamed).toMatchObject({ title: 'Imported resume', slug: 'imported-resume' });
    const given = await browser.post('/api/resume/import', { data, title: 'Given', slug: 'Given Slug' });
    expect(given.json()).toMatchObject({ title: 'Given', slug: 'given-slug' });
  });

  it('refuses a document that is not valid', async () => {
    const { browser } = await signedIn();
    const response = await browser.post('/api/resume/import', { data: { basics: { email: 'nope' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ValidationError');
  });
});

describe('public resumes and statistics', () => {
  const publish = async () => {
    const owner = await signedIn();
    const resume = await create(owner.browser, 'Public one', 'public-one');
    const data = structuredClone(resume.data);
    data.metadata.notes = '<p>Secret note about salary</p>';
    const saved = await patch(owner.browser, resume.id, { data, visibility: 'public', version: 1 });
    expect(saved.statusCode).toBe(200);
    return { ...owner, resume };
  };
  const stats = async (browser: Browser, id: string) =>
    (await browser.get(`/api/resume/${id}/statistics`)).json<{
      views: number;
      downloads: number;
      daily: { date: string; views: number }[];
    }>();

  it('shows a public resume to anyone without its notes, and hides private ones', async () => {
    const { browser, account, resume } = await publish();
    const url = `/api/resume/public/${account.username}/public-one`;
    for (const viewer of [new Browser(t.app), browser]) {
      const response = await viewer.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Secret note');
      expect(response.json().data.metadata).not.toHaveProperty('notes');
      expect(response.json()).toMatchObject({ id: resume.id, user: { username: account.username } });
      // Only what the page shows: no owner id, lock state, version or dates.
      expect(Object.keys(response.json()).sort()).toEqual(['data', 'id', 'title', 'user']);
    }
    await patch(browser, resume.id, { visibility: 'private', version: 2 });
    const hidden = await new Browser(t.app).get(url);
    expect(hidden.json()).toEqual({ statusCode: 404, message: 'ResumeNotFound' });
    const wrong = await new Browser(t.app).get(`/api/resume/public/${account.username}/nothing`);
    expect(wrong.statusCode).toBe(404);
  });

  it("shows every change of a public resume and of its owner's name on the next view", async () => {
    // The answer is remembered by what it shows (docs/decisions/0030-hot-path-statements-and-answers.md).
    const { browser, account, resume } = await publish();
    const url = `/api/resume/public/${account.username}/public-one`;
    const visitor = new Browser(t.app, '203.0.113.60');
    const view = async () => (await visitor.get(url)).json<ResumeDto & { user: { name: string } }>();
    expect((await view()).title).toBe('Public one');

    const data = structuredClone(resume.data);
    data.sections.summary.content = '<p>Changed once</p>';
    expect((await patch(browser, resume.id, { data, version: 2 })).statusCode).toBe(200);
    expect((await view()).data.sections.summary.content).toBe('<p>Changed once</p>');
    expect((await patch(browser, resume.id, { title: 'Renamed', version: 3 })).statusCode).toBe(200);
    expect((await view()).title).toBe('Renamed');
    expect((await browser.patch('/api/user/me', { name: 'Another Name' })).statusCode).toBe(200);
    expect((await view()).user.name).toBe('Another Name');
    // The same answer twice is the same text, and its compressed bytes (kept once made) are that text too.
    const plain = (await visitor.get(url)).body;
    expect((await visitor.get(url)).body).toBe(plain);
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let time = 0; time < 2; time += 1) {
        const compressed = await visitor.request({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(decompress(compressed.rawPayload).toString('utf8')).toBe(plain);
      }
    }
    expect((await patch(browser, resume.id, { visibility: 'private', version: 4 })).statusCode).toBe(200);
    expect((await visitor.get(url)).statusCode).toBe(404);
  });

  it('counts a visitor once per 30 minutes and never counts the owner', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { browser, account, resume } = await publish();
    const url = `/api/resume/public/${account.username}/public-one`;
    const visitor = new Browser(t.app, '203.0.113.7');
    await visitor.get(url);
    await browser.get(url);
    await browser.get(url);
    expect(await stats(browser, resume.id)).toMatchObject({ views: 1, downloads: 0 });

    clock = new Date('2026-03-10T12:29:00Z');
    await visitor.get(url);
    expect((await stats(browser, resume.id)).views).toBe(1);

    await new Browser(t.app, '203.0.113.8').get(url);
    expect((await stats(browser, resume.id)).views).toBe(2);
    // Same address, another browser: a different visitor.
    await visitor.request({ method: 'GET', url, headers: { 'user-agent': 'Other/1.0' } });
    expect((await stats(browser, resume.id)).views).toBe(3);

    clock = new Date('2026-03-10T12:31:00Z');
    await visitor.get(url);
    const after = await stats(browser, resume.id);
    expect(after.views).toBe(4);
    expect(after.daily).toEqual([{ date: '2026-03-10', views: 4, downloads: 0 }]);
  });

  it('never counts the owner whose access token has expired: the session alone recognises them', async () => {
    clock = new Date('2026-03-11T09:00:00Z');
    const { browser, account, resume } = await publish();
    const url = `/api/resume/public/${account.username}/public-one`;
    // The access cookie is gone (expired after 15 minutes); the refresh and viewer cookies remain.
    browser.cookies.delete('Authentication');
    const refreshToken = browser.cookies.get('Refresh')!.value;
    const viewed = await browser.get(url);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['set-cookie']).toBeUndefined();
    expect((await browser.get(`/api/resume/probe-download/${resume.id}`)).json()).toEqual({ counted: false });
    // Nothing was rotated: the same refresh token still signs the browser in again.
    expect(browser.cookies.get('Refresh')!.value).toBe(refreshToken);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(200);
    expect(await stats(browser, resume.id)).toMatchObject({ views: 0, downloads: 0 });

    // Someone else still counts, once.
    const visitor = new Browser(t.app, '203.0.113.20');
    await visitor.get(url);
    expect((await visitor.get(`/api/resume/probe-download/${resume.id}`)).json()).toEqual({ counted: true });
    expect(await stats(browser, resume.id)).toMatchObject({ views: 1, downloads: 1 });
  });

  it('recognises nobody from a forged or signed-out viewer cookie', async () => {
    clock = new Date('2026-03-12T09:00:00Z');
    const { browser, account, resume } = await publish();
    const url = `/api/resume/public/${account.username}/public-one`;
    const viewer = browser.cookies.get('Viewer')!;
    expect(viewer.path).toBe('/api/resume');
    // Another browser holding the owner's ids without the signature is a visitor like any other.
    const forger = new Browser(t.app, '203.0.113.30');
    forger.cookies.set('Viewer', { value: viewer.value.replace(/\.[^.]+$/, '.forged'), path: '/api/resume' });
    await forger.get(url);
    expect((await stats(browser, resume.id)).views).toBe(1);
    // After logout the session is over: the copied cookie no longer names the owner.
    const copy = browser.clone();
    copy.cookies.delete('Authentication');
    expect((await browser.post('/api/auth/logout')).statusCode).toBe(200);
    expect(browser.cookies.has('Viewer')).toBe(false);
    await copy.request({ method: 'GET', url, headers: { 'user-agent': 'Copied/1.0' } });
    const owner = await signIn(t.app, account.username, account.password);
    expect((await stats(owner, resume.id)).views).toBe(2);
  });

  it('sets no cookie for visitors of the public and print routes', async () => {
    const { account } = await publish();
    const visitor = new Browser(t.app, '203.0.113.40');
    const responses = [
      await visitor.get(`/api/resume/public/${account.username}/public-one`),
      await visitor.get(`/api/resume/public/${account.username}/missing`),
      await visitor.get('/api/resume/print/00000000-0000-4000-8000-000000000000'),
      await visitor.get('/api/resume/print/00000000-0000-4000-8000-000000000000/preview'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 404, 404, 404]);
    for (const response of responses) expect(response.headers['set-cookie']).toBeUndefined();
    expect(visitor.cookies.size).toBe(0);
  });

  it('shows statistics to the owner only', async () => {
    const { resume } = await publish();
    const other = (await signedIn()).browser;
    expect((await other.get(`/api/resume/${resume.id}/statistics`)).statusCode).toBe(404);
    expect((await new Browser(t.app).get(`/api/resume/${resume.id}/statistics`)).statusCode).toBe(401);
  });
});
