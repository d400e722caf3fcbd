import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditorCreateSchema,
  adminAuditorUpdateSchema,
  type AdminAuditorDetail,
  type AuditorPerformance,
} from '../../../domain/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';

import { auditorDetails, mailOutbox, profiles, ratings } from '../../db/schema.ts';
import { cookiesOf, expectWeakPassword } from '../../test/accounts.ts';
import { auditorInput } from '../../test/auditor-input.ts';
import { NAMES_IN_HUNGARIAN_ORDER, people, type SignedIn } from '../../test/people.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile, realTime } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import { createAdminAuditor, updateAdminAuditor } from './service.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
let admin: SignedIn;
const db = () => t.services.database.db;
beforeAll(async () => {
  admin = await who.staff('portal_admin');
});

const request = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

describe('creating an auditor', () => {
  it('creates the account with a set-password link and no password in the e-mail, and logs it', async () => {
    const response = await request('POST', '/api/admin/auditors', admin.cookie, auditorInput());
    expect(response.statusCode, response.body).toBe(201);
    const auditor = response.json().auditor as AdminAuditorDetail;
    expect(response.json().message).toBe(MESSAGES.auditors.created('Lakatos Nóra'));
    expect(auditor).toMatchObject({
      email: 'nora.lakatos@example.hu',
      onboardingStatus: 'init',
      isActive: true,
      workCapacity: 6,
      acceptedCounties: ['Győr-Moson-Sopron', 'Vas'],
      certificationId: 'TÉ-08-12345',
      postcode: '9021',
      city: 'Győr',
    });
    expect(auditor.displayId).toMatch(/^TAN-\d{6}$/);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'nora.lakatos@example.hu'));
    expect(mail?.template).toBe('AUDITOR_REGISTRATION');
    expect(mail?.text).not.toContain('Ideiglenes-1');
    const [log] = await loggedRows(t, admin.id, { action: 'Új tanúsító létrehozva' });
    expect(log?.metadata).toMatchObject({ targetUserId: auditor.id });

    // The temporary password signs in, but only the password change opens until it is replaced.
    const signedIn = await request('POST', '/api/account/login', undefined, {
      email: 'nora.lakatos@example.hu',
      password: 'Ideiglenes-1',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().me.passwordChangeRequired).toBe(true);
    const cookie = cookiesOf(signedIn);
    const blocked = await request('GET', '/api/auditor/onboarding', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe(MESSAGES.auth.passwordChangeRequired);

    // The link in the e-mail sets the auditor's own password and lifts the restriction.
    const token = decodeURIComponent(/reset-password\?token=([^\s"&]+)/.exec(mail!.text)![1]!);
    const reset = await request('POST', '/api/account/reset-password', undefined, {
      token,
      password: 'Sajat-Jelszo-2026',
      confirmPassword: 'Sajat-Jelszo-2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, auditor.id));
    expect(profile?.passwordChangeRequired).toBe(false);
    const again = await request('POST', '/api/account/login', undefined, {
      email: 'nora.lakatos@example.hu',
      password: 'Sajat-Jelszo-2026',
    });
    expect((await request('GET', '/api/auditor/onboarding', cookiesOf(again))).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'rossz' }, MESSAGES.email.invalid],
    [{ password: 'rövid' }, MESSAGES.password.temporaryTooShort],
    [{ workCapacity: 25 }, MESSAGES.auditor.capacity],
    [{ certifications: [] }, MESSAGES.auditor.certificationRequired],
    [{ certificationId: '' }, MESSAGES.auditor.certificationIdRequired],
    [{ notes: 'x'.repeat(501) }, MESSAGES.auditor.notesTooLong],
    [{ lastName: 'A' }, MESSAGES.lastName.tooShort],
  ])('refuses %o with its message', async (change, message) => {
    const response = await request('POST', '/api/admin/auditors', admin.cookie, auditorInput(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { message: string }) => f.message)).toContain(message);
  });

  it('refuses a common temporary password or one made of the name, with the reason, creating nothing', async () => {
    for (const [password, reason] of [
      ['Password1!', 'common'],
      ['Lakatos-Nora-2026', 'personal'],
    ] as const) {
      const response = await request(
        'POST',
        '/api/admin/auditors',
        admin.cookie,
        auditorInput({ email: 'gyenge.tanusito@example.hu', password }),
      );
      expectWeakPassword(response, password, reason, 'body.password');
    }
    expect(
      await db().select().from(profiles).where(eq(profiles.email, 'gyenge.tanusito@example.hu')),
    ).toEqual([]);
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'gyenge.tanusito@example.hu')),
    ).toEqual([]);
  });

  it('refuses an address that is already registered', async () => {
    const taken = await who.client();
    const response = await request(
      'POST',
      '/api/admin/auditors',
      admin.cookie,
      auditorInput({ email: taken.email }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.auth.emailAlreadyExists);
  });
});

describe('the auditor list, edit form and detail', () => {
  it('filters by text, onboarding, activity and county, and sorts by client count', async () => {
    const light = await who.staff('admin_light');
    const busy = await who.auditor();
    await who.assignedClient(busy.id, 'auditor_assigned');
    await who.assignedClient(busy.id, 'document_uploaded');
    await db()
      .update(auditorDetails)
      .set({ acceptedCounties: ['Vas'] })
      .where(eq(auditorDetails.auditorId, busy.id));
    const idle = await who.auditor({ onboarded: false });
    await db().update(auditorDetails).set({ isActive: false }).where(eq(auditorDetails.auditorId, idle.id));

    const get = async (query: string) => {
      const response = await request('GET', `/api/admin/auditors${query}`, light.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items as {
        id: string;
        displayId: string;
        totalClients: number;
        activeClients: number;
      }[];
    };
    expect((await get(`?search=${busy.email}`)).map((a) => a.id)).toEqual([busy.id]);
    // The id the list shows finds the auditor ('TAN-000002'), in either case.
    const [listed] = await get(`?search=${busy.email}`);
    expect(listed?.displayId).toMatch(/^TAN-\d{6}$/);
    expect((await get(`?search=${listed!.displayId}`)).map((a) => a.id)).toEqual([busy.id]);
    expect((await get(`?search=${listed!.displayId.toLowerCase()}`)).map((a) => a.id)).toEqual([busy.id]);
    expect((await get('?county=Vas')).map((a) => a.id)).toContain(busy.id);
    expect((await get('?county=Vas')).map((a) => a.id)).not.toContain(idle.id);
    expect((await get('?onboardingStatus=init&activity=inactive')).map((a) => a.id)).toContain(idle.id);
    const [top] = await get('?sort=totalClients&direction=desc');
    expect(top).toMatchObject({ id: busy.id, totalClients: 2, activeClients: 1 });
  });

  it('saves an edit for real and logs the changed values', async () => {
    const created = (
      await request('POST', '/api/admin/auditors', admin.cookie, auditorInput({ email: 'szerk@example.hu' }))
    ).json().auditor as AdminAuditorDetail;
    const saved = await request('PUT', `/api/admin/auditors/${created.id}`, admin.cookie, {
      ...auditorInput({ email: 'szerk@example.hu' }),
      password: undefined,
      workCapacity: 9,
      isActive: false,
      companyName: 'Lakatos Energia Bt.',
      companyAddress: '9022 Győr, Király utca 2',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().auditor).toMatchObject({
      workCapacity: 9,
      isActive: false,
      companyName: 'Lakatos Energia Bt.',
    });
    const [details] = await db()
      .select()
      .from(auditorDetails)
      .where(eq(auditorDetails.auditorId, created.id));
    expect(details?.companyPostcode).toBe('9022');
    const [log] = await loggedRows(t, admin.id, { action: 'Tanúsító adatai módosítva' });
    expect(log?.metadata).toMatchObject({
      targetUserId: created.id,
      oldValues: { workCapacity: 6, isActive: true },
      newValues: { workCapacity: 9, isActive: false },
    });
    const missing = await request('GET', '/api/admin/auditors/nincs-ilyen', admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MESSAGES.auditors.notFound);
  });

  it('computes the detail tabs from real data: clients, days to upload, fees per month, ratings', async () => {
    const auditor = await who.auditor();
    const now = Date.now();
    const done = await who.assignedClient(auditor.id, 'document_uploaded', {
      auditorAssignDate: new Date(now - 10 * 86_400_000),
    });
    await who.storeCertificate(done.property.id, auditor.id);
    await who.assignedClient(auditor.id, 'auditor_assigned');
    await db().insert(ratings).values({
      propertyId: done.property.id,
      auditorId: auditor.id,
      clientId: done.id,
      stars: 4,
      comment: 'Gyors és pontos.',
    });
    const response = await request('GET', `/api/admin/auditors/${auditor.id}/performance`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json() as AuditorPerformance;
    expect(stats).toMatchObject({
      totalClients: 2,
      completed: 1,
      pending: 1,
      feePerCertificateHuf: 45_000,
      earnedTotalHuf: 45_000,
      averageRating: 4,
      ratingCount: 1,
    });
    expect(stats.averageDaysToUpload).toBeCloseTo(10, 0);
    expect(stats.monthly).toHaveLength(12);
    expect(stats.monthly.at(-1)).toMatchObject({ completed: 1, earnedHuf: 45_000 });
    expect(stats.reviews[0]).toMatchObject({ author: 'Papp Bence', rating: 4, text: 'Gyors és pontos.' });
  });

  it('is for the portal admin and Admin Light; the detail statistics for the portal admin only', async () => {
    const auditor = await who.auditor();
    const client = await who.client();
    const bank = await who.staff('bank_admin');
    const light = await who.staff('admin_light');
    for (const cookie of [client.cookie, auditor.cookie, bank.cookie]) {
      expect((await request('GET', '/api/admin/auditors', cookie)).statusCode).toBe(403);
      expect((await request('POST', '/api/admin/auditors', cookie, auditorInput())).statusCode).toBe(403);
    }
    expect(
      (await request('GET', `/api/admin/auditors/${auditor.id}/performance`, light.cookie)).statusCode,
    ).toBe(403);
    expect((await request('GET', '/api/admin/auditors')).statusCode).toBe(401);
  });
});

describe('the e-mail check of the wizard and the edit form', () => {
  const check = (payload: object, cookie: string | undefined = admin.cookie) =>
    request('POST', '/api/admin/auditors/email-check', cookie, payload);

  it('says whether an address is free, ignoring case and spaces, and counts the edited auditor’s own as free', async () => {
    const taken = await who.client();
    const auditor = await who.auditor();
    const free = await check({ email: 'meg.senkie@example.hu' });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toEqual({ isAvailable: true, message: null });
    const clash = await check({ email: ` ${taken.email.toUpperCase()} ` });
    expect(clash.json()).toEqual({ isAvailable: false, message: MESSAGES.auth.emailAlreadyExists });
    expect((await check({ email: auditor.email, auditorId: auditor.id })).json().isAvailable).toBe(true);
    expect((await check({ email: taken.email, auditorId: auditor.id })).json().isAvailable).toBe(false);
    const light = await who.staff('admin_light');
    expect((await check({ email: taken.email }, light.cookie)).json().isAvailable).toBe(false);
  });

  it('is for the back office only and refuses a malformed request in Hungarian, creating nothing', async () => {
    const taken = await who.client();
    const outsiders = [taken.cookie, (await who.auditor()).cookie, (await who.staff('bank_admin')).cookie];
    const [before] = await db().select({ n: count() }).from(profiles);
    expect((await check({ email: taken.email }, '')).statusCode).toBe(401);
    for (const cookie of outsiders) {
      const refused = await check({ email: taken.email }, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('isAvailable');
    }
    const malformed = await check({ email: 'rossz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.map((f: { message: string }) => f.message)).toContain(
      MESSAGES.email.invalid,
    );
    expect((await check({ email: taken.email, auditorId: '../x' })).statusCode).toBe(400);
    expect((await check({ email: taken.email, extra: 1 })).statusCode).toBe(400);
    const [after] = await db().select({ n: count() }).from(profiles);
    expect(after?.n).toBe(before?.n);
  });
});

describe('the auditor list’s sorts', () => {
  const idsSorted = async (sort: string, direction: 'asc' | 'desc') => {
    const response = await request(
      'GET',
      `/api/admin/auditors?county=Tolna&sort=${sort}&direction=${direction}&pageSize=100`,
      admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as { id: string }[]).map((row) => row.id);
  };

  it('sorts the onboarding by its process order and puts an auditor without ratings last both ways', async () => {
    const registered = await who.auditor({ onboarded: false });
    const contracted = await who.auditor();
    const unrated = await who.auditor();
    for (const auditor of [registered, contracted, unrated]) {
      await db()
        .update(auditorDetails)
        .set({ acceptedCounties: ['Tolna'] })
        .where(eq(auditorDetails.auditorId, auditor.id));
    }
    for (const [auditor, stars] of [
      [registered, 3],
      [contracted, 5],
    ] as const) {
      const rater = await who.assignedClient(auditor.id, 'document_uploaded');
      await db()
        .insert(ratings)
        .values({ propertyId: rater.property.id, auditorId: auditor.id, clientId: rater.id, stars });
    }

    // 'init' (Regisztrált) comes before 'accepted' (Szerződött), although 'accepted' is first by the alphabet.
    const byOnboarding = await idsSorted('onboardingStatus', 'asc');
    expect(byOnboarding[0]).toBe(registered.id);
    expect((await idsSorted('onboardingStatus', 'desc')).at(-1)).toBe(registered.id);

    expect(await idsSorted('averageRating', 'asc')).toEqual([registered.id, contracted.id, unrated.id]);
    expect(await idsSorted('averageRating', 'desc')).toEqual([contracted.id, registered.id, unrated.id]);
  });

  it('sorts names in Hungarian alphabetical order, both ways', async () => {
    const hungarian = NAMES_IN_HUNGARIAN_ORDER;
    for (const [index, [lastName, firstName]] of [...hungarian.entries()].reverse()) {
      const created = await request(
        'POST',
        '/api/admin/auditors',
        admin.cookie,
        auditorInput({
          firstName,
          lastName,
          email: `sorrend${index}@example.hu`,
          acceptedCounties: ['Zala'],
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
    }
    const names = async (direction: 'asc' | 'desc') => {
      const response = await request(
        'GET',
        `/api/admin/auditors?county=Zala&sort=name&direction=${direction}&pageSize=100`,
        admin.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as { name: string }[]).map((row) => row.name);
    };
    const expected = hungarian.map(([lastName, firstName]) => `${lastName} ${firstName}`);
    expect(await names('asc')).toEqual(expected);
    expect(await names('desc')).toEqual(expected.toReversed());
  });

  it('refuses an unknown sort key with a 400, not a server error', async () => {
    const response = await request('GET', '/api/admin/auditors?sort=password', admin.cookie);
    expect(response.statusCode).toBe(400);
  });
});

describe('the auditor services, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  it.each([
    [
      'createAdminAuditor',
      (actor: Actor) =>
        createAdminAuditor(t.services, silentLogger, actor, adminAuditorCreateSchema.parse(auditorInput())),
    ],
    [
      'updateAdminAuditor',
      (actor: Actor) =>
        updateAdminAuditor(
          t.services,
          silentLogger,
          actor,
          actor.userId,
          adminAuditorUpdateSchema.parse(auditorInput({ isActive: true })),
        ),
    ],
  ])('%s refuses anyone but the portal admin and Admin Light, changing nothing', async (_name, call) => {
    const refused = [await who.staff('bank_admin'), await who.auditor()];
    const before = await db().select().from(auditorDetails);
    await expectRefused(t, refused, call);
    expect(await db().select().from(auditorDetails)).toEqual(before);
  });
});
