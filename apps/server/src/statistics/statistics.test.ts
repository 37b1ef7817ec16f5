// Downloads are counted through the function the printer calls; the window and the daily series.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { readStatistics, recordDownload, recordView } from './statistics.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('recordDownload and recordView', () => {
  it('count each visitor once per 30 minutes and keep a per-day series', async () => {
    const browser = new Browser(t.app);
    await registerUser(browser);
    const resume = (
      await browser.post('/api/resume', { title: 'Counted', slug: 'counted' })
    ).json<ResumeDto>();
    const db = t.database.db;
    const at = (iso: string) => new Date(iso);

    expect(await recordDownload(db, resume.id, 'visitor-a', at('2026-04-01T23:50:00Z'))).toBe(true);
    expect(await recordDownload(db, resume.id, 'visitor-a', at('2026-04-02T00:10:00Z'))).toBe(false);
    expect(await recordDownload(db, resume.id, 'visitor-b', at('2026-04-02T00:10:00Z'))).toBe(true);
    expect(await recordDownload(db, resume.id, 'visitor-a', at('2026-04-02T00:21:00Z'))).toBe(true);
    // A view by the same key is counted on its own.
    expect(await recordView(db, resume.id, 'visitor-a', at('2026-04-02T00:22:00Z'))).toBe(true);

    expect(await readStatistics(db, resume.id, at('2026-04-02T12:00:00Z'))).toEqual({
      views: 1,
      downloads: 3,
      daily: [
        { date: '2026-04-01', views: 0, downloads: 1 },
        { date: '2026-04-02', views: 1, downloads: 2 },
      ],
    });
    // Days older than the history window are left out of the series, not out of the totals.
    const later = await readStatistics(db, resume.id, at('2026-08-01T12:00:00Z'));
    expect(later).toMatchObject({ views: 1, downloads: 3, daily: [] });
  });
});
