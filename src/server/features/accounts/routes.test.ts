import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';

import { mailOutbox, profiles, properties, session, user, userLogs, verification } from '../../db/schema.ts';
import { cookiesOf, expectWeakPassword, registration, solveCaptcha } from '../../test/accounts.ts';
import { testAppForFile } from '../../test/test-app.ts';

const t = testAppForFile({ clearRateLimits: true }, { env: { CAPTCHA_MAX_NUMBER: '200' } });

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });

async function register(overrides: Record<string, unknown> = {}) {
  return post('/api/account/register', { ...registration(overrides), captcha: await solveCaptcha(t.app) });
}

async function lastLink(to: string, path: string): Promise<string> {
  // Oldest first: PostgreSQL returns rows in no set order without ORDER BY.
  const mails = await t.services.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.createdAt));
  const links = mails.flatMap((m) =>
    [...m.text.matchAll(new RegExp(`${path}\\?token=([^\\s]+)`, 'g'))].map((x) => decodeURIComponent(x[1]!)),
  );
  const link = links.at(-1);
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return link;
}

async function registerAndVerify(email: string) {
  expect((await register({ email })).statusCode).toBe(201);
  const token = await lastLink(email.toLowerCase(), '/verify-email');
  expect((await post('/api/account/verify-email', { token })).statusCode).toBe(200);
}

/** The session cookie without Better Auth's signed cache cookie, as a browser has it after the cache expired. */
const sessionTokenOnly = (cookie: string) =>
  cookie
    .split('; ')
    .filter((c) => c.startsWith('etp.session_token='))
    .join('; ');

const login = (email: string, password: string, extra: Record<string, unknown> = {}) =>
  post('/api/account/login', { email, password, ...extra });

describe('registration', () => {
  it('creates the client with the profile, consents and address, logs it and mails the confirmation link', async () => {
    const response = await register();
    expect(response.statusCode).toBe(201);
    const [profile] = await t.services.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'anna.kovacs@example.hu'));
    expect(profile).toMatchObject({
      role: 'client',
      name: 'Kovács Anna',
      phone: '+36 30 123 4567',
      address: '1061 Budapest, Andrássy út 12',
    });
    expect(profile?.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(profile?.portalMarketingAcceptedAt).toBeInstanceOf(Date);
    // Step 2's address is the property to certify: it waits in status new for the coupon order.
    const owned = await t.services.database.db
      .select()
      .from(properties)
      .where(eq(properties.clientId, profile!.id));
    expect(owned).toEqual([
      expect.objectContaining({
        status: 'new',
        address: '1061 Budapest, Andrássy út 12',
        county: 'Budapest',
        couponCode: null,
      }),
    ]);
    const logs = await t.services.database.db.select().from(userLogs).where(eq(userLogs.userId, profile!.id));
    expect(logs.map((l) => l.actionType)).toEqual(['registration']);
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'anna.kovacs@example.hu'));
    expect(mail?.template).toBe('EMAIL_VERIFICATION');
    expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
  });

  it('refuses an e-mail address that is already registered', async () => {
    const response = await register({ email: 'ANNA.KOVACS@example.hu' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'email_already_exists',
      message: MESSAGES.auth.emailAlreadyExists,
    });
  });

  it('refuses a weak password and an invalid e-mail with their messages, creating nothing', async () => {
    const weak = await register({
      email: 'gyenge@example.hu',
      password: 'gyenge',
      confirmPassword: 'gyenge',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.map((f: { message: string }) => f.message)).toContain(
      MESSAGES.password.tooShort,
    );
    const invalid = await register({ email: 'nem-email' });
    expect(invalid.json().error.message).toBe(MESSAGES.email.invalid);
    const rows = await t.services.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'gyenge@example.hu'));
    expect(rows).toEqual([]);
  });

  it('refuses a common password or one made of the name, says why at the password field, and creates nothing', async () => {
    // More tries than the registration limit allows: a refused password is not counted as an attempt.
    for (const [password, reason] of [
      ['Password1!', 'common'],
      ['Jelszo123!', 'common'],
      ['Qwerty123!', 'common'],
      ['Kovacs-Anna-2026', 'personal'],
    ] as const) {
      const response = await register({ email: 'gyakori@example.hu', password, confirmPassword: password });
      expectWeakPassword(response, password, reason, 'body.password');
    }
    expect(
      await t.services.database.db.select().from(user).where(eq(user.email, 'gyakori@example.hu')),
    ).toEqual([]);
    expect(
      await t.services.database.db.select().from(profiles).where(eq(profiles.email, 'gyakori@example.hu')),
    ).toEqual([]);
    expect((await register({ email: 'gyakori@example.hu' })).statusCode).toBe(201);
  });

  it('refuses a city that does not belong to the postcode before the CAPTCHA is spent, creating nothing', async () => {
    const captcha = await solveCaptcha(t.app);
    const wrong = await post('/api/account/register', {
      ...registration({ email: 'rosszvaros@example.hu', postcode: '1061', city: 'Debrecen' }),
      captcha,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: MESSAGES.city.notInPostcode,
      fields: [{ path: 'body.city', message: MESSAGES.city.notInPostcode }],
    });
    const unknown = await post('/api/account/register', {
      ...registration({ email: 'rosszvaros@example.hu', postcode: '1000', city: 'Budapest' }),
      captcha,
    });
    expect(unknown.json().error.message).toBe(MESSAGES.postcode.unknown);
    expect(
      await t.services.database.db.select().from(user).where(eq(user.email, 'rosszvaros@example.hu')),
    ).toEqual([]);
    const right = await post('/api/account/register', {
      ...registration({ email: 'rosszvaros@example.hu', postcode: '1061', city: 'budapest' }),
      captcha,
    });
    expect(right.statusCode, right.body).toBe(201);
    const [property] = await t.services.database.db
      .select()
      .from(properties)
      .innerJoin(user, eq(user.id, properties.clientId))
      .where(eq(user.email, 'rosszvaros@example.hu'));
    expect(property?.properties.city).toBe('Budapest');
  });

  it('refuses a missing, forged or reused CAPTCHA', async () => {
    const missing = await post('/api/account/register', registration({ email: 'robot@example.hu' }));
    expect(missing.json().error.message).toBe(MESSAGES.captcha.required);
    const forged = await post('/api/account/register', {
      ...registration({ email: 'robot@example.hu' }),
      captcha: Buffer.from('{}').toString('base64'),
    });
    expect(forged.json().error.code).toBe('captcha_invalid');
    const captcha = await solveCaptcha(t.app);
    expect(
      (await post('/api/account/register', { ...registration({ email: 'elso@example.hu' }), captcha }))
        .statusCode,
    ).toBe(201);
    const reused = await post('/api/account/register', {
      ...registration({ email: 'masodik@example.hu' }),
      captcha,
    });
    expect(reused.json().error.code).toBe('captcha_invalid');
  });

  it('allows 3 registrations per hour from one address, then says how many minutes to wait', async () => {
    for (let i = 0; i < 3; i++)
      expect((await register({ email: `sorozat${i}@example.hu` })).statusCode).toBe(201);
    const fourth = await register({ email: 'sorozat3@example.hu' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe('Túl sok regisztrációs kísérlet. Próbálja újra 60 perc múlva.');
  });

  it('tells the form before it is filled whether this address may register now, without counting it', async () => {
    const state = () => t.app.inject({ method: 'GET', url: '/api/account/register/state' });
    expect((await state()).json()).toEqual({ allowed: true, minutesRemaining: null });
    expect((await state()).json()).toEqual({ allowed: true, minutesRemaining: null });
    for (let i = 0; i < 3; i++)
      expect((await register({ email: `elore${i}@example.hu` })).statusCode).toBe(201);
    const blocked = await state();
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ allowed: false, minutesRemaining: 60 });
  });
});

describe('e-mail confirmation and sign-in', () => {
  it('refuses sign-in before the address is confirmed, with its message', async () => {
    await register({ email: 'megerosit@example.hu' });
    const response = await login('megerosit@example.hu', 'Titkos-Jelszo1');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'email_not_confirmed',
      message: MESSAGES.auth.emailNotConfirmed,
    });
  });

  it('confirms the address with the mailed token (only when the page posts it) and signs in', async () => {
    const token = await lastLink('megerosit@example.hu', '/verify-email');
    const confirmed = await post('/api/account/verify-email', { token });
    expect(confirmed.json()).toEqual({ message: MESSAGES.auth.emailVerified });
    const response = await login('Megerosit@Example.hu', 'Titkos-Jelszo1', { rememberMe: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      twoFactorRequired: false,
      me: { role: 'client', roleLabel: 'Ügyfél', name: 'Kovács Anna' },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/etp\.session_token=.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=2592000/); // remember me: 30 days
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: cookiesOf(response) },
    });
    expect(me.json().email).toBe('megerosit@example.hu');
    const logs = await t.services.database.db.select().from(userLogs).where(eq(userLogs.actionType, 'login'));
    expect(logs.map((log) => log.metadata?.['email'])).toContain('megerosit@example.hu');
  });

  it('without remember-me the cookie ends with the browser', async () => {
    const response = await login('megerosit@example.hu', 'Titkos-Jelszo1');
    const sessionCookie = ([] as string[])
      .concat(response.headers['set-cookie'] as string[])
      .find((c) => c.startsWith('etp.session_token='));
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/);
  });

  it('refuses a forged confirmation token', async () => {
    const response = await post('/api/account/verify-email', { token: 'nem-valodi' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.auth.verificationInvalid);
  });

  it('answers /me without a session with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Nincs érvényes bejelentkezés');
  });
});

describe('lockout', () => {
  it('counts failures, asks for the CAPTCHA after the second, warns, and blocks after the fifth with the minutes left', async () => {
    await registerAndVerify('zar@example.hu');
    const first = await login('zar@example.hu', 'Rossz-Jelszo1');
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({
      message: MESSAGES.auth.invalidCredentials,
      details: { remainingAttempts: 4, captchaRequired: false },
    });
    const second = await login('zar@example.hu', 'Rossz-Jelszo1');
    expect(second.json().error.details).toEqual({ remainingAttempts: 3, captchaRequired: true });
    const withoutCaptcha = await login('zar@example.hu', 'Rossz-Jelszo1');
    expect(withoutCaptcha.json().error).toMatchObject({
      code: 'captcha_required',
      message: MESSAGES.auth.captchaRequired,
    });
    for (const remaining of [2, 1]) {
      const response = await login('zar@example.hu', 'Rossz-Jelszo1', { captcha: await solveCaptcha(t.app) });
      expect(response.json().error.details.remainingAttempts).toBe(remaining);
    }
    const fifth = await login('zar@example.hu', 'Rossz-Jelszo1', { captcha: await solveCaptcha(t.app) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toMatchObject({
      message: MESSAGES.auth.emailBlocked(15),
      details: { minutesRemaining: 15, blockedBy: 'email' },
    });
    // Even the right password is refused while blocked.
    const blocked = await login('zar@example.hu', 'Titkos-Jelszo1', { captcha: await solveCaptcha(t.app) });
    expect(blocked.statusCode).toBe(429);

    t.clock.advance(15 * 60_000 + 1_000);
    const state = await post('/api/account/login-state', { email: 'zar@example.hu' });
    expect(state.json()).toEqual({ remainingAttempts: 5, captchaRequired: false });
    expect((await login('zar@example.hu', 'Titkos-Jelszo1')).statusCode).toBe(200);
  });

  it('a new password set through the mailed link ends the address lockout at once', async () => {
    await registerAndVerify('elzart@example.hu');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login(
        'elzart@example.hu',
        'Rossz-Jelszo1',
        attempt > 2 ? { captcha: await solveCaptcha(t.app) } : {},
      );
    }
    expect((await post('/api/account/login-state', { email: 'elzart@example.hu' })).statusCode).toBe(429);

    await post('/api/account/forgot-password', { email: 'elzart@example.hu' });
    const token = await lastLink('elzart@example.hu', '/reset-password');
    const payload = { token, password: 'Uj-Jelszo-2026', confirmPassword: 'Uj-Jelszo-2026' };
    expect((await post('/api/account/reset-password', payload)).statusCode).toBe(200);
    // The client IP's failures still ask for the CAPTCHA: they may be somebody else's.
    const signedIn = await login('elzart@example.hu', 'Uj-Jelszo-2026', {
      captcha: await solveCaptcha(t.app),
    });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same for a registered and an unknown address, and mails only the registered one', async () => {
    await registerAndVerify('elfelejt@example.hu');
    const known = await post('/api/account/forgot-password', { email: 'elfelejt@example.hu' });
    const unknown = await post('/api/account/forgot-password', { email: 'senki@example.hu' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const toUnknown = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'senki@example.hu'));
    expect(toUnknown).toEqual([]);
  });

  it('sets the new password once with the token, ending every session; the token cannot be used again', async () => {
    const signedIn = await login('elfelejt@example.hu', 'Titkos-Jelszo1');
    const token = await lastLink('elfelejt@example.hu', '/reset-password');
    const payload = { token, password: 'Uj-Jelszo-2026', confirmPassword: 'Uj-Jelszo-2026' };
    expect((await post('/api/account/reset-password', payload)).json()).toEqual({
      message: MESSAGES.auth.resetDone,
    });
    const again = await post('/api/account/reset-password', payload);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.auth.resetInvalid);
    // The session is gone from the database: without the (at most one minute old) signed cache it is refused.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: sessionTokenOnly(cookiesOf(signedIn)) },
    });
    expect(me.statusCode).toBe(401);
    expect((await login('elfelejt@example.hu', 'Titkos-Jelszo1')).statusCode).toBe(400);
    expect((await login('elfelejt@example.hu', 'Uj-Jelszo-2026')).statusCode).toBe(200);
  });

  it('refuses a common new password or one made of the name, keeping the old password and the link', async () => {
    await registerAndVerify('gyenge.link@example.hu');
    await post('/api/account/forgot-password', { email: 'gyenge.link@example.hu' });
    const token = await lastLink('gyenge.link@example.hu', '/reset-password');
    for (const [password, reason] of [
      ['Password1!', 'common'],
      ['Kovacs-Anna-2026', 'personal'],
    ] as const) {
      const response = await post('/api/account/reset-password', {
        token,
        password,
        confirmPassword: password,
      });
      expectWeakPassword(response, password, reason, 'body.password');
    }
    expect((await login('gyenge.link@example.hu', 'Titkos-Jelszo1')).statusCode).toBe(200);
    const strong = { token, password: 'Masik-Jelszo-77', confirmPassword: 'Masik-Jelszo-77' };
    expect((await post('/api/account/reset-password', strong)).statusCode).toBe(200);
    expect((await login('gyenge.link@example.hu', 'Masik-Jelszo-77')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await post('/api/account/forgot-password', { email: 'elfelejt@example.hu' });
    const token = await lastLink('elfelejt@example.hu', '/reset-password');
    await t.services.database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await post('/api/account/reset-password', {
      token,
      password: 'Masik-Jelszo-1',
      confirmPassword: 'Masik-Jelszo-1',
    });
    expect(response.json().error.message).toBe(MESSAGES.auth.resetInvalid);
  });

  it('tells the page whether its link works without spending it, and ends the link after an hour on the server clock', async () => {
    await registerAndVerify('oras@example.hu');
    await post('/api/account/forgot-password', { email: 'oras@example.hu' });
    const token = await lastLink('oras@example.hu', '/reset-password');

    const fresh = await post('/api/account/reset-password/check', { token });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await post('/api/account/reset-password/check', { token })).statusCode).toBe(200);
    const forged = await post('/api/account/reset-password/check', { token: 'nem-valodi-token' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({ code: 'reset_invalid', message: MESSAGES.auth.resetInvalid });
    expect((await post('/api/account/reset-password/check', { token: '' })).statusCode).toBe(400);

    t.clock.advance(59 * 60_000);
    expect((await post('/api/account/reset-password/check', { token })).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await post('/api/account/reset-password/check', { token })).statusCode).toBe(400);
    const late = await post('/api/account/reset-password', {
      token,
      password: 'Kesoi-Jelszo-61',
      confirmPassword: 'Kesoi-Jelszo-61',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(MESSAGES.auth.resetInvalid);
    expect((await login('oras@example.hu', 'Titkos-Jelszo1')).statusCode).toBe(200);
    expect((await login('oras@example.hu', 'Kesoi-Jelszo-61')).statusCode).toBe(400);
  });

  it('limits the requests with its message, the wait in Retry-After and the minutes for the screen', async () => {
    for (let i = 0; i < 3; i++) await post('/api/account/forgot-password', { email: 'sok@example.hu' });
    const response = await post('/api/account/forgot-password', { email: 'sok@example.hu' });
    expect(response.statusCode).toBe(429);
    const { message, details } = response.json().error;
    expect(message).toMatch(/^Túl sok jelszó visszaállítási kérés\. Próbálja újra \d+ perc múlva\.$/);
    // As every limit answers (the sign-in, the registration and the API keys did; this one had neither).
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(details.minutesRemaining).toBe(Math.ceil(seconds / 60));
    expect(message).toContain(`${details.minutesRemaining} perc`);
  });
});

describe('password change', () => {
  it('checks the current password, ends the other sessions, keeps this one, and logs it', async () => {
    await registerAndVerify('valt@example.hu');
    const here = cookiesOf(await login('valt@example.hu', 'Titkos-Jelszo1'));
    const elsewhere = cookiesOf(await login('valt@example.hu', 'Titkos-Jelszo1'));
    const wrong = await post(
      '/api/account/change-password',
      { currentPassword: 'Rossz-Jelszo1', newPassword: 'Uj-Jelszo-2026', confirmPassword: 'Uj-Jelszo-2026' },
      here,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(MESSAGES.auth.currentPasswordWrong);
    const same = await post(
      '/api/account/change-password',
      { currentPassword: 'Titkos-Jelszo1', newPassword: 'Titkos-Jelszo1', confirmPassword: 'Titkos-Jelszo1' },
      here,
    );
    expect(same.json().error.message).toBe(MESSAGES.password.sameAsCurrent);
    const changed = await post(
      '/api/account/change-password',
      { currentPassword: 'Titkos-Jelszo1', newPassword: 'Uj-Jelszo-2026', confirmPassword: 'Uj-Jelszo-2026' },
      here,
    );
    expect(changed.json()).toEqual({ message: MESSAGES.auth.passwordChanged });
    const hereAfter = [here, cookiesOf(changed)].join('; ');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: hereAfter } }))
        .statusCode,
    ).toBe(200);
    // The other session is gone from the database; its signed cookie cache lasts at most a minute.
    const sessions = await t.services.database.db.select().from(session);
    expect(sessions.filter((s) => elsewhere.includes(s.token))).toEqual([]);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: sessionTokenOnly(elsewhere) },
    });
    expect(other.statusCode).toBe(401);
    const logs = await t.services.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.actionType, 'password_change'));
    expect(logs).toHaveLength(1);
  });

  it('refuses a common new password or one made of the name; the old password still signs in', async () => {
    await registerAndVerify('gyenge.valt@example.hu');
    const cookie = cookiesOf(await login('gyenge.valt@example.hu', 'Titkos-Jelszo1'));
    for (const [newPassword, reason] of [
      ['Password1!', 'common'],
      ['Kovacs-Anna-2026', 'personal'],
    ] as const) {
      const response = await post(
        '/api/account/change-password',
        { currentPassword: 'Titkos-Jelszo1', newPassword, confirmPassword: newPassword },
        cookie,
      );
      expectWeakPassword(response, newPassword, reason, 'body.newPassword');
    }
    expect((await login('gyenge.valt@example.hu', 'Titkos-Jelszo1')).statusCode).toBe(200);
    expect((await login('gyenge.valt@example.hu', 'Password1!')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await post('/api/account/change-password', {
      currentPassword: 'a',
      newPassword: 'Uj-Jelszo-2026',
      confirmPassword: 'Uj-Jelszo-2026',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session and logs it', async () => {
    const cookie = cookiesOf(await login('valt@example.hu', 'Uj-Jelszo-2026'));
    const response = await post('/api/account/logout', {}, cookie);
    expect(response.statusCode).toBe(200);
    const sessions = await t.services.database.db.select().from(session);
    expect(sessions.some((s) => cookie.includes(s.token))).toBe(false);
    const logs = await t.services.database.db
      .select()
      .from(userLogs)
      .where(eq(userLogs.actionType, 'logout'));
    expect(logs).toHaveLength(1);
  });
});
