// The contributor lists: proxied avatars, a 24-hour cache, and an instant empty list when offline.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { features } from '../features.ts';
import { createContributorsRoutes } from './contributors.routes.ts';
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

/**
 * Crowdin's and GitHub's APIs as a local HTTP server: the members of project 4711 (for the right token only),
 * the contributors of acme/resume, and avatars on the same host.
 */
const startStandIn = async () => {
  const seen: { url: string; authorization?: string }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/crowdin/projects/4711/members?limit=500') {
      if (request.headers.authorization !== 'Bearer crowdin-token') return json(401, { error: 'nope' });
      return json(200, {
        data: [
          { data: { username: 'linguist', fullName: 'Lin Guist', avatarUrl: `${origin}/avatars/lin.png` } },
          { data: { username: 'no-name', fullName: '', avatarUrl: `${origin}/avatars/nn.png` } },
          {
            data: {
              username: 'broken',
              fullName: 'Broken Avatar',
              avatarUrl: `${origin}/avatars/missing.png`,
            },
          },
          {
            data: { username: 'remote', fullName: 'Plain Http', avatarUrl: 'http://elsewhere.example/a.png' },
          },
        ],
        pagination: { offset: 0, limit: 500 },
      });
    }
    if (request.url === '/github/repos/acme/resume/contributors?per_page=100') {
      return json(200, [
        {
          login: 'ada',
          html_url: 'https://github.com/ada',
          avatar_url: `${origin}/avatars/ada.png`,
          type: 'User',
        },
      ]);
    }
    if (request.url?.startsWith('/avatars/') && !request.url.includes('missing')) {
      return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe('the lists a deployment configures', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.close());

  it('lists Crowdin members with the project token, by full name or username, avatars proxied', async () => {
    const service = new ContributorsService({
      crowdin: { projectId: '4711', token: 'crowdin-token' },
      crowdinApiUrl: `${standIn.origin}/crowdin`,
    });
    expect(await service.list('crowdin')).toEqual([
      {
        name: 'Lin Guist',
        url: 'https://crowdin.com/profile/linguist',
        avatar: '/api/contributors/avatar/crowdin/0',
      },
      {
        name: 'no-name',
        url: 'https://crowdin.com/profile/no-name',
        avatar: '/api/contributors/avatar/crowdin/1',
      },
    ]);
    expect((await service.avatar('crowdin', 1))?.body.equals(png)).toBe(true);
    expect(standIn.seen.find((call) => call.url.startsWith('/crowdin/'))?.authorization).toBe(
      'Bearer crowdin-token',
    );
  });

  it('answers an empty list, not an error, when Crowdin refuses the token', async () => {
    const service = new ContributorsService({
      crowdin: { projectId: '4711', token: 'wrong' },
      crowdinApiUrl: `${standIn.origin}/crowdin`,
    });
    expect(await service.list('crowdin')).toEqual([]);
  });

  it('takes the repository and the Crowdin project from the settings', async () => {
    const t = await createTestApp({
      env: {
        CONTRIBUTORS_GITHUB_REPOSITORY: 'acme/resume',
        CONTRIBUTORS_CROWDIN_PROJECT: '4711',
        CONTRIBUTORS_CROWDIN_TOKEN: 'crowdin-token',
      },
      features: features.map((feature) =>
        feature.name === 'contributors'
          ? {
              ...feature,
              plugin: createContributorsRoutes({
                githubApiUrl: `${standIn.origin}/github`,
                crowdinApiUrl: `${standIn.origin}/crowdin`,
              }),
            }
          : feature,
      ),
    });
    try {
      const github = await t.app.inject('/api/contributors/github');
      expect(github.json()).toEqual([
        { name: 'ada', url: 'https://github.com/ada', avatar: '/api/contributors/avatar/github/0' },
      ]);
      const crowdin = await t.app.inject('/api/contributors/crowdin');
      expect(crowdin.json()).toHaveLength(2);
      const avatar = await t.app.inject('/api/contributors/avatar/crowdin/0');
      expect(avatar.headers['content-type']).toBe('image/png');
      expect(avatar.rawPayload.equals(png)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
