// Social sign-in (ADR 0004): a provider account signs in only the user it is linked to; an email that
// already belongs to an account is never taken over; a new provider account becomes a new user.
import { nameSchema, usernameSchema } from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import {
  findClash,
  findOAuthUser,
  insertUserWithSecrets,
  isUsernameTaken,
  type UserRow,
} from './auth.queries.ts';
import { normalizeEmail, signInOrAskSecondFactor, type SignInOutcome } from './auth.service.ts';
import type { SocialProfile, SocialProvider } from './oauth.providers.ts';
import type { Device } from './session.service.ts';
import { randomToken } from './tokens.ts';

/** A valid, unused username from the provider's handle: lowercased, cleaned, suffixed when taken. */
async function freeUsername(deps: AppDeps, handle: string): Promise<string> {
  let base = handle
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 200);
  if (base.length < 3) base = `user-${base}`.replace(/-$/, '');
  if (usernameSchema.safeParse(base).success && !(await isUsernameTaken(deps.db, base))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}-${randomToken(3)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')}`;
    if (!(await isUsernameTaken(deps.db, candidate))) return candidate;
  }
  throw new AppError('SomethingWentWrong');
}

async function createSocialUser(
  deps: AppDeps,
  provider: SocialProvider,
  profile: SocialProfile,
): Promise<UserRow> {
  if (deps.config.disableSignups) throw new AppError('SignupsDisabled');
  // An account is never made for an address its provider does not vouch for (ADR 0004, 0010): whoever holds
  // a provider account with someone else's unverified address would otherwise own that address here first.
  if (profile.email === null || !profile.emailVerified) throw new AppError('ProviderEmailNotVerified');
  const email = normalizeEmail(profile.email);
  if (await findClash(deps.db, { email })) throw new AppError('UserAlreadyExists');
  const username = await freeUsername(deps, profile.handle);
  // The 3-255 rule for names (docs/product.md#user): the provider's name, else its handle, else the username (which
  // freeUsername keeps at 3 or more characters).
  const name = [profile.name, profile.handle, username]
    .map((candidate) => candidate.trim().slice(0, 255))
    .find((candidate) => nameSchema.safeParse(candidate).success)!;
  const user = await insertUserWithSecrets(
    deps.db,
    {
      name,
      email,
      username,
      picture: profile.picture,
      emailVerified: true,
      provider,
    },
    { password: null },
    { provider, providerAccountId: profile.providerAccountId },
  );
  if (!user) throw new AppError('UserAlreadyExists');
  return user;
}

export async function signInWithProvider(
  deps: AppDeps,
  provider: SocialProvider,
  profile: SocialProfile,
  device: Device,
): Promise<SignInOutcome> {
  const linked = await findOAuthUser(deps.db, provider, profile.providerAccountId);
  const user = linked ?? (await createSocialUser(deps, provider, profile));
  return signInOrAskSecondFactor(deps, user, device);
}
