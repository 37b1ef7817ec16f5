// Every database read and write of sign-in: users with their secrets, sessions, social links.
// Single-use tokens are consumed with one conditional UPDATE, so two concurrent uses cannot both win.
import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { oauthAccounts, secrets, sessions, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type SecretsRow = typeof secrets.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
type NewUser = typeof users.$inferInsert;
type SecretsPatch = Partial<Omit<typeof secrets.$inferInsert, 'id' | 'userId'>>;

/** PostgreSQL's unique_violation, however the driver wraps it. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
};

export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** Whether another user already has this email or username. */
export const findClash = async (
  db: Db,
  { email, username }: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<boolean> => {
  const conditions = [];
  if (email) conditions.push(eq(users.email, email));
  if (username) conditions.push(eq(users.username, username));
  if (conditions.length === 0) return false;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql.join(conditions, sql` or `), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return rows.length > 0;
};

/** Whether the user can sign in with a password (social accounts have none until they set one). */
export const userHasPassword = async (db: Db, userId: string): Promise<boolean> =>
  (
    await db
      .select({ userId: secrets.userId })
      .from(secrets)
      .where(and(eq(secrets.userId, userId), isNotNull(secrets.password)))
      .limit(1)
  ).length > 0;

export const isUsernameTaken = async (db: Db, username: string): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1)).length > 0;

export const findUserWithSecrets = async (
  db: Db,
  by: { email: string } | { username: string } | { id: string },
): Promise<{ user: UserRow; secrets: SecretsRow | null } | undefined> => {
  const condition =
    'email' in by
      ? eq(users.email, by.email)
      : 'username' in by
        ? eq(users.username, by.username)
        : eq(users.id, by.id);
  const rows = await db
    .select({ user: users, secrets })
    .from(users)
    .leftJoin(secrets, eq(secrets.userId, users.id))
    .where(condition)
    .limit(1);
  return rows[0];
};

/** Creates the user and their secrets together; undefined when the email or username is taken. */
export const insertUserWithSecrets = async (
  db: Db,
  user: NewUser,
  secretValues: SecretsPatch,
  oauth?: { provider: string; providerAccountId: string },
): Promise<UserRow | undefined> => {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values(user).returning();
      await tx.insert(secrets).values({ ...secretValues, userId: created!.id });
      if (oauth) await tx.insert(oauthAccounts).values({ ...oauth, userId: created!.id });
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
};

export const updateSecrets = async (db: Db, userId: string, patch: SecretsPatch): Promise<void> => {
  await db.update(secrets).set(patch).where(eq(secrets.userId, userId));
};

/** Updates the user; undefined when the new email or username is taken by someone else. */
export const updateUser = async (
  db: Db,
  userId: string,
  patch: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> => {
  try {
    const [updated] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
};

/**
 * Clears a matching, unexpired verification token and, when it was mailed to the account's current address
 * (`sentTo`), marks that address verified. Returns the user id, or undefined for an unknown token or one mailed
 * to an address the account no longer has.
 */
export const consumeVerificationToken = async (
  db: Db,
  tokenHash: string,
  sentTo: (email: string) => boolean,
): Promise<string | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(secrets)
      .set({ verificationToken: null, verificationExpiresAt: null })
      .where(and(eq(secrets.verificationToken, tokenHash), gt(secrets.verificationExpiresAt, new Date())))
      .returning({ userId: secrets.userId });
    if (!row) return undefined;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    if (!user || !sentTo(user.email)) return undefined;
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, row.userId));
    return row.userId;
  });

/**
 * Clears a matching, unexpired reset token (and any verification token: the password changed), stores the new
 * password hash and ends every session of the user. The address is marked verified only when the link was
 * mailed to it (`sentTo`). An account that a provider created with an address nobody had verified loses its
 * provider links: whoever made that link never proved the address, and the reset just did (ADR 0010).
 * Returns the user id.
 */
export const consumeResetToken = async (
  db: Db,
  tokenHash: string,
  passwordHash: string,
  sentTo: (email: string) => boolean,
): Promise<string | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(secrets)
      .set({
        resetToken: null,
        resetExpiresAt: null,
        verificationToken: null,
        verificationExpiresAt: null,
        password: passwordHash,
      })
      .where(and(eq(secrets.resetToken, tokenHash), gt(secrets.resetExpiresAt, new Date())))
      .returning({ userId: secrets.userId });
    if (!row) return undefined;
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (user && user.provider !== 'email' && !user.emailVerified)
      await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, row.userId));
    if (user && sentTo(user.email))
      await tx.update(users).set({ emailVerified: true }).where(eq(users.id, row.userId));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    return row.userId;
  });

/** Replaces the backup codes only if they are still the ones read, so one code cannot be spent twice. */
export const replaceBackupCodes = async (
  db: Db,
  userId: string,
  expected: string[],
  next: string[],
): Promise<boolean> => {
  const rows = await db
    .update(secrets)
    .set({ twoFactorBackupCodes: next })
    .where(
      and(
        eq(secrets.userId, userId),
        sql`${secrets.twoFactorBackupCodes} = ${sql.param(expected, secrets.twoFactorBackupCodes)}`,
      ),
    )
    .returning({ userId: secrets.userId });
  return rows.length === 1;
};

/** Records a TOTP step as used, only if it is newer than the last one used: a code works once. */
export const acceptTotpStep = async (db: Db, userId: string, step: number): Promise<boolean> => {
  const rows = await db
    .update(secrets)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(secrets.userId, userId),
        or(isNull(secrets.twoFactorLastStep), lt(secrets.twoFactorLastStep, step)),
      ),
    )
    .returning({ userId: secrets.userId });
  return rows.length === 1;
};

/** Swaps the stored TOTP secret only if it still is `expected`; false when something changed it meanwhile. */
export const replaceTwoFactorSecret = async (
  db: Db,
  userId: string,
  expected: string,
  next: string,
): Promise<boolean> => {
  const rows = await db
    .update(secrets)
    .set({ twoFactorSecret: next })
    .where(and(eq(secrets.userId, userId), eq(secrets.twoFactorSecret, expected)))
    .returning({ userId: secrets.userId });
  return rows.length === 1;
};

export const setTwoFactor = async (
  db: Db,
  userId: string,
  enabled: boolean,
  values: { secret: string | null; backupCodes: string[]; lastStep: number | null },
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .update(secrets)
      .set({
        twoFactorSecret: values.secret,
        twoFactorBackupCodes: values.backupCodes,
        twoFactorLastStep: values.lastStep,
      })
      .where(eq(secrets.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: enabled }).where(eq(users.id, userId));
  });
};

// Sessions

export const insertSession = async (
  db: Db,
  values: {
    userId: string;
    refreshTokenHash: string;
    expiresAt: Date;
    userAgent: string | null;
    ipHash: string | null;
  },
): Promise<SessionRow> => (await db.insert(sessions).values(values).returning())[0]!;

export const findSession = async (db: Db, sessionId: string): Promise<SessionRow | undefined> =>
  (await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1))[0];

/** The session and its user, for the guard: one indexed lookup per signed-in request. */
const liveSessionUser = preparedPerDb((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('rb_live_session_user'),
);

/**
 * The user of a session that still exists and has not expired. Every signed-in request asks, so it is one prepared
 * statement (docs/decisions/0030-hot-path-statements-and-answers.md); the row itself is never remembered.
 */
export const findLiveSessionUser = async (
  db: Db,
  sessionId: string,
  userId: string,
): Promise<UserRow | undefined> => {
  const rows = await liveSessionUser(db).execute({ sessionId, userId, now: new Date().toISOString() });
  return rows[0]?.user;
};

/** Swaps the refresh token hash only if it is still the presented one (a lost race counts as reuse). */
export const rotateSession = async (
  db: Db,
  sessionId: string,
  presentedHash: string,
  next: { refreshTokenHash: string; expiresAt: Date },
): Promise<boolean> => {
  const rows = await db
    .update(sessions)
    .set({ ...next, lastUsedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.refreshTokenHash, presentedHash)))
    .returning({ id: sessions.id });
  return rows.length === 1;
};

export const deleteSession = async (db: Db, sessionId: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
};

export const deleteUserSessions = async (db: Db, userId: string, exceptSessionId?: string): Promise<void> => {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
};

// Social accounts

export const findOAuthUser = async (
  db: Db,
  provider: string,
  providerAccountId: string,
): Promise<UserRow | undefined> => {
  const rows = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerAccountId, providerAccountId)))
    .limit(1);
  return rows[0]?.user;
};
