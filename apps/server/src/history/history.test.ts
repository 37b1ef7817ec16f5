// Version history on a real database: when snapshots are taken, listing, reading, restoring, access and pruning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleResumeData, type HistoryPageDto, type ResumeDto, type SnapshotDto } from '@rb/schema';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { resumeSnapshots } from '../db/schema.ts';
import { features } from '../features.ts';
import { createResumesRoutes } from '../resumes/resumes.routes.ts';
import { createHistoryRoutes } from './history.routes.ts';
import { insertSnapshots, listSnapshots } from './history.queries.ts';
import { encodeSnapshot } from './snapshot-codec.ts';
import { snapshotResume } from './snapshots.ts';

let clock = new Date('2026-05-01T09:00:00Z');
const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    features: features.map((feature) =>
      feature.name === 'resumes'
        ? { ...feature, plugin: createResumesRoutes({ now: () => clock }) }
        : feature.name === 'history'
          ? { ...feature, plugin: createHistoryRoutes({ now: () => clock }) }
          : feature,
    ),
  });
});
afterAll(() => t.close());

const signedIn = async () => {
  const browser = new Browser(t.app);
  await registerUser(browser);
  return browser;
};

const importSample = async (browser: Browser, title = 'Imported') => {
  const response = await browser.post('/api/resume/import', { data: createSampleResumeData(), title });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResumeDto>();
};

const create = async (browser: Browser) => {
  const response = await browser.post('/api/resume', {
    title: 'Fresh',
    slug: 'fresh',
    visibility: 'private',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResumeDto>();
};

const history = async (browser: Browser, id: string, cursor?: string) => {
  const response = await browser.get(`/api/resume/${id}/history${cursor ? `?cursor=${cursor}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryPageDto>();
};

const snapshot = async (browser: Browser, id: string, snapshotId: string) => {
  const response = await browser.get(`/api/resume/${id}/history/${snapshotId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SnapshotDto>();
};

/** Saves the resume with its headline changed (and the template, when given) on top of its current version. */
const save = async (browser: Browser, resume: ResumeDto, headline: string, template?: string) => {
  const data = structuredClone(resume.data);
  data.basics.headline = headline;
  if (template) data.metadata.template = template as typeof data.metadata.template;
  const response = await browser.patch(`/api/resume/${resume.id}`, { data, version: resume.version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResumeDto>();
};

describe('taking snapshots', () => {
  it('keeps an imported document as it came in', async () => {
    const browser = await signedIn();
    const resume = await importSample(browser, 'From a file');
    const page = await history(browser, resume.id);
    expect(page.items).toEqual([
      { id: expect.any(String), createdAt: clock.toISOString(), reason: 'import', title: 'From a file' },
    ]);
    expect(page.nextCursor).toBeNull();
    expect((await snapshot(browser, resume.id, page.items[0]!.id)).data).toEqual(resume.data);
  });

  it('keeps the document before a save at most once every ten minutes, and only when the document changed', async () => {
    const browser = await signedIn();
    let resume = await create(browser);
    const original = resume.data;
    resume = await save(browser, resume, 'First');
    minutes(4);
    resume = await save(browser, resume, 'Second');
    const renamed = await browser.patch(`/api/resume/${resume.id}`, {
      title: 'Renamed',
      version: resume.version,
    });
    resume = renamed.json<ResumeDto>();
    minutes(6);
    resume = await save(browser, resume, 'Third');
    minutes(11);
    const onlyTitle = await browser.patch(`/api/resume/${resume.id}`, {
      title: 'Again',
      version: resume.version,
    });
    expect(onlyTitle.statusCode).toBe(200);

    const { items } = await history(browser, resume.id);
    expect(items.map((item) => item.reason)).toEqual(['edit', 'edit']);
    const [latest, first] = items;
    expect((await snapshot(browser, resume.id, first!.id)).data).toEqual(original);
    // Ten minutes after the first: the document as the save before it left it, under the title it had then.
    expect(latest!.title).toBe('Renamed');
    expect((await snapshot(browser, resume.id, latest!.id)).data.basics.headline).toBe('Second');
  });

  it('keeps the document before a template change, one snapshot for the save', async () => {
    const browser = await signedIn();
    let resume = await importSample(browser);
    minutes(1);
    resume = await save(browser, resume, 'Same look', 'azurill');
    minutes(30);
    resume = await save(browser, resume, 'New look', 'pikachu');
    const { items } = await history(browser, resume.id);
    expect(items.map((item) => item.reason)).toEqual(['template', 'template', 'import']);
    expect((await snapshot(browser, resume.id, items[0]!.id)).data.metadata.template).toBe('azurill');
    expect((await snapshot(browser, resume.id, items[1]!.id)).data.metadata.template).toBe(
      createSampleResumeData().metadata.template,
    );
  });

  it('lets other features keep the current document before they rewrite it', async () => {
    const browser = await signedIn();
    const resume = await create(browser);
    minutes(1);
    const taken = await snapshotResume(t.database.db, resume.id, 'fit', clock);
    const { items } = await history(browser, resume.id);
    expect(items[0]).toEqual({ ...taken, createdAt: clock.toISOString() });
    expect(items[0]!.reason).toBe('fit');
    await expect(
      snapshotResume(t.database.db, '00000000-0000-4000-8000-000000000000', 'ai', clock),
    ).rejects.toMatchObject({ code: 'ResumeNotFound' });
  });
});

describe('keeping a snapshot from the builder', () => {
  it('keeps the stored document before a fit or an AI edit, for the owner only', async () => {
    const browser = await signedIn();
    const resume = await save(browser, await create(browser), 'Before the fit');
    minutes(1);
    const response = await browser.post(`/api/resume/${resume.id}/history`, { reason: 'fit' });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = await history(browser, resume.id);
    expect(items[0]).toEqual(response.json());
    expect(items[0]).toMatchObject({ reason: 'fit', createdAt: clock.toISOString() });
    expect((await snapshot(browser, resume.id, items[0]!.id)).data.basics.headline).toBe('Before the fit');

    const stranger = await signedIn();
    const foreign = await stranger.post(`/api/resume/${resume.id}/history`, { reason: 'ai' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'ResumeNotFound' });
    const unknownReason = await browser.post(`/api/resume/${resume.id}/history`, { reason: 'restore' });
    expect(unknownReason.statusCode).toBe(400);
    expect((await history(browser, resume.id)).items).toHaveLength(items.length);
  });
});

describe('restoring', () => {
  it('makes the snapshot the current document as a new version, keeping the replaced one as a snapshot', async () => {
    const browser = await signedIn();
    let resume = await importSample(browser);
    const imported = resume.data;
    minutes(1);
    resume = await save(browser, resume, 'Edited');
    const [importSnapshot] = (await history(browser, resume.id)).items.filter(
      (item) => item.reason === 'import',
    );
    minutes(1);
    const response = await browser.post(`/api/resume/${resume.id}/history/${importSnapshot!.id}/restore`);
    expect(response.statusCode, response.body).toBe(200);
    const restored = response.json<ResumeDto>();
    expect(restored.version).toBe(resume.version + 1);
    expect(restored.data).toEqual(imported);
    expect((await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>().data).toEqual(imported);

    const [beforeRestore] = (await history(browser, resume.id)).items;
    expect(beforeRestore!.reason).toBe('restore');
    expect((await snapshot(browser, resume.id, beforeRestore!.id)).data.basics.headline).toBe('Edited');

    // The builder's next save is based on the restored version; the one it had before is stale.
    const stale = await browser.patch(`/api/resume/${resume.id}`, { title: 'x', version: resume.version });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses to restore onto a locked resume with ResumeLocked', async () => {
    const browser = await signedIn();
    const resume = await importSample(browser);
    const [item] = (await history(browser, resume.id)).items;
    expect((await browser.patch(`/api/resume/${resume.id}/lock`, { set: true })).statusCode).toBe(200);
    const response = await browser.post(`/api/resume/${resume.id}/history/${item!.id}/restore`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, message: 'ResumeLocked' });
    expect((await history(browser, resume.id)).items).toHaveLength(1);
  });
});

describe('access', () => {
  it('answers another user’s resume like a missing one, and a snapshot of another resume as NotFound', async () => {
    const owner = await signedIn();
    const resume = await importSample(owner);
    const other = await importSample(owner, 'Other');
    const [item] = (await history(owner, resume.id)).items;
    const stranger = await signedIn();
    for (const request of [
      stranger.get(`/api/resume/${resume.id}/history`),
      stranger.get(`/api/resume/${resume.id}/history/${item!.id}`),
      stranger.post(`/api/resume/${resume.id}/history/${item!.id}/restore`),
      owner.get(`/api/resume/not-an-id/history`),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ResumeNotFound' });
    }
    for (const request of [
      owner.get(`/api/resume/${other.id}/history/${item!.id}`),
      owner.post(`/api/resume/${other.id}/history/${item!.id}/restore`),
      owner.get(`/api/resume/${resume.id}/history/not-a-snapshot`),
    ]) {
      const response = await request;
      expect(response.json()).toEqual({ statusCode: 404, message: 'NotFound' });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/resume/${resume.id}/history` });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** `count` snapshots of the resume's document, one a minute up to `newest`, written straight to the table. */
const seed = async (resume: ResumeDto, count: number, newest: Date, stepMs = 60_000) => {
  const data = encodeSnapshot(resume.data);
  const rows = Array.from({ length: count }, (_, index) => ({
    resumeId: resume.id,
    createdAt: new Date(newest.getTime() - index * stepMs),
    reason: 'edit',
    title: `v${count - index}`,
    data,
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await insertSnapshots(t.database.db, rows.slice(start, start + 200));
  }
};

describe('listing', () => {
  it('pages newest first, fifty at a time, without gaps or repeats', async () => {
    const browser = await signedIn();
    const resume = await create(browser);
    await seed(resume, 120, clock);
    const pages: HistoryPageDto[] = [await history(browser, resume.id)];
    while (pages.at(-1)!.nextCursor) pages.push(await history(browser, resume.id, pages.at(-1)!.nextCursor!));
    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 20]);
    const titles = pages.flatMap((page) => page.items.map((item) => item.title));
    expect(titles).toEqual(Array.from({ length: 120 }, (_, index) => `v${120 - index}`));

    const bad = await browser.get(`/api/resume/${resume.id}/history?cursor=bm9wZQ`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'ValidationError' });
  });

  it('measures the stored size of the sample and the list with 1,000 snapshots (printed, not asserted)', async () => {
    const browser = await signedIn();
    const resume = await importSample(browser);
    const [stored] = await t.database.db
      .select({ data: resumeSnapshots.data })
      .from(resumeSnapshots)
      .where(eq(resumeSnapshots.resumeId, resume.id));
    const json = Buffer.byteLength(JSON.stringify(resume.data));
    // The whole row as the database stores it: the compressed document, its title, time, reason and ids.
    const rowSize = await t.database.db.execute<{ size: number }>(
      sql`select pg_column_size(s.*)::int as size from resume_snapshots s where s.resume_id = ${resume.id}`,
    );
    const rowBytes = (rowSize as unknown as { rows: { size: number }[] }).rows[0]!.size;
    await seed(resume, 1000, new Date(clock.getTime() - 60_000));
    await history(browser, resume.id);
    const runs = 20;
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) await history(browser, resume.id);
    const perList = (performance.now() - started) / runs;
    // The same app answering the resume itself, for scale: what any owner-only call costs here.
    const baselineStarted = performance.now();
    for (let run = 0; run < runs; run += 1) await browser.get(`/api/resume/${resume.id}`);
    const perResume = (performance.now() - baselineStarted) / runs;
    const queryStarted = performance.now();
    for (let run = 0; run < runs; run += 1)
      await listSnapshots(t.database.db, { kind: 'resume', id: resume.id }, 51);
    const perQuery = (performance.now() - queryStarted) / runs;
    console.info(
      `[history ${process.env.TEST_DATABASE ?? 'pglite'}] sample resume: ${json} B of JSON, ${stored!.data.length} B compressed, ${rowBytes} B per row; ` +
        `first page of 1,001 snapshots: ${perList.toFixed(1)} ms per request, GET of the resume ${perResume.toFixed(1)} ms, the list query alone ${perQuery.toFixed(1)} ms (means of ${runs})`,
    );
    expect(stored!.data.length).toBeLessThan(json);
  });
});

describe('pruning', () => {
  it('keeps the last 100 and the newest of each day for 90 days', async () => {
    const browser = await signedIn();
    const resume = await create(browser);
    const hour = 60 * 60 * 1000;
    // Four a day, six hours apart, for 120 days before now.
    const newest = new Date(clock.getTime() - 60_000);
    await seed(resume, 480, newest, 6 * hour);
    await snapshotResume(t.database.db, resume.id, 'ai', clock);
    const kept = (
      await t.database.db
        .select({ createdAt: resumeSnapshots.createdAt })
        .from(resumeSnapshots)
        .where(eq(resumeSnapshots.resumeId, resume.id))
    )
      .map((row) => row.createdAt.getTime())
      .sort((a, b) => b - a);
    const seeded = Array.from({ length: 480 }, (_, index) => newest.getTime() - index * 6 * hour);
    const latest = [clock.getTime(), ...seeded.slice(0, 99)];
    expect(kept.slice(0, 100)).toEqual(latest);

    const day = (time: number) => new Date(time).toISOString().slice(0, 10);
    const cutoff = clock.getTime() - 90 * 24 * hour;
    const daysOfLatest = new Set(latest.map(day));
    const expectedDays = new Set(
      seeded
        .slice(99)
        .filter((time) => time >= cutoff && !daysOfLatest.has(day(time)))
        .map(day),
    );
    const older = kept.slice(100);
    expect(new Set(older.map(day))).toEqual(expectedDays);
    expect(older).toHaveLength(expectedDays.size);
    // Each kept day is represented by its newest snapshot.
    for (const time of older) expect(seeded.filter((other) => day(other) === day(time))[0]).toBe(time);
  });
});
