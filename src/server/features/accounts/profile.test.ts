import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  account,
  coupons,
  jobs,
  mailOutbox,
  profiles,
  properties,
  session,
  twoFactor,
  user,
  userLogs,
} from '../../db/schema.ts';
import { createCoupon, createProperty } from '../../seed/factories.ts';
import { REMINDER_JOB } from '../appointments/index.ts';
import { cookiesOf, enableTwoFactor } from '../../test/accounts.ts';
import { testAppForFile, realTime } from '../../test/test-app.ts';
import { createAccount } from './create-staff-user.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });

const PASSWORD = 'Titkos-Jelszo1';
let serial = 0;

/** A confirmed account of the role, signed in; returns its id and the browser's cookie. */
async function signedIn(role: 'client' | 'auditor' | 'bank_admin' = 'client') {
  serial += 1;
  const email = `profil${serial}@example.hu`;
  const { id } = await createAccount(t.services.database.db, {
    role,
    email,
    firstName: 'Anna',
    lastName: 'Kovács',
    password: PASSWORD,
  });
  if (role === 'client') {
    await t.services.database.db
      .update(profiles)
      .set({ phone: '+36 30 123 4567', address: '1061 Budapest, Andrássy út 12' })
      .where(eq(profiles.id, id));
  }
  const response = await login(email);
  expect(response.statusCode).toBe(200);
  if (role !== 'bank_admin') return { id, email, cookie: cookiesOf(response) };
  // Staff set up their authenticator app before anything else.
  const { cookie } = await enableTwoFactor(t.app, cookiesOf(response), PASSWORD);
  return { id, email, cookie };
}

const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });

const send = (method: 'PATCH' | 'POST', url: string, payload: object, cookie?: string) =>
  t.app.inject({ method, url, payload, ...(cookie ? { headers: { cookie } } : {}) });

const profileOf = async (id: string) =>
  (await t.services.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

/** The account signs in no more, and its session no longer opens anything. */
async function expectAccountGone(me: { email: string; cookie: string }) {
  expect((await login(me.email)).statusCode).toBe(400);
  const stale = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: me.cookie } });
  expect(stale.statusCode).toBe(401);
}

const logsOf = (id: string) => t.services.database.db.select().from(userLogs).where(eq(userLogs.userId, id));

const edit = (values: Record<string, string>) => ({
  name: 'Kovács Anna',
  phone: '+36 30 123 4567',
  postcode: '1061',
  city: 'Budapest',
  street: 'Andrássy út',
  houseNumber: '12',
  ...values,
});

describe('profile edit', () => {
  it('saves the changed fields, splits the name, and logs old and new values', async () => {
    const me = await signedIn();
    const response = await send(
      'PATCH',
      '/api/account/profile',
      edit({ email: me.email, name: 'Szabó  Anna Mária', street: 'Király utca', houseNumber: '3/B' }),
      me.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MESSAGES.profile.saved, pendingEmail: null });
    expect(await profileOf(me.id)).toMatchObject({
      name: 'Szabó Anna Mária',
      lastName: 'Szabó',
      firstName: 'Anna Mária',
      address: '1061 Budapest, Király utca 3/B',
      phone: '+36 30 123 4567',
    });
    const [log] = await logsOf(me.id).then((logs) => logs.filter((l) => l.actionType === 'profile_update'));
    expect(log?.metadata).toEqual({
      updatedFields: ['name', 'address'],
      oldValues: { name: 'Kovács Anna', address: '1061 Budapest, Andrássy út 12' },
      newValues: { name: 'Szabó Anna Mária', address: '1061 Budapest, Király utca 3/B' },
    });
  });

  it('changes the e-mail only when the link sent to the new address is confirmed', async () => {
    const me = await signedIn();
    const response = await send(
      'PATCH',
      '/api/account/profile',
      edit({ email: ' Uj.Cim@Example.hu ' }),
      me.cookie,
    );
    expect(response.json()).toMatchObject({ pendingEmail: 'uj.cim@example.hu' });
    expect((await profileOf(me.id))?.email).toBe(me.email);
    expect((await login('uj.cim@example.hu')).statusCode).toBe(400);

    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'uj.cim@example.hu'));
    expect(mail?.template).toBe('EMAIL_CHANGE');
    const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(mail!.text)![1]!);
    const confirmed = await send('POST', '/api/account/verify-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(MESSAGES.profile.emailChanged);
    expect((await profileOf(me.id))?.email).toBe('uj.cim@example.hu');
    expect((await login('uj.cim@example.hu')).statusCode).toBe(200);
    expect((await login(me.email)).statusCode).toBe(400);
    const logs = await logsOf(me.id);
    expect(logs.find((l) => l.action === 'Email cím módosítva')?.metadata).toEqual({
      updatedFields: ['email'],
      oldValues: { email: me.email },
      newValues: { email: 'uj.cim@example.hu' },
    });

    const again = await send('POST', '/api/account/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.auth.verificationInvalid);
  });

  it('refuses an address another account uses, and an expired change link', async () => {
    const other = await signedIn();
    const me = await signedIn();
    const taken = await send('PATCH', '/api/account/profile', edit({ email: other.email }), me.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(MESSAGES.auth.emailAlreadyExists);

    await send('PATCH', '/api/account/profile', edit({ email: 'kesobb@example.hu' }), me.cookie);
    const [mail] = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'kesobb@example.hu'));
    const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(mail!.text)![1]!);
    t.clock.advance(25 * 3600_000);
    const late = await send('POST', '/api/account/verify-email', { token });
    expect(late.statusCode).toBe(400);
    expect((await profileOf(me.id))?.email).toBe(me.email);
  });

  it('lets staff keep no address; refuses bad input, no session and auditors', async () => {
    const staff = await signedIn('bank_admin');
    const saved = await send(
      'PATCH',
      '/api/account/profile',
      { name: 'Tóth Gábor', email: staff.email, phone: '' },
      staff.cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect(await profileOf(staff.id)).toMatchObject({ name: 'Tóth Gábor', address: null, phone: null });

    const bad = await send(
      'PATCH',
      '/api/account/profile',
      { name: ' ', email: 'nem-email', postcode: '10' },
      staff.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().error.fields.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([MESSAGES.name.required, MESSAGES.email.invalid, MESSAGES.postcode.invalid]),
    );

    expect((await send('PATCH', '/api/account/profile', edit({ email: 'x@example.hu' }))).statusCode).toBe(
      401,
    );
    const auditor = await signedIn('auditor');
    const refused = await send(
      'PATCH',
      '/api/account/profile',
      edit({ email: auditor.email }),
      auditor.cookie,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('a missing profile row', () => {
  it('counts as signed out: the session stops working and the password no longer signs in', async () => {
    const me = await signedIn();
    const { db } = t.services.database;
    await db.delete(profiles).where(eq(profiles.id, me.id));
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: me.cookie },
    });
    expect(stale.statusCode).toBe(401);
    const again = await login(me.email);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.auth.invalidCredentials);
    // The session of the refused sign-in is not kept, nor the stale one.
    expect(await db.select().from(session).where(eq(session.userId, me.id))).toEqual([]);
  });
});

describe('account deletion', () => {
  it('needs the word TÖRLÉS, a session, and is not for auditors', async () => {
    const me = await signedIn();
    const wrong = await send('POST', '/api/account/delete', { confirmation: 'torles' }, me.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(MESSAGES.accountDeletion.confirmWord);
    expect((await send('POST', '/api/account/delete', { confirmation: 'TÖRLÉS' })).statusCode).toBe(401);
    const auditor = await signedIn('auditor');
    expect(
      (await send('POST', '/api/account/delete', { confirmation: 'TÖRLÉS' }, auditor.cookie)).statusCode,
    ).toBe(403);
    expect(await profileOf(me.id)).toBeDefined();
  });

  it('erases an account with no order entirely: it cannot sign in, and its log rows keep nothing personal', async () => {
    const me = await signedIn();
    // The property from the registration address, never ordered, goes with the account.
    await createProperty(t.services.database.db, t.services.postcodes, {
      clientId: me.id,
      postcode: '1061',
      street: 'Andrássy út',
      houseNumber: '12',
      status: 'new',
    });
    const response = await send('POST', '/api/account/delete', { confirmation: 'TÖRLÉS' }, me.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.accountDeletion.done);
    const { db } = t.services.database;
    expect(await db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
    expect(await profileOf(me.id)).toBeUndefined();
    expect(await db.select().from(properties).where(eq(properties.clientId, me.id))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email))).toEqual([]);
    const loginLogs = await db.select().from(userLogs).where(eq(userLogs.actionType, 'login'));
    expect(JSON.stringify(loginLogs)).not.toContain(me.email);
    await expectAccountGone(me);
  });

  it('deletes every queued message to or about the person: the pending e-mail change to the new address and the order notice', async () => {
    const me = await signedIn();
    const { db } = t.services.database;
    await createProperty(db, t.services.postcodes, {
      clientId: me.id,
      postcode: '1061',
      street: 'Andrássy út',
      houseNumber: '12',
      status: 'new',
    });
    await createCoupon(db, { code: 'KH106188' });
    const ordered = await send(
      'POST',
      '/api/client/order',
      {
        couponCode: 'KH106188',
        postcode: '1061',
        city: 'Budapest',
        street: 'Andrássy út',
        houseNumber: '12',
        area: '80',
        addressConfirmed: true,
      },
      me.cookie,
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const changed = await send(
      'PATCH',
      '/api/account/profile',
      { name: 'Kovács Anna', email: 'torlendo.uj@example.hu', phone: '+36 30 123 4567' },
      me.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const mailsAbout = async () =>
      (await db.select().from(mailOutbox)).filter(
        (mail) =>
          mail.to === me.email || mail.to === 'torlendo.uj@example.hu' || mail.text.includes(me.email),
      );
    expect((await mailsAbout()).map((mail) => mail.template).sort()).toEqual([
      'EMAIL_CHANGE',
      'NEW_CERTIFICATION_ORDER',
    ]);

    const response = await send('POST', '/api/account/delete', { confirmation: 'TÖRLÉS' }, me.cookie);
    expect(response.statusCode).toBe(200);
    expect(await mailsAbout()).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.aboutUserId, me.id))).toEqual([]);
  });

  it('keeps the property and coupon claim of a client who ordered, without their personal data', async () => {
    const signedInClient = await signedIn();
    const me = { ...signedInClient, ...(await enableTwoFactor(t.app, signedInClient.cookie, PASSWORD)) };
    const { db } = t.services.database;
    const property = await createProperty(db, t.services.postcodes, {
      clientId: me.id,
      postcode: '1061',
      street: 'Andrássy út',
      houseNumber: '12',
      status: 'finding_auditor',
      area: 80,
      couponCode: 'KH106199',
      contactPerson: { name: 'Kovács Béla', phone: '+36 30 765 4321' },
    });
    // An appointment reminder queued for the property, and one for someone else's.
    const reminder = (propertyId: string) => ({
      name: REMINDER_JOB,
      payload: { propertyId, sequence: 1 },
      runAt: new Date(Date.now() + 86_400_000),
    });
    const otherProperty = randomUUID();
    await db.insert(jobs).values([reminder(property.id), reminder(otherProperty)]);
    const response = await send('POST', '/api/account/delete', { confirmation: 'TÖRLÉS' }, me.cookie);
    expect(response.statusCode).toBe(200);

    const erased = await profileOf(me.id);
    expect(erased).toMatchObject({ name: 'Törölt felhasználó', phone: null, address: null, firstName: null });
    expect(erased?.email).not.toContain('profil');
    expect(erased?.erasedAt).toBeInstanceOf(Date);
    const [kept] = await db.select().from(properties).where(eq(properties.id, property.id));
    expect(kept).toMatchObject({ status: 'finding_auditor', contactPerson: null, couponCode: 'KH106199' });
    const [claim] = await db.select().from(coupons).where(eq(coupons.code, 'KH106199'));
    expect(claim?.claimedBy).toBe(me.id);
    expect(await db.select().from(session).where(eq(session.userId, me.id))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, me.id))).toEqual([]);
    const queued = await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.name, REMINDER_JOB));
    const queuedFor = queued.map((job) => job.payload.propertyId);
    expect(queuedFor).not.toContain(property.id);
    expect(queuedFor).toContain(otherProperty);
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, me.id))).toEqual([]);
    for (const log of await logsOf(me.id)) {
      if (log.actionType !== 'account_deletion') expect(log.metadata).toBeNull();
    }
    await expectAccountGone(me);
  });
});
