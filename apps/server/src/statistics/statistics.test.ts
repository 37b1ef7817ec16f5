// Counting through the functions other features call; the window across midnight and the daily series.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { recordDownload, recordView } from './counting.service.ts';
import { readStatistics } from './statistics.service.ts';
import { depsOf } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('recordDownload and recordView', () => {
  it('count each visitor once per 30 minutes, also across midnight, and keep a per-day series', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    const resume = (
      await browser.post('/api/resume', { title: 'Counted', slug: 'counted' })
    ).json<ResumeDto>();
    const deps = depsOf(t.app);
    const a = { ip: '192.0.2.1', userAgent: 'Browser/1.0' };
    const b = { ip: '192.0.2.2', userAgent: 'Browser/1.0' };
    const at = (iso: string) => new Date(iso);

    expect(await recordDownload(deps, resume.id, a, at('2026-04-01T23:50:00Z'))).toBe(true);
    // Ten minutes later, on the next UTC day: still the same visit.
    expect(await recordDownload(deps, resume.id, a, at('2026-04-02T00:10:00Z'))).toBe(false);
    expect(await recordDownload(deps, resume.id, b, at('2026-04-02T00:10:00Z'))).toBe(true);
    expect(await recordDownload(deps, resume.id, a, at('2026-04-02T00:21:00Z'))).toBe(true);
    // A view by the same visitor is counted on its own.
    expect(await recordView(deps, resume.id, a, at('2026-04-02T00:22:00Z'))).toBe(true);

    expect(await readStatistics(deps.db, resume.id, at('2026-04-02T12:00:00Z'))).toEqual({
      views: 1,
      downloads: 3,
      daily: [
        { date: '2026-04-01', views: 0, downloads: 1 },
        { date: '2026-04-02', views: 1, downloads: 2 },
      ],
      links: [],
    });
    // Days older than the history window are left out of the series, not out of the totals.
    const later = await readStatistics(deps.db, resume.id, at('2026-08-01T12:00:00Z'));
    expect(later).toMatchObject({ views: 1, downloads: 3, daily: [] });
  });
});
