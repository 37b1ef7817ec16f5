// Share links on a real database and in the real Chromium: the owner creates, lists and revokes them (also with an
// API key); a visitor reads a private resume through one, gives its password first when it has one (rate limited,
// stored hashed), downloads its PDF; an expired, revoked or made-up link is one and the same 404; and each link
// counts its own views and downloads within the resume's statistics.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSampleResumeData,
  resumeLinkLimits,
  type CreatedApiKeyDto,
  type ResumeDto,
  type ResumeLinkDto,
  type StatisticsDto,
} from '@rb/schema';
import { repoRoot } from '../config.ts';
import { shareLinks } from '../db/schema.ts';
import { features } from '../features.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createLinksRoutes } from './links.routes.ts';
import { findSharedDocument } from './links.service.ts';
import { depsOf } from '../app.ts';

// Set aside for this file; the two database projects run at the same time.
const APP_PORTS = [3315, 3316, 3317, 3318];

let clock = new Date('2026-03-10T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  if (!existsSync(path.join(repoRoot, 'apps/artboard/dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/artboard'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('The artboard could not be built');
  }
  // Printing needs the app on a port: the print pages load the artboard from it.
  for (const port of APP_PORTS) {
    const candidate = await createTestApp({
      env: { PORT: String(port) },
      features: features.map((feature) =>
        feature.name === 'links' ? { ...feature, plugin: createLinksRoutes({ now: () => clock }) } : feature,
      ),
    });
    try {
      await candidate.app.listen({ port, host: '127.0.0.1' });
      t = candidate;
      return;
    } catch (error) {
      await candidate.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port among ${APP_PORTS.join(', ')}`);
}, 180_000);
afterAll(() => t?.close());

const owner = async (visibility: 'private' | 'public' = 'private') => {
  const browser = new Browser(t.app);
  const account = await registerUser(browser);
  const data = createSampleResumeData();
  data.basics.name = 'Wren Okonkwo-Lind';
  data.metadata.notes = 'Only for me: salary floor';
  const created = await browser.post('/api/resume', { title: 'Shared', slug: 'shared', visibility });
  expect(created.statusCode, created.body).toBe(200);
  const resume = created.json<ResumeDto>();
  const saved = await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
  expect(saved.statusCode, saved.body).toBe(200);
  return { browser, account, resume };
};

const createLink = async (browser: Browser, resumeId: string, body: object) => {
  const response = await browser.post(`/api/resume/${resumeId}/links`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResumeLinkDto>();
};

const tokenOf = (link: ResumeLinkDto) => new URL(link.url).pathname.replace('/s/', '');
const api = (link: ResumeLinkDto, rest = '') => `/api/resume/link/${tokenOf(link)}${rest}`;
const statisticsOf = async (browser: Browser, id: string) =>
  (await browser.get(`/api/resume/${id}/statistics`)).json<StatisticsDto>();

describe('the owner’s links', () => {
  it('creates a link with an unguessable token, lists it and revokes it', async () => {
    const { browser, resume } = await owner();
    const link = await createLink(browser, resume.id, { label: '  Recruiter at Fennick  ' });
    expect(link).toMatchObject({ label: 'Recruiter at Fennick', hasPassword: false, expiresAt: null });
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/s\/[A-Za-z0-9_-]+$/);
    // At least 128 bits: 24 random bytes are 32 base64url characters.
    expect(tokenOf(link)).toHaveLength(32);
    const other = await createLink(browser, resume.id, {
      label: 'Panel',
      password: 'open-sesame',
      expiresAt: '2026-04-01T00:00:00.000Z',
    });
    expect(other).toMatchObject({ hasPassword: true, expiresAt: '2026-04-01T00:00:00.000Z' });
    expect(tokenOf(other)).not.toBe(tokenOf(link));

    const list = await browser.get(`/api/resume/${resume.id}/links`);
    expect(list.json<ResumeLinkDto[]>().map((each) => each.label)).toEqual(['Recruiter at Fennick', 'Panel']);
    // The list shows the address again, to be copied.
    expect(list.json<ResumeLinkDto[]>()[0]!.url).toBe(link.url);

    expect((await browser.delete(`/api/resume/${resume.id}/links/${link.id}`)).statusCode).toBe(200);
    const again = await browser.delete(`/api/resume/${resume.id}/links/${link.id}`);
    expect(again.json()).toEqual({ statusCode: 404, message: 'NotFound' });
    expect((await browser.get(`/api/resume/${resume.id}/links`)).json<ResumeLinkDto[]>()).toHaveLength(1);
  });

  it('refuses an empty or long label, a short password, an expiry in the past and a 51st link', async () => {
    const { browser, resume } = await owner();
    const url = `/api/resume/${resume.id}/links`;
    for (const body of [
      { label: '   ' },
      { label: 'x'.repeat(resumeLinkLimits.label.max + 1) },
      { label: 'Short', password: 'abc' },
      { label: 'Past', expiresAt: '2026-03-10T11:59:00Z' },
      { label: 'Odd', expiresAt: 'tomorrow' },
    ]) {
      const response = await browser.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ message: 'ValidationError' });
    }
    for (let n = 0; n < resumeLinkLimits.perResume; n += 1)
      await createLink(browser, resume.id, { label: `L${n}` });
    const over = await browser.post(url, { label: 'One too many' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ issues: [{ path: 'label' }] });
  });

  it('belong to the owner alone: a guest is refused, another user finds no resume', async () => {
    const { browser, resume } = await owner();
    const link = await createLink(browser, resume.id, { label: 'Mine' });
    const guest = new Browser(t.app);
    expect((await guest.get(`/api/resume/${resume.id}/links`)).statusCode).toBe(401);
    const stranger = new Browser(t.app);
    await registerUser(stranger);
    for (const response of [
      await stranger.get(`/api/resume/${resume.id}/links`),
      await stranger.post(`/api/resume/${resume.id}/links`, { label: 'Theirs' }),
      await stranger.delete(`/api/resume/${resume.id}/links/${link.id}`),
    ])
      expect(response.json()).toEqual({ statusCode: 404, message: 'ResumeNotFound' });
  });

  it('answer API keys as the other resume calls do: a read key lists, a read-write key creates', async () => {
    const { browser, resume } = await owner();
    const key = async (scope: string) =>
      (await browser.post('/api/api-keys', { name: scope, scope })).json<CreatedApiKeyDto>().key;
    const withKey = (bearer: string, method: 'GET' | 'POST', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/resume/${resume.id}/links`,
        headers: { authorization: `Bearer ${bearer}` },
        ...(payload ? { payload } : {}),
      });
    const read = await key('read');
    expect((await withKey(read, 'GET')).statusCode).toBe(200);
    expect((await withKey(read, 'POST', { label: 'Nope' })).json()).toEqual({
      statusCode: 403,
      message: 'Forbidden',
    });
    const created = await withKey(await key('read-write'), 'POST', { label: 'Scripted' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<ResumeLinkDto>().label).toBe('Scripted');
  });
});

describe('a visitor', () => {
  it('reads a private resume through its link, without the notes, and nothing else opens it', async () => {
    const { browser, account, resume } = await owner('private');
    const link = await createLink(browser, resume.id, { label: 'Open' });
    const visitor = new Browser(t.app);
    const shown = await visitor.get(api(link));
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      id: resume.id,
      title: 'Shared',
      user: { username: account.username },
      data: { basics: { name: 'Wren Okonkwo-Lind' } },
    });
    expect(shown.body).not.toContain('salary floor');
    // The resume stays private everywhere else.
    expect((await visitor.get(`/api/resume/public/${account.username}/shared`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/resume/print/${resume.id}`)).statusCode).toBe(404);
  });

  it('gets the same 404 for a made-up, malformed, expired or revoked link', async () => {
    const { browser, resume } = await owner();
    const expiring = await createLink(browser, resume.id, {
      label: 'Week',
      expiresAt: '2026-03-17T12:00:00Z',
    });
    const revoked = await createLink(browser, resume.id, { label: 'Gone' });
    const visitor = new Browser(t.app);
    expect((await visitor.get(api(expiring))).statusCode).toBe(200);
    await browser.delete(`/api/resume/${resume.id}/links/${revoked.id}`);
    const notFound = { statusCode: 404, message: 'ResumeNotFound' };
    const answers = [
      await visitor.get(`/api/resume/link/${'A'.repeat(32)}`),
      await visitor.get('/api/resume/link/not%20a%20token'),
      await visitor.get(api(revoked)),
      await visitor.get(api(revoked, '/print')),
    ];
    clock = new Date('2026-03-17T12:00:00Z');
    try {
      answers.push(await visitor.get(api(expiring)), await visitor.get(api(expiring, '/print')));
      await expect(findSharedDocument(depsOf(t.app).db, tokenOf(expiring), clock)).rejects.toMatchObject({
        code: 'ResumeNotFound',
      });
    } finally {
      clock = new Date('2026-03-10T12:00:00Z');
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(notFound);
    }
  });

  it('gives the password first; the pass opens that link alone, for an hour', async () => {
    const { browser, resume } = await owner();
    const locked = await createLink(browser, resume.id, { label: 'Locked', password: 'correct horse' });
    const second = await createLink(browser, resume.id, { label: 'Second', password: 'correct horse' });
    const row = (await depsOf(t.app).db.select().from(shareLinks).where(eq(shareLinks.id, locked.id)))[0]!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('correct horse');

    const visitor = new Browser(t.app);
    const required = { statusCode: 403, message: 'ResumeLinkPasswordRequired' };
    expect((await visitor.get(api(locked))).json()).toEqual(required);
    expect((await visitor.get(api(locked, '/print'))).json()).toEqual(required);
    const wrong = await visitor.post(api(locked, '/unlock'), { password: 'wrong horse' });
    expect(wrong.json()).toEqual({ statusCode: 400, message: 'InvalidResumeLinkPassword' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const right = await visitor.post(api(locked, '/unlock'), { password: 'correct horse' });
    expect(right.statusCode, right.body).toBe(200);
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toContain(`Path=/api/resume/link/${tokenOf(locked)}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await visitor.get(api(locked))).statusCode).toBe(200);
    // The same password on another link is another door.
    expect((await visitor.get(api(second))).json()).toEqual(required);
    // Nor does a pass travel to another browser, or outlive its hour.
    expect((await new Browser(t.app).get(api(locked))).json()).toEqual(required);
    clock = new Date('2026-03-10T13:00:01Z');
    try {
      expect((await visitor.get(api(locked))).json()).toEqual(required);
    } finally {
      clock = new Date('2026-03-10T12:00:00Z');
    }
    // A forged pass (unsigned, or signed for another link) opens nothing.
    const forged = `LinkPass=${locked.id}.${Date.parse('2027-01-01')}`;
    const response = await t.app.inject({ method: 'GET', url: api(locked), headers: { cookie: forged } });
    expect(response.json()).toEqual(required);
  });

  it('is stopped after ten passwords from one address on one link, the right one included', async () => {
    const { browser, resume } = await owner();
    const link = await createLink(browser, resume.id, { label: 'Guessed', password: 'hunter2-hunter2' });
    const guesser = new Browser(t.app);
    for (let n = 0; n < 10; n += 1) {
      const answer = await guesser.post(api(link, '/unlock'), { password: `guess-${n}` });
      expect(answer.statusCode).toBe(400);
    }
    const stopped = await guesser.post(api(link, '/unlock'), { password: 'hunter2-hunter2' });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ message: 'TooManyRequests' });
    // Somebody else, elsewhere, still gets in.
    const friend = new Browser(t.app);
    expect((await friend.post(api(link, '/unlock'), { password: 'hunter2-hunter2' })).statusCode).toBe(200);
  });
});

describe('counting', () => {
  it('counts each link’s views once per visitor and 30 minutes, never the owner, within the resume’s totals', async () => {
    const { browser, resume } = await owner('public');
    const first = await createLink(browser, resume.id, { label: 'First' });
    const second = await createLink(browser, resume.id, { label: 'Second' });
    const a = new Browser(t.app);
    const b = new Browser(t.app);
    await a.get(api(first));
    await a.get(api(first));
    await b.get(api(first));
    await a.get(api(second));
    await browser.get(api(first));
    clock = new Date('2026-03-10T12:31:00Z');
    try {
      await a.get(api(first));
    } finally {
      clock = new Date('2026-03-10T12:00:00Z');
    }
    const statistics = await statisticsOf(browser, resume.id);
    expect(statistics).toMatchObject({
      views: 4,
      downloads: 0,
      links: [
        { id: first.id, label: 'First', views: 3, downloads: 0 },
        { id: second.id, label: 'Second', views: 1, downloads: 0 },
      ],
    });
  });

  it('prints the PDF behind the password and counts the download for its link', async () => {
    const { browser, resume } = await owner('private');
    const link = await createLink(browser, resume.id, { label: 'Printed', password: 'print-me-please' });
    const visitor = new Browser(t.app);
    expect((await visitor.post(api(link, '/unlock'), { password: 'print-me-please' })).statusCode).toBe(200);
    const printed = await visitor.get(api(link, '/print'));
    expect(printed.statusCode, printed.body).toBe(200);
    const { url } = printed.json<{ url: string }>();
    expect(url).toMatch(
      new RegExp(`^http://localhost:3000/api/resume/link/${tokenOf(link)}/file/[0-9a-f]{64}\\.pdf$`),
    );
    const file = await visitor.get(new URL(url).pathname);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toContain('Wren');
    // Without the pass, neither the address nor the file; nor through the resume's own print route.
    const stranger = new Browser(t.app);
    expect((await stranger.get(new URL(url).pathname)).statusCode).toBe(403);
    expect(
      (await stranger.get(`/api/resume/print/${resume.id}/file/${url.split('/').pop()}`)).statusCode,
    ).toBe(404);
    // A second download within 30 minutes is the same visit.
    await visitor.get(api(link, '/print'));
    expect((await statisticsOf(browser, resume.id)).links).toEqual([
      { id: link.id, label: 'Printed', views: 0, downloads: 1 },
    ]);
  }, 120_000);
});
