// GitHub and Google through arctic's generic OAuth2Client, with the endpoints from the config, so an
// enterprise host or a local mock provider (tests) can stand in for the real ones. PKCE for both.
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { Config, OAuthProviderConfig } from '../config.ts';

export const socialProviders = ['github', 'google'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export interface SocialProfile {
  providerAccountId: string;
  /** null when the provider vouches for no address (GitHub: none of the account's emails is verified). */
  email: string | null;
  emailVerified: boolean;
  name: string;
  /** A suggestion for the username: the GitHub login or the email's local part. */
  handle: string;
  picture: string | null;
}

const scopes: Record<SocialProvider, string[]> = {
  github: ['read:user', 'user:email'],
  google: ['openid', 'profile', 'email'],
};

export const providerConfig = (config: Config, provider: SocialProvider): OAuthProviderConfig | undefined =>
  config[provider];

const clientFor = (config: Config, provider: SocialProvider, settings: OAuthProviderConfig) =>
  new OAuth2Client(
    settings.clientId,
    settings.clientSecret,
    `${config.publicUrl}/api/auth/${provider}/callback`,
  );

export const authorizationUrl = (
  config: Config,
  provider: SocialProvider,
  settings: OAuthProviderConfig,
  state: string,
  codeVerifier: string,
): URL =>
  clientFor(config, provider, settings).createAuthorizationURLWithPKCE(
    settings.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    scopes[provider],
  );

export class ProviderProfileError extends Error {}

const getJson = async (url: string, accessToken: string): Promise<unknown> => {
  const response = await fetch(url, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/json',
      'User-Agent': 'resume-builder',
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new ProviderProfileError(`${url} answered ${response.status}`);
  return response.json();
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * GitHub's /user/emails says which addresses the account has verified; only those are used (the primary
 * one first), and the public `email` of /user, which it does not vouch for, never is.
 */
async function githubProfile(settings: OAuthProviderConfig, accessToken: string): Promise<SocialProfile> {
  const api = settings.apiUrl.replace(/\/+$/, '');
  const user = (await getJson(`${api}/user`, accessToken)) as Record<string, unknown>;
  const emails = (await getJson(`${api}/user/emails`, accessToken)) as unknown;
  const verified = (Array.isArray(emails) ? emails : []).filter(
    (entry): entry is { email: string; primary?: unknown } =>
      typeof entry === 'object' && entry !== null && entry.verified === true && !!text(entry.email),
  );
  const email = (verified.find((entry) => entry.primary === true) ?? verified[0])?.email ?? null;
  const id = user.id;
  const login = text(user.login);
  if ((typeof id !== 'number' && typeof id !== 'string') || !login) {
    throw new ProviderProfileError('GitHub profile lacks an id or login');
  }
  return {
    providerAccountId: String(id),
    email,
    emailVerified: email !== null,
    name: text(user.name) ?? login,
    handle: login,
    picture: text(user.avatar_url) ?? null,
  };
}

async function googleProfile(settings: OAuthProviderConfig, accessToken: string): Promise<SocialProfile> {
  const info = (await getJson(settings.apiUrl, accessToken)) as Record<string, unknown>;
  const sub = text(info.sub);
  const email = text(info.email);
  if (!sub || !email) throw new ProviderProfileError('Google profile lacks a subject or email');
  return {
    providerAccountId: sub,
    email,
    emailVerified: info.email_verified === true,
    name: text(info.name) ?? email.split('@')[0]!,
    handle: email.split('@')[0]!,
    picture: text(info.picture) ?? null,
  };
}

/** Exchanges the code (checking the PKCE verifier) and reads the profile. */
export async function fetchSocialProfile(
  config: Config,
  provider: SocialProvider,
  settings: OAuthProviderConfig,
  code: string,
  codeVerifier: string,
): Promise<SocialProfile> {
  const tokens = await clientFor(config, provider, settings).validateAuthorizationCode(
    settings.tokenUrl,
    code,
    codeVerifier,
  );
  const accessToken = tokens.accessToken();
  return provider === 'github' ? githubProfile(settings, accessToken) : googleProfile(settings, accessToken);
}
