// The contributor lists: proxied avatars, a 24-hour cache, and an instant empty list when offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ContributorsService } from './contributors.service.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** GitHub as seen through fetch: a list, one image avatar, one avatar that is not an image. */
const fakeGithub = () => {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    if (url.startsWith('https://api.github.com/repos/acme/resume/contributors')) {
      return Response.json([
        {
          login: 'ada',
          html_url: 'https://github.com/ada',
          avatar_url: 'https://avatars.example/ada',
          type: 'User',
        },
        {
          login: 'bot',
          html_url: 'https://github.com/bot',
          avatar_url: 'https://avatars.example/bot',
          type: 'Bot',
        },
        {
          login: 'eve',
          html_url: 'https://github.com/eve',
          avatar_url: 'https://avatars.example/eve',
          type: 'User',
        },
      ]);
    }
    if (url === 'https://avatars.example/ada')
      return new Response(png, { headers: { 'content-type': 'image/png' } });
    return new Response('<html>', { headers: { 'content-type': 'text/html' } });
  };
  return { fetch, calls };
};

describe('ContributorsService', () => {
  it('keeps only people whose avatar it could fetch, pointing at its own copy', async () => {
    let now = 0;
    const github = fakeGithub();
    const service = new ContributorsService({
      githubRepository: 'acme/resume',
      fetch: github.fetch,
      now: () => now,
    });
    expect(await service.list('github')).toEqual([
      { name: 'ada', url: 'https://github.com/ada', avatar: '/api/contributors/avatar/github/0' },
    ]);
    expect((await service.avatar('github', 0))?.body.equals(png)).toBe(true);
    const calls = github.calls.length;
    now = 23 * 60 * 60 * 1000;
    await service.list('github');
    expect(github.calls.length).toBe(calls);
    now = 25 * 60 * 60 * 1000;
    await service.list('github');
    expect(github.calls.length).toBeGreaterThan(calls);
  });

  it('answers [] quickly when the network is unreachable, and remembers the failure', async () => {
    let calls = 0;
    const hanging = ((_input: unknown, init?: RequestInit) => {
      calls += 1;
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }) as typeof fetch;
    const service = new ContributorsService({
      githubRepository: 'acme/resume',
      fetch: hanging,
      timeoutMs: 50,
    });
    const started = Date.now();
    expect(await service.list('github')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await service.list('github')).toEqual([]);
    expect(calls).toBe(1);
  });

  it('lists nobody and calls nothing without a configured source', async () => {
    let calls = 0;
    const service = new ContributorsService({
      fetch: (async () => ((calls += 1), new Response())) as typeof fetch,
    });
    expect(await service.list('github')).toEqual([]);
    expect(await service.list('crowdin')).toEqual([]);
    expect(calls).toBe(0);
  });
});

describe('GET /api/contributors/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers lists, and 404 for an avatar it does not have', async () => {
    for (const source of ['github', 'crowdin']) {
      const response = await t.app.inject(`/api/contributors/${source}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    expect((await t.app.inject('/api/contributors/avatar/github/0')).statusCode).toBe(404);
    expect((await t.app.inject('/api/contributors/avatar/elsewhere/0')).statusCode).toBe(400);
  });
});
