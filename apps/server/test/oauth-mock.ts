// A tiny OAuth 2.0 provider for tests, speaking enough of GitHub's and Google's dialects:
// authorize (redirects back with a code) -> token (checks the PKCE verifier) -> user endpoints.
// The profile handed out is whatever the test set last with `setProfile`.
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { listenOnFirstFree } from './ports.ts';

export interface MockProfile {
  id: string;
  login: string;
  name: string;
  email: string;
  emailVerified: boolean;
  picture?: string;
  /** GitHub's /user/emails answer; by default a verified noreply address and `email` as the primary. */
  githubEmails?: { email: string; primary: boolean; verified: boolean }[];
}

export interface OAuthMock {
  baseUrl: string;
  setProfile(profile: MockProfile): void;
  /** GitHub-style env overrides for the app's config. */
  githubEnv: Record<string, string>;
  googleEnv: Record<string, string>;
  tokenRequests: number;
  close(): Promise<void>;
}

export async function startOAuthMock(ports: number[]): Promise<OAuthMock> {
  let profile: MockProfile | undefined;
  const codes = new Map<
    string,
    { challenge: string | undefined; redirectUri: string; profile: MockProfile }
  >();
  const tokens = new Map<string, MockProfile>();
  const state = { tokenRequests: 0 };
  const app = Fastify();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/authorize', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (!profile) return reply.code(500).send('no profile set');
    if (!query.client_id || !query.redirect_uri || !query.state) return reply.code(400).send('bad request');
    const code = randomBytes(12).toString('hex');
    codes.set(code, { challenge: query.code_challenge, redirectUri: query.redirect_uri, profile });
    const target = new URL(query.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.state);
    return reply.redirect(target.toString());
  });

  app.post('/token', async (request, reply) => {
    state.tokenRequests += 1;
    const body = request.body as Record<string, string>;
    const grant = codes.get(body.code ?? '');
    const basic = request.headers.authorization?.startsWith('Basic ');
    if (!grant || !basic) return reply.code(400).send({ error: 'invalid_grant' });
    codes.delete(body.code!);
    const expected =
      grant.challenge &&
      createHash('sha256')
        .update(body.code_verifier ?? '')
        .digest('base64url');
    if (grant.challenge && expected !== grant.challenge)
      return reply.code(400).send({ error: 'invalid_grant' });
    if (body.redirect_uri !== grant.redirectUri) return reply.code(400).send({ error: 'invalid_grant' });
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, grant.profile);
    return { access_token: accessToken, token_type: 'bearer', scope: 'user:email' };
  });

  const profileOf = (authorization: string | undefined) =>
    tokens.get(authorization?.replace(/^(Bearer|token) /i, '') ?? '');

  app.get('/api/user', async (request, reply) => {
    const user = profileOf(request.headers.authorization);
    if (!user) return reply.code(401).send({ message: 'Bad credentials' });
    return {
      id: Number(user.id),
      login: user.login,
      name: user.name,
      email: null,
      avatar_url: user.picture ?? null,
    };
  });
  app.get('/api/user/emails', async (request, reply) => {
    const user = profileOf(request.headers.authorization);
    if (!user) return reply.code(401).send({ message: 'Bad credentials' });
    return (
      user.githubEmails ?? [
        { email: `noreply-${user.login}@users.example`, primary: false, verified: true },
        { email: user.email, primary: true, verified: user.emailVerified },
      ]
    );
  });
  app.get('/userinfo', async (request, reply) => {
    const user = profileOf(request.headers.authorization);
    if (!user) return reply.code(401).send({ error: 'invalid_token' });
    return {
      sub: user.id,
      name: user.name,
      email: user.email,
      email_verified: user.emailVerified,
      picture: user.picture,
    };
  });

  await listenOnFirstFree(ports, (port) => app.listen({ port, host: '127.0.0.1' }));
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    setProfile(next) {
      profile = next;
    },
    githubEnv: {
      GITHUB_CLIENT_ID: 'mock-github-id',
      GITHUB_CLIENT_SECRET: 'mock-github-secret',
      GITHUB_AUTHORIZE_URL: `${baseUrl}/authorize`,
      GITHUB_TOKEN_URL: `${baseUrl}/token`,
      GITHUB_API_URL: `${baseUrl}/api`,
    },
    googleEnv: {
      GOOGLE_CLIENT_ID: 'mock-google-id',
      GOOGLE_CLIENT_SECRET: 'mock-google-secret',
      GOOGLE_AUTHORIZE_URL: `${baseUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${baseUrl}/token`,
      GOOGLE_USERINFO_URL: `${baseUrl}/userinfo`,
    },
    get tokenRequests() {
      return state.tokenRequests;
    },
    close: () => app.close(),
  };
}
