// README, 'Rotating AUTH_SECRET': a new secret signs and encrypts; what a previous one (AUTH_SECRET_PREVIOUS)
// signed or encrypted still works until it is removed, and nothing ends in a 500. Each instance below is the
// portal restarted with other secrets on the same database.
import { symmetricDecrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../domain/server-messages.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { twoFactor } from '../db/schema.ts';
import { reencryptTwoFactorSecrets, resetTwoFactor } from '../features/accounts/index.ts';
import { type AppServices, createServices } from '../services.ts';
import { cookiesOf, signInWithCode, solveCaptcha, TEST_PASSWORD } from '../test/accounts.ts';
import { people } from '../test/people.ts';
import { silentLogger, testAppForFile } from '../test/test-app.ts';
import { loggedRows } from '../test/logs.ts';

const OLD = 'test-secret-test-secret-test-secret-0123';
const NEW = 'uj-titok-uj-titok-uj-titok-uj-titok-2026';
const LOST = 'elveszett-elveszett-elveszett-elveszett-1';

const t = testAppForFile({ clearRateLimits: true }, { env: { AUTH_SECRET: OLD } });
const who = people(t);
const opened: FastifyInstance[] = [];
const db = () => t.services.database.db;

afterAll(async () => {
  for (const app of opened) await app.close();
});

/** The portal started again on the same database with these secrets. */
async function restartedWith(secrets: { AUTH_SECRET: string; AUTH_SECRET_PREVIOUS?: string }) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    SEED_DEMO: 'false',
    PUBLIC_URL: t.config.publicUrl,
    ...secrets,
  });
  const services: AppServices = await createServices(config, {
    database: t.services.database,
    clock: t.clock.now,
  });
  const app = await buildApp(services);
  opened.push(app);
  return { app, services };
}

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
const login = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password: TEST_PASSWORD } });
const verify = (app: FastifyInstance, cookie: string, payload: { method: string; code: string }) =>
  app.inject({ method: 'POST', url: '/api/account/two-factor/verify', headers: { cookie }, payload });
const storedSecret = async (userId: string) =>
  (await db().select().from(twoFactor).where(eq(twoFactor.userId, userId)))[0]!;

describe('a new AUTH_SECRET with the old one in AUTH_SECRET_PREVIOUS', () => {
  it('keeps sessions and authenticator apps working, and signs what is new with the new secret', async () => {
    const rotated = await restartedWith({ AUTH_SECRET: NEW, AUTH_SECRET_PREVIOUS: OLD });
    const staff = await who.staff('portal_admin');
    const client = await who.client();

    // A cookie the old secret signed still signs in, also where Better Auth reads it (the password change).
    expect((await me(rotated.app, staff.cookie)).statusCode).toBe(200);
    const changed = await rotated.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: { cookie: client.cookie },
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Masik-Jelszo-2026!',
        confirmPassword: 'Masik-Jelszo-2026!',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // The authenticator secret the old secret encrypted still checks codes, and is encrypted anew.
    const cookie = await signInWithCode(rotated.app, staff.email, staff.totpSecret);
    const row = await storedSecret(staff.id);
    expect(await symmetricDecrypt({ key: NEW, data: row.secret })).toHaveLength(40);
    expect(JSON.parse(await symmetricDecrypt({ key: NEW, data: row.backupCodes }))).toEqual(
      staff.backupCodes,
    );
    // The new session's cookie carries the new secret's signature: an instance still on the old one
    // alone does not take it.
    expect((await me(rotated.app, cookie)).statusCode).toBe(200);
    expect((await me(t.app, cookie)).statusCode).toBe(401);

    // A CAPTCHA challenge the old secret signed is still solved.
    expect(await rotated.services.captcha.verify(await solveCaptcha(t.app))).toBe('ok');
  });

  it('encrypts every authenticator secret anew at start-up, so the old secret can then be removed', async () => {
    const rotated = await restartedWith({ AUTH_SECRET: NEW, AUTH_SECRET_PREVIOUS: OLD });
    const staff = await who.staff('bank_admin');
    const counts = await reencryptTwoFactorSecrets(rotated.services, silentLogger);
    expect(counts.rewritten).toBeGreaterThanOrEqual(1);
    expect(counts.unreadable).toBe(0);
    expect(await reencryptTwoFactorSecrets(rotated.services, silentLogger)).toEqual({
      rewritten: 0,
      unreadable: 0,
    });

    const removed = await restartedWith({ AUTH_SECRET: NEW });
    // The old secret verifies nothing any more: its cookies and CAPTCHA challenges are refused...
    expect((await me(removed.app, staff.cookie)).statusCode).toBe(401);
    expect(await removed.services.captcha.verify(await solveCaptcha(t.app))).toBe('invalid');
    // ...but nobody is locked out: the authenticator app still signs in.
    const cookie = await signInWithCode(removed.app, staff.email, staff.totpSecret);
    expect((await me(removed.app, cookie)).statusCode).toBe(200);
  });
});

describe('a second factor no configured secret opens', () => {
  it('is refused in Hungarian, not with a 500, until the operator resets it', async () => {
    const lost = await restartedWith({ AUTH_SECRET: LOST });
    const staff = await who.staff('admin_light');

    for (const payload of [
      { method: 'totp', code: '123456' },
      { method: 'backup', code: staff.backupCodes[0]! },
    ]) {
      const password = await login(lost.app, staff.email);
      expect(password.json()).toMatchObject({ twoFactorRequired: true });
      const refused = await verify(lost.app, cookiesOf(password), payload);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'two_factor_unreadable',
        message: SERVER_MESSAGES.twoFactorUnreadable,
      });
    }

    expect(await resetTwoFactor(lost.services, silentLogger, staff.email.toUpperCase())).toMatchObject({
      changed: true,
      staff: true,
    });
    const [logged] = await loggedRows(t, staff.id, { actionType: 'admin_action' });
    expect(logged?.action).toBe('Kétlépcsős azonosítás visszaállítva (üzemeltető)');
    // Every session ended with it; the next sign-in goes to the authenticator's set-up.
    expect((await me(t.app, staff.cookie)).statusCode).toBe(401);
    const again = await login(lost.app, staff.email);
    expect(again.json()).toMatchObject({ twoFactorRequired: false, me: { twoFactorSetupRequired: true } });
    expect(await resetTwoFactor(lost.services, silentLogger, staff.email)).toMatchObject({ changed: false });
  });
});
