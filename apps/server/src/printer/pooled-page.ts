// A page of the print pool and how much it grew: its script heap is read when it opens and every few jobs, and a
// page that grew past the limit is replaced (docs/decisions/0014-instant-downloads.md), so a leak in the artboard
// cannot pile up across hundreds of prints.
import type { Page } from 'playwright-core';
import { heapUsed } from './printer.page.ts';

export interface PooledPage {
  page: Page;
  busy: boolean;
  /** Jobs since the page was opened. */
  jobs: number;
  /** The page's script heap when it opened, in bytes. */
  heapAtOpen: number;
}

export interface GrowthLimit {
  /** The heap is looked at after this many of the page's jobs (it costs a round trip)… */
  checkEvery: number;
  /** …and the page has grown once its heap is larger than at opening by more than this. */
  growthBytes: number;
}

export async function pooledPage(page: Page, busy: boolean): Promise<PooledPage> {
  return { page, busy, jobs: 0, heapAtOpen: await heapUsed(page).catch(() => 0) };
}

/** Whether the page's script heap grew past the limit; answers false between checks. */
export async function hasGrown(pooled: PooledPage, limit: GrowthLimit): Promise<boolean> {
  if (pooled.jobs === 0 || pooled.jobs % limit.checkEvery !== 0) return false;
  const used = await heapUsed(pooled.page).catch(() => 0);
  return used - pooled.heapAtOpen > limit.growthBytes;
}

/** Puts a fresh page in the pooled page's place (the pool keeps its entries; only what they hold changes). */
export function replacePage(pooled: PooledPage, fresh: PooledPage): void {
  pooled.page = fresh.page;
  pooled.jobs = 0;
  pooled.heapAtOpen = fresh.heapAtOpen;
}
