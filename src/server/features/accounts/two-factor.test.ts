import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { session, twoFactorUsedCodes, userLogs } from '../../db/schema.ts';
import { cookiesOf, enableTwoFactor, totpCode } from '../../test/accounts.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { createAccount } from './create-staff-user.ts';

const t = testAppForFile({ clearRateLimits: true });

const PASSWORD = 'Titkos-Jelszo1';
let serial = 0;

async function account(role: 'client' | 'portal_admin') {
  serial += 1;
  const email = `ketlepcso${serial}@example.hu`;
  const { id } = await createAccount(t.services.database.db, {
    role,
    email,
    firstName: 'Gábor',
    lastName: 'Tóth',
    password: PASSWORD,
  });
  return { id, email };
}

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const login = (email: string) => post('/api/account/login', { email, password: PASSWORD });
const sessionsOf = async (userId: string) =>
  (await t.services.database.db.select({ id: session.id }).from(session).where(eq(session.userId, userId)))
    .map((row) => row.id)
    .sort();

describe('two-factor sign-in for staff', () => {
  it('closes everything but the set-up until an authenticator app is confirmed', async () => {
    const admin = await account('portal_admin');
    const first = await login(admin.email);
    expect(first.json()).toMatchObject({ twoFactorRequired: false, me: { twoFactorSetupRequired: true } });
    const cookie = cookiesOf(first);
    expect((await get('/api/account/me', cookie)).statusCode).toBe(200);
    const edit = (cookieHeader: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/account/profile',
        headers: { cookie: cookieHeader },
        payload: { name: 'Tóth Gábor', email: admin.email },
      });
    const closed = await edit(cookie);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe(MESSAGES.twoFactor.setupRequired);

    const wrongPassword = await post('/api/account/two-factor/setup', { password: 'Rossz-Jelszo1' }, cookie);
    expect(wrongPassword.statusCode).toBe(400);
    const setup = await post('/api/account/two-factor/setup', { password: PASSWORD }, cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, totpURI, backupCodes } = setup.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(backupCodes).toHaveLength(10);

    const badCode = await post('/api/account/two-factor/confirm', { code: '000000' }, cookie);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.message).toBe(MESSAGES.twoFactor.codeInvalid);
    const malformed = await post('/api/account/two-factor/confirm', { code: '12ab' }, cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(MESSAGES.twoFactor.codeFormat);

    const confirmed = await post(
      '/api/account/two-factor/confirm',
      { code: await totpCode(t.app, secret) },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().me).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    const renewed = cookiesOf(confirmed);
    expect((await edit(renewed)).statusCode).toBe(200);

    const disable = await post('/api/account/two-factor/disable', { password: PASSWORD }, renewed);
    expect(disable.statusCode).toBe(403);
    expect(disable.json().error.message).toBe(MESSAGES.twoFactor.staffCannotDisable);
  });

  it('asks for the code at every sign-in; a wrong one does not sign in, the right one does and is logged', async () => {
    const admin = await account('portal_admin');
    const { secret } = await enableTwoFactor(t.app, cookiesOf(await login(admin.email)), PASSWORD);

    const password = await login(admin.email);
    expect(password.json()).toEqual({ me: null, twoFactorRequired: true });
    const challenge = cookiesOf(password);
    expect((await get('/api/account/me', challenge)).statusCode).toBe(401);

    const wrong = await post('/api/account/two-factor/verify', { method: 'totp', code: '000000' }, challenge);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(MESSAGES.twoFactor.codeInvalid);
    const logsBefore = await t.services.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.userId, admin.id));

    const right = await post(
      '/api/account/two-factor/verify',
      { method: 'totp', code: await totpCode(t.app, secret) },
      challenge,
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().me).toMatchObject({ id: admin.id, twoFactorEnabled: true });
    expect((await get('/api/account/me', cookiesOf(right))).statusCode).toBe(200);
    const logsAfter = await t.services.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.userId, admin.id));
    expect(logsAfter.filter((l) => l.actionType === 'login').length).toBe(
      logsBefore.filter((l) => l.actionType === 'login').length + 1,
    );
  });

  it('takes each recovery code once, and refuses a code without the sign-in that asked for it', async () => {
    const admin = await account('portal_admin');
    const { backupCodes } = await enableTwoFactor(t.app, cookiesOf(await login(admin.email)), PASSWORD);
    const code = backupCodes[0]!;

    const first = await post(
      '/api/account/two-factor/verify',
      { method: 'backup', code },
      cookiesOf(await login(admin.email)),
    );
    expect(first.statusCode).toBe(200);
    const again = await post(
      '/api/account/two-factor/verify',
      { method: 'backup', code },
      cookiesOf(await login(admin.email)),
    );
    expect(again.statusCode).toBe(400);

    const noChallenge = await post('/api/account/two-factor/verify', { method: 'totp', code: '123456' });
    expect(noChallenge.statusCode).toBe(401);
    expect(noChallenge.json().error.message).toBe(MESSAGES.twoFactor.challengeExpired);
  });
});

describe('an authenticator code', () => {
  it('signs in once: the same six digits a second time are refused, and leave no session', async () => {
    const admin = await account('portal_admin');
    const { secret } = await enableTwoFactor(t.app, cookiesOf(await login(admin.email)), PASSWORD);
    const code = await totpCode(t.app, secret);

    const first = await post(
      '/api/account/two-factor/verify',
      { method: 'totp', code },
      cookiesOf(await login(admin.email)),
    );
    expect(first.statusCode).toBe(200);
    const sessionsBefore = await sessionsOf(admin.id);

    const second = await post(
      '/api/account/two-factor/verify',
      { method: 'totp', code },
      cookiesOf(await login(admin.email)),
    );
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toMatchObject({
      code: 'two_factor_code_used',
      message: MESSAGES.twoFactor.codeUsed,
    });
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(admin.id)).toEqual(sessionsBefore);
  });

  it('has exactly one winner when two sign-ins race with the same code', async () => {
    const admin = await account('portal_admin');
    const { secret } = await enableTwoFactor(t.app, cookiesOf(await login(admin.email)), PASSWORD);
    const code = await totpCode(t.app, secret);
    const challenges = [cookiesOf(await login(admin.email)), cookiesOf(await login(admin.email))];
    const before = (await sessionsOf(admin.id)).length;

    const answers = await Promise.all(
      challenges.map((challenge) =>
        post('/api/account/two-factor/verify', { method: 'totp', code }, challenge),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await sessionsOf(admin.id)).length).toBe(before + 1);
  });

  it('that switched the app on cannot sign in afterwards', async () => {
    const client = await account('client');
    const first = cookiesOf(await login(client.email));
    const setup = (await post('/api/account/two-factor/setup', { password: PASSWORD }, first)).json();
    const code = await totpCode(t.app, setup.secret);
    expect((await post('/api/account/two-factor/confirm', { code }, first)).statusCode).toBe(200);
    const reused = await post(
      '/api/account/two-factor/verify',
      { method: 'totp', code },
      cookiesOf(await login(client.email)),
    );
    expect(reused.json().error.code).toBe('two_factor_code_used');
  });
});

describe("codes on the app's clock", () => {
  it("the moved clock's code signs in, the real clock's is refused, and a spent one is refused", async () => {
    const admin = await account('portal_admin');
    const { secret } = await enableTwoFactor(t.app, cookiesOf(await login(admin.email)), PASSWORD);
    t.clock.advance(3 * 86_400_000);
    try {
      const realStep = Math.floor(Date.now() / 30_000);
      const realCode = await createOTP(base32.decode(secret)).hotp(realStep);
      const verify = async (code: string) =>
        post('/api/account/two-factor/verify', { method: 'totp', code }, cookiesOf(await login(admin.email)));

      const refused = await verify(realCode);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(MESSAGES.twoFactor.codeInvalid);

      const code = await totpCode(t.app, secret);
      const right = await verify(code);
      expect(right.statusCode, right.body).toBe(200);
      const [spent] = await t.services.database.db
        .select()
        .from(twoFactorUsedCodes)
        .where(and(eq(twoFactorUsedCodes.userId, admin.id), eq(twoFactorUsedCodes.code, code)));
      // Kept for the 90 s the code is accepted, on the same clock.
      expect(spent?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 90_000);
      const again = await verify(code);
      expect(again.json().error.code).toBe('two_factor_code_used');

      // The session is as new as the app's clock says, and ends on it.
      const cookie = cookiesOf(right);
      expect((await get('/api/account/me', cookie)).statusCode).toBe(200);
      t.clock.advance(31 * 60_000);
      expect((await get('/api/account/me', cookie)).statusCode).toBe(401);
    } finally {
      t.clock.set(new Date());
    }
  });
});

describe('two-factor sign-in for clients', () => {
  it('is optional: a client signs in without it, may turn it on and off again', async () => {
    const client = await account('client');
    const first = await login(client.email);
    expect(first.json()).toMatchObject({ twoFactorRequired: false, me: { twoFactorSetupRequired: false } });
    const { cookie } = await enableTwoFactor(t.app, cookiesOf(first), PASSWORD);
    expect((await login(client.email)).json().twoFactorRequired).toBe(true);

    const off = await post('/api/account/two-factor/disable', { password: PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(MESSAGES.twoFactor.disabled);
    expect((await login(client.email)).json().twoFactorRequired).toBe(false);
    expect((await post('/api/account/two-factor/disable', { password: PASSWORD })).statusCode).toBe(401);
  });
});
