// The auth services called without HTTP, as the MCP server, a script or a test may: what each answers is what
// happened, and the tokens it hands out are the ones the routes put in cookies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URI, type TOTP } from 'otpauth';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { findSession } from './auth.queries.ts';
import { login } from './auth.service.ts';
import { verifyAccessToken } from './jwt.ts';
import { endSession, refreshSession } from './session.service.ts';
import { hashToken } from './tokens.ts';
import { verifyTwoFactor } from './two-factor.service.ts';
import { depsOf } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const device = { ip: '198.51.100.7', userAgent: 'Script/1.0' };
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('sign-in outcomes', () => {
  it('a password sign-in starts a session on the device and hands its tokens back', async () => {
    const account = await registerUser(new Browser(t.app));
    const deps = depsOf(t.app);
    const outcome = await login(deps, { identifier: account.email, password: account.password }, device);
    expect(outcome.kind).toBe('session-started');
    if (outcome.kind !== 'session-started') return;
    expect(outcome.user.id).toBe(account.id);

    const claims = await verifyAccessToken(deps.config.authSecret, outcome.tokens.accessToken);
    expect(claims?.userId).toBe(account.id);
    const session = await findSession(deps.db, claims!.sessionId);
    expect(session?.userAgent).toBe('Script/1.0');
    expect(session?.ipHash).toBe(hashToken(deps.config.authSecret, `ip:${device.ip}`));

    // The refresh token rotates once; the old one is then a copy, which ends the session.
    const refreshed = await refreshSession(deps, outcome.tokens.refreshToken, quietLog);
    expect(refreshed.kind).toBe('session-refreshed');
    expect(await refreshSession(deps, outcome.tokens.refreshToken, quietLog)).toEqual({ kind: 'refused' });
    expect(await findSession(deps.db, claims!.sessionId)).toBeUndefined();
    expect(await refreshSession(deps, 'not-a-token', quietLog)).toEqual({ kind: 'refused' });
  });

  it('an account with two-factor gets a pending token, which a current code turns into a session', async () => {
    const browser = new Browser(t.app);
    const account = await registerUser(browser);
    const uri = (await browser.post('/api/auth/2fa/setup')).json().message as string;
    const code = (offset = 0) => (URI.parse(uri) as TOTP).generate({ timestamp: Date.now() + offset * 1000 });
    expect((await browser.post('/api/auth/2fa/enable', { code: code() })).statusCode).toBe(200);
    const deps = depsOf(t.app);

    const outcome = await login(deps, { identifier: account.email, password: account.password }, device);
    expect(outcome.kind).toBe('second-factor-pending');
    if (outcome.kind !== 'second-factor-pending') return;
    // No session yet: nothing was handed out but the pending token.
    expect(outcome).not.toHaveProperty('tokens');

    await expect(verifyTwoFactor(deps, undefined, code(30), device)).rejects.toMatchObject({
      code: 'Unauthorized',
    });
    const finished = await verifyTwoFactor(deps, outcome.pendingToken, code(30), device);
    expect(finished.kind).toBe('session-started');
    const claims = await verifyAccessToken(deps.config.authSecret, finished.tokens.accessToken);
    expect(claims?.userId).toBe(account.id);

    // Ending it needs the session's own token: a bare id names nothing that may be ended.
    await endSession(deps, { sessionId: null, refreshToken: `${claims!.sessionId}.${'x'.repeat(43)}` });
    expect(await findSession(deps.db, claims!.sessionId)).toBeDefined();
    await endSession(deps, { sessionId: null, refreshToken: finished.tokens.refreshToken });
    expect(await findSession(deps.db, claims!.sessionId)).toBeUndefined();
  });
});
