import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultResumeData, type ResumeData, type ResumeDto } from '@rb/schema';
import { configureApi } from '@/lib/api/client';
import { Autosaver, type AutosaverOptions, type SaveStatus } from './autosaver';
import { patchResume } from './resume-api';
import { testResume } from '@/test/test-resume';
import { json } from '@/test/fake-api';

type Call = { version: number; name: string | undefined };

/**
 * The server at the network boundary: PATCH /api/resume/resume-1 answers from a script; every body is recorded.
 * 'network' makes fetch reject as it does when the connection is down.
 */
const server = (script: Array<'ok' | 'network' | 'conflict' | 'locked'>) => {
  const calls: Call[] = [];
  let version = 1;
  let stored: ResumeDto = testResume();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== '/api/resume/resume-1' || init.method !== 'PATCH') throw new Error(`unexpected ${url}`);
    const body = JSON.parse(String(init.body)) as { version: number; data?: ResumeData };
    calls.push({ version: body.version, name: body.data?.basics.name });
    const step = script.shift() ?? 'ok';
    if (step === 'network') throw new TypeError('Failed to fetch');
    if (step === 'locked') return json(403, { statusCode: 403, message: 'ResumeLocked' });
    if (step === 'conflict') {
      const theirs = createDefaultResumeData();
      theirs.basics.name = 'Theirs';
      stored = testResume(theirs, { version: 7 });
      return json(409, { statusCode: 409, message: 'ResumeVersionConflict', current: stored });
    }
    version = body.version + 1;
    stored = testResume(body.data ?? stored.data, { version });
    return json(200, stored);
  });
  return calls;
};

const documentNamed = (name: string) => {
  const data = createDefaultResumeData();
  data.basics.name = name;
  return data;
};

const saver = (overrides: Partial<AutosaverOptions> = {}) => {
  const statuses: SaveStatus[] = [];
  const conflicts: Array<ResumeDto | null> = [];
  const errors: unknown[] = [];
  const instance = new Autosaver({
    version: 1,
    send: (changes) => patchResume('resume-1', changes),
    onSaved: () => {},
    onStatus: (status) => statuses.push(status),
    onConflict: (current) => conflicts.push(current),
    onError: (error) => errors.push(error),
    retryDelaysMs: [1000, 2000],
    ...overrides,
  });
  return { instance, statuses, conflicts, errors };
};

beforeEach(() => {
  vi.useFakeTimers();
  configureApi({ onSessionExpired: () => {} });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('autosave', () => {
  it('saves once, 500 ms after the last change, with the base version and the latest document', async () => {
    const calls = server([]);
    const { instance, statuses } = saver();
    instance.queue({ data: documentNamed('A') });
    await vi.advanceTimersByTimeAsync(300);
    instance.queue({ data: documentNamed('Ada') });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runOnlyPendingTimersAsync();
    expect(calls).toEqual([{ version: 1, name: 'Ada' }]);
    expect(instance.baseVersion).toBe(2);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);

    instance.queue({ data: documentNamed('Ada L') });
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.at(-1)).toEqual({ version: 2, name: 'Ada L' });
  });

  it('retries with backoff when the network fails and never drops the newest edit', async () => {
    const calls = server(['network', 'network']);
    const { instance, statuses } = saver();
    instance.queue({ data: documentNamed('first') });
    await vi.advanceTimersByTimeAsync(500);
    expect(statuses.at(-1)).toBe('offline');
    expect(instance.hasUnsaved).toBe(true);
    // Typed while offline: the retry carries the newer document.
    instance.queue({ data: documentNamed('second') });
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((call) => call.name)).toEqual(['first', 'second']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.name)).toEqual(['first', 'second', 'second']);
    expect(statuses.at(-1)).toBe('saved');
    expect(instance.hasUnsaved).toBe(false);
  });

  it('stops on a 409, keeps every edit made meanwhile, and after a rebase saves on top of the server version', async () => {
    const calls = server(['conflict']);
    const { instance, statuses, conflicts } = saver({ data: documentNamed('Base') });
    instance.queue({ data: documentNamed('Mine') });
    await vi.advanceTimersByTimeAsync(500);
    expect(statuses.at(-1)).toBe('conflict');
    expect(conflicts[0]).toMatchObject({ version: 7, data: { basics: { name: 'Theirs' } } });
    // The merge base is still the document the edits started from.
    expect(instance.baseData?.basics.name).toBe('Base');
    // Edits during the conflict wait for the resolution; a flush says so instead of pretending to save.
    instance.queue({ data: documentNamed('Mine, later') });
    await expect(instance.flush()).resolves.toBe('conflict');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    expect(instance.hasUnsaved).toBe(true);
    expect(instance.unsavedChanges.data?.basics.name).toBe('Mine, later');

    instance.rebase(conflicts[0]!);
    expect(instance.baseData?.basics.name).toBe('Theirs');
    const settled = instance.whenSettled();
    await vi.runOnlyPendingTimersAsync();
    await expect(settled).resolves.toBe('saved');
    expect(calls.at(-1)).toEqual({ version: 7, name: 'Mine, later' });
    expect(statuses.at(-1)).toBe('saved');
    expect(instance.baseData?.basics.name).toBe('Mine, later');
  });

  it('flush sends at once and resolves when the server has it, or tells that it is offline', async () => {
    const calls = server(['network']);
    const { instance } = saver();
    await expect(instance.flush()).resolves.toBe('saved');
    instance.queue({ data: documentNamed('Ada') });
    const offline = instance.flush();
    await vi.advanceTimersByTimeAsync(0);
    await expect(offline).resolves.toBe('offline');
    expect(instance.hasUnsaved).toBe(true);
    const saved = instance.flush();
    await vi.advanceTimersByTimeAsync(0);
    await expect(saved).resolves.toBe('saved');
    expect(calls.map((call) => call.name)).toEqual(['Ada', 'Ada']);
    expect(instance.hasUnsaved).toBe(false);
  });

  it('reports a refusal such as a locked resume and keeps the change for the next attempt', async () => {
    const calls = server(['locked']);
    const { instance, statuses, errors } = saver();
    instance.queue({ data: documentNamed('Mine') });
    await vi.advanceTimersByTimeAsync(500);
    expect(statuses.at(-1)).toBe('error');
    expect(errors[0]).toMatchObject({ code: 'ResumeLocked' });
    expect(instance.unsavedChanges.data?.basics.name).toBe('Mine');
    instance.flush();
    await vi.runOnlyPendingTimersAsync();
    expect(calls.map((call) => call.name)).toEqual(['Mine', 'Mine']);
  });

  it('forgets a refused record change when asked, and keeps the document', async () => {
    const calls = server(['locked', 'ok']);
    const { instance } = saver();
    instance.queue({ data: documentNamed('Mine'), visibility: 'public' }, { immediate: true });
    const refused = instance.whenSettled();
    await vi.runOnlyPendingTimersAsync();
    await expect(refused).resolves.toBe('error');
    instance.discard('visibility');
    expect(Object.keys(instance.unsavedChanges)).toEqual(['data']);
    const saved = instance.flush();
    await vi.runOnlyPendingTimersAsync();
    await expect(saved).resolves.toBe('saved');
    expect(calls.at(-1)).toEqual({ version: 1, name: 'Mine' });
  });

  it('sends a visibility change with the document version', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(testResume(undefined, { version: 2, visibility: 'public' })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { instance } = saver();
    instance.queue({ visibility: 'public' }, { immediate: true });
    await vi.runOnlyPendingTimersAsync();
    expect(bodies).toEqual([{ visibility: 'public', version: 1 }]);
  });
});
