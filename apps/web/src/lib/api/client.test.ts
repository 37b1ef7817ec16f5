import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, configureApi, refreshLockName } from './client';
import { ApiError } from './api-error';
import { fetchUser } from './user';
import { json } from '@/test/fake-api';

type Call = { url: string; method: string; credentials: RequestCredentials | undefined };

/** A scripted server: each path answers from its own queue of responses, and every call is recorded. */
const server = (routes: Record<string, Array<() => Response>>) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', credentials: init.credentials });
    const next = routes[`${init.method ?? 'GET'} ${url}`]?.shift();
    if (!next) throw new Error(`unexpected call ${init.method} ${url}`);
    return next();
  });
  return calls;
};

const expired = vi.fn();
beforeEach(() => configureApi({ onSessionExpired: expired }));
afterEach(() => {
  vi.unstubAllGlobals();
  expired.mockReset();
});

describe('api client', () => {
  it('sends cookies and JSON, and parses with the given schema', async () => {
    const calls = server({ 'POST /api/resume': [() => json(201, { id: 'r1', title: 'Mine' })] });
    const resume = await api('/resume', {
      method: 'POST',
      body: { title: 'Mine' },
      schema: z.object({ id: z.string(), title: z.string() }),
    });
    expect(resume).toEqual({ id: 'r1', title: 'Mine' });
    expect(calls[0]).toEqual({ url: '/api/resume', method: 'POST', credentials: 'include' });
  });

  it('turns an error body into an ApiError with status, code and issues', async () => {
    server({
      'PATCH /api/resume/r1': [
        () =>
          json(400, {
            statusCode: 400,
            message: 'ValidationError',
            issues: [{ path: 'title', message: 'Too short' }],
          }),
      ],
    });
    const error = await api('/resume/r1', { method: 'PATCH', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, code: 'ValidationError', issues: [{ path: 'title' }] });
  });

  it('refreshes once on 401 and retries the call', async () => {
    const calls = server({
      'GET /api/resume': [() => json(401, { statusCode: 401, message: 'Unauthorized' }), () => json(200, [])],
      'POST /api/auth/refresh': [() => json(204)],
    });
    await expect(api('/resume')).resolves.toEqual([]);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/resume',
      'POST /api/auth/refresh',
      'GET /api/resume',
    ]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails, without retrying', async () => {
    const calls = server({
      'GET /api/resume': [() => json(403, { statusCode: 403, message: 'Forbidden' })],
      'POST /api/auth/refresh': [() => json(401, { statusCode: 401, message: 'Unauthorized' })],
    });
    await expect(api('/resume')).rejects.toMatchObject({ statusCode: 403 });
    expect(calls).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between calls that fail together', async () => {
    const calls = server({
      'GET /api/a': [() => json(401), () => json(200, 'a')],
      'GET /api/b': [() => json(401), () => json(200, 'b')],
      'POST /api/auth/refresh': [() => json(204)],
    });
    await expect(Promise.all([api('/a'), api('/b')])).resolves.toEqual(['a', 'b']);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('takes turns with other tabs: the refresh runs inside a Web Lock', async () => {
    const held: string[] = [];
    let inside = false;
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, run: () => Promise<unknown>) => {
          held.push(name);
          inside = true;
          try {
            return await run();
          } finally {
            inside = false;
          }
        },
      },
    });
    const calls = server({
      'GET /api/a': [() => json(401), () => json(200, 'a')],
      'POST /api/auth/refresh': [
        () => {
          expect(inside).toBe(true);
          return json(200, {});
        },
      ],
    });
    await expect(api('/a')).resolves.toBe('a');
    expect(held).toEqual([refreshLockName]);
    expect(calls.map((call) => call.url)).toEqual(['/api/a', '/api/auth/refresh', '/api/a']);
  });

  it('does not refresh on a business-rule 403 such as a locked resume', async () => {
    const calls = server({
      'PATCH /api/resume/r1': [() => json(403, { statusCode: 403, message: 'ResumeLocked' })],
    });
    await expect(api('/resume/r1', { method: 'PATCH', body: {} })).rejects.toMatchObject({
      code: 'ResumeLocked',
    });
    expect(calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('reads a guest from /user/me without ending any session', async () => {
    server({
      'GET /api/user/me': [() => json(401, { statusCode: 401, message: 'Unauthorized' })],
      'POST /api/auth/refresh': [() => json(401)],
    });
    await expect(fetchUser()).resolves.toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });
});
