import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditorClientList, AuditorOwnProfile } from '../../../domain/auditor-workspace.ts';
import { ERROR_MESSAGES, MESSAGES } from '../../../domain/messages.ts';
import { auditorDetails, profiles, properties, userLogs } from '../../db/schema.ts';
import { people } from '../../test/people.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';

const t = testAppForFile({ clock: () => new Date('2026-11-23T10:00:00Z'), clearRateLimits: true });
const who = people(t);
const db = () => t.services.database.db;
const DAY = 86_400_000;
const detailsOf = async (auditorId: string) =>
  (await db().select().from(auditorDetails).where(eq(auditorDetails.auditorId, auditorId)))[0];

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

const onboarding = (overrides: Record<string, unknown> = {}) => ({
  companyName: '  Zöld Energia Kft. ',
  companyTaxNumber: '12345676-2-41',
  companyAddress: '2092 Budakeszi, Fő utca 1',
  contactEmail: ' Iroda@ZoldEnergia.hu ',
  representativeName: 'Kiss Ádám',
  termsAccepted: true,
  ...overrides,
});

describe('auditor onboarding', () => {
  it('creates the missing details record in init and keeps the workspace closed until it is done', async () => {
    const auditor = await who.auditor({ onboarded: false });
    await db().delete(auditorDetails).where(eq(auditorDetails.auditorId, auditor.id));

    const state = await get('/api/auditor/onboarding', auditor.cookie);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ status: 'init', termsAcceptedAt: null });
    const closed = await get('/api/auditor/clients', auditor.cookie);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toMatchObject({
      code: 'onboarding_required',
      message: MESSAGES.auditorWorkspace.onboardingRequired,
    });
  });

  it.each([
    [{ companyName: ' ' }, MESSAGES.onboarding.missingField('Cégnév')],
    [{ representativeName: '' }, MESSAGES.onboarding.missingField('Képviselő neve')],
    [{ contactEmail: 'nem-email' }, MESSAGES.email.invalid],
    [{ termsAccepted: false }, MESSAGES.onboarding.termsRequired],
    // The Hungarian tax number, 8-1-2 digits with the törzsszám's check digit.
    [{ companyTaxNumber: '12' }, MESSAGES.onboarding.taxNumberFormat],
    [{ companyTaxNumber: '12345678-2-41' }, MESSAGES.onboarding.taxNumberCheckDigit],
    [{ companyTaxNumber: '12345676-8-41' }, MESSAGES.onboarding.taxNumberVatCode],
  ])('refuses %o with its message', async (change, message) => {
    const auditor = await who.auditor({ onboarded: false });
    const response = await send('POST', '/api/auditor/onboarding', auditor.cookie, onboarding(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { message: string }) => f.message)).toContain(message);
    const details = await detailsOf(auditor.id);
    expect(details?.onboardingStatus).toBe('init');
  });

  it('stores a tax number typed without dashes in the 12345676-2-41 form', async () => {
    const auditor = await who.auditor({ onboarded: false });
    const response = await send(
      'POST',
      '/api/auditor/onboarding',
      auditor.cookie,
      onboarding({ companyTaxNumber: ' 12892312 2 13 ' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().state.companyTaxNumber).toBe('12892312-2-13');
    const details = await detailsOf(auditor.id);
    expect(details?.companyTaxNumber).toBe('12892312-2-13');
  });

  it('saves the trimmed details, accepts the terms, logs it and opens the workspace', async () => {
    const auditor = await who.auditor({ onboarded: false });
    const response = await send('POST', '/api/auditor/onboarding', auditor.cookie, onboarding());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().state).toMatchObject({
      status: 'accepted',
      companyName: 'Zöld Energia Kft.',
      contactEmail: 'iroda@zoldenergia.hu',
      termsAcceptedAt: '2026-11-23T10:00:00.000Z',
    });
    const details = await detailsOf(auditor.id);
    expect(details?.companyPostcode).toBe('2092');
    const logs = await db().select().from(userLogs).where(eq(userLogs.userId, auditor.id));
    expect(logs.map((l) => l.actionType)).toContain('profile_update');
    expect((await get('/api/auditor/clients', auditor.cookie)).statusCode).toBe(200);
  });

  it('is for auditors only', async () => {
    // Staff sessions are timed against the real clock (30 minutes idle).
    t.clock.set(new Date());
    const client = await who.client();
    expect((await get('/api/auditor/onboarding')).statusCode).toBe(401);
    expect((await get('/api/auditor/onboarding', client.cookie)).statusCode).toBe(403);
    const staff = await who.staff('portal_admin');
    const refused = await get('/api/auditor/clients', staff.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ERROR_MESSAGES.forbidden);
  });
});

describe('the auditor client list', () => {
  let auditor: Awaited<ReturnType<typeof who.auditor>>;
  const now = new Date('2026-11-23T10:00:00Z');

  beforeAll(async () => {
    t.clock.set(now);
    auditor = await who.auditor();
    const other = await who.auditor();
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    await who.assignedClient(auditor.id, 'auditor_assigned', {
      firstName: 'Zsófia',
      lastName: 'Ács',
      createdAt: at(10),
      auditorAssignDate: at(4),
    });
    await who.assignedClient(auditor.id, 'auditor_assigned', {
      firstName: 'Béla',
      lastName: 'Balogh',
      createdAt: at(5),
      auditorAssignDate: at(3),
      street: 'Király utca',
    });
    await who.assignedClient(auditor.id, 'appointment_scheduled', {
      firstName: 'Csilla',
      lastName: 'Csonka',
      createdAt: at(8),
      auditorAssignDate: at(6),
      appointmentDate: new Date(now.getTime() + 2 * DAY),
    });
    await who.assignedClient(auditor.id, 'document_uploaded', {
      firstName: 'Dénes',
      lastName: 'Dobos',
      createdAt: at(30),
      auditorAssignDate: at(25),
      appointmentDate: at(20),
    });
    await who.assignedClient(other.id, 'auditor_assigned', { firstName: 'Elek', lastName: 'Más' });
  });

  const list = async (query = '') => {
    const response = await get(`/api/auditor/clients${query}`, auditor.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AuditorClientList;
  };

  it('shows only the properties assigned to this auditor, newest first, with the four counters', async () => {
    const page = await list();
    expect(page.items.map((r) => r.clientName)).toEqual([
      'Balogh Béla',
      'Csonka Csilla',
      'Ács Zsófia',
      'Dobos Dénes',
    ]);
    expect(page.total).toBe(4);
    expect(page.stats).toEqual({
      totalClients: 4,
      waitingForAppointment: 2,
      scheduledAppointments: 1,
      completedCertificates: 1,
    });
  });

  it('marks a client overdue after more than 3 days without an appointment', async () => {
    const rows = (await list()).items;
    expect(rows.find((r) => r.clientName === 'Ács Zsófia')).toMatchObject({
      needsAppointment: true,
      daysSinceAssigned: 4,
      isOverdue: true,
    });
    expect(rows.find((r) => r.clientName === 'Balogh Béla')).toMatchObject({
      needsAppointment: true,
      daysSinceAssigned: 3,
      isOverdue: false,
    });
    expect(rows.find((r) => r.clientName === 'Csonka Csilla')).toMatchObject({ needsAppointment: false });
  });

  it('filters by text, status and whole days of the assign date, and sorts on the server', async () => {
    expect((await list('?search=KIRÁLY')).items.map((r) => r.clientName)).toEqual(['Balogh Béla']);
    expect((await list('?search=csonka')).items.map((r) => r.clientName)).toEqual(['Csonka Csilla']);
    expect((await list('?search=100%25')).items).toEqual([]);
    expect((await list('?status=auditor_assigned')).total).toBe(2);
    expect((await list('?status=document_uploaded')).items.map((r) => r.hasCertificate)).toEqual([false]);
    // Assigned 4 and 3 days ago: 19 and 20 November in Budapest, whole days.
    const range = await list('?dateFrom=2026-11-19&dateTo=2026-11-20');
    expect(range.items.map((r) => r.clientName).sort()).toEqual(['Balogh Béla', 'Ács Zsófia']);
    // Hungarian order: 'Ács' with the A's (docs/style.md, 'Hungarian sort order').
    expect((await list('?sort=name&direction=asc')).items.map((r) => r.clientName)).toEqual([
      'Ács Zsófia',
      'Balogh Béla',
      'Csonka Csilla',
      'Dobos Dénes',
    ]);
    expect((await list('?sort=appointmentDate&direction=asc')).items[0]?.clientName).toBe('Dobos Dénes');
    expect((await list('?sort=status&direction=desc')).items[0]?.status).toBe('document_uploaded');
    const second = await list('?pageSize=3&page=2');
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(4);
  });

  it("follows a change of the client's name and e-mail address in search and sort", async () => {
    expect((await list('?search=ÁCS ZS')).items.map((r) => r.clientName)).toEqual(['Ács Zsófia']);
    const [row] = (await list('?search=Csonka')).items;
    await db()
      .update(profiles)
      .set({ name: 'Aba Csilla', email: 'aba.csilla@example.hu' })
      .where(eq(profiles.id, row!.clientId));
    expect((await list('?search=Csonka')).items).toEqual([]);
    expect((await list('?search=ABA.CSILLA@')).items.map((r) => r.clientName)).toEqual(['Aba Csilla']);
    expect((await list('?sort=name&direction=asc')).items[0]?.clientName).toBe('Aba Csilla');
    const [stored] = await db().select().from(properties).where(eq(properties.id, row!.propertyId));
    expect(stored).toMatchObject({ clientName: 'Aba Csilla', clientEmail: 'aba.csilla@example.hu' });
  });

  it('refuses invalid filters with a Hungarian 400', async () => {
    for (const query of ['?status=barmi', '?sort=email', '?pageSize=1000', '?dateFrom=2026-13-01']) {
      const response = await get(`/api/auditor/clients${query}`, auditor.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
  });

  it("opens a client's detail, and another auditor's client answers not found", async () => {
    const mine = (await list('?search=Dobos')).items[0]!;
    const detail = await get(`/api/auditor/properties/${mine.propertyId}`, auditor.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ clientName: 'Dobos Dénes', status: 'document_uploaded' });
    const [foreign] = await db()
      .select()
      .from(properties)
      .where(and(eq(properties.status, 'auditor_assigned')))
      .limit(20);
    const stranger = await who.auditor();
    const refused = await get(`/api/auditor/properties/${foreign!.id}`, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(MESSAGES.property.notFound);
  });
});

describe("the auditor's profile and calendar feed", () => {
  const profileInput = (overrides: Record<string, unknown> = {}) => ({
    name: 'Szabó Péter',
    email: 'iroda@szaboenergetika.hu',
    phone: '+36 20 555 0102',
    companyName: 'Szabó Energetika Kft.',
    companyTaxNumber: '12345676-2-41',
    companyAddress: '1061 Budapest, Paulay Ede utca 10',
    workCapacity: 8,
    acceptedCounties: ['Budapest', 'Pest'],
    isActive: false,
    ...overrides,
  });

  it('saves capacity, counties and the active flag, and logs the old and new values', async () => {
    const auditor = await who.auditor();
    const before = (await get('/api/auditor/profile', auditor.cookie)).json() as AuditorOwnProfile;
    expect(before).toMatchObject({ workCapacity: 5, acceptedCounties: ['Budapest'], isActive: true });
    expect(before.calendarUrl).toMatch(/^webcal:\/\/localhost:3000\/api\/calendar\/[\w-]+\.ics$/);

    const saved = await send('PUT', '/api/auditor/profile', auditor.cookie, profileInput());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({
      workCapacity: 8,
      isActive: false,
      acceptedCounties: ['Budapest', 'Pest'],
    });
    const [log] = await loggedRows(t, auditor.id, { actionType: 'profile_update' });
    expect(log?.metadata).toMatchObject({
      oldValues: { workCapacity: 5, isActive: true },
      newValues: { workCapacity: 8, isActive: false },
    });
  });

  it.each([
    [{ workCapacity: 21 }, MESSAGES.auditor.capacity],
    [{ workCapacity: -1 }, MESSAGES.auditor.capacity],
    // An emptied field is not 0 (no new work) but a missing value.
    [{ workCapacity: '' }, MESSAGES.auditor.capacityRequired],
    [{ workCapacity: '  ' }, MESSAGES.auditor.capacityRequired],
    [{ companyTaxNumber: '12345678-2-41' }, MESSAGES.onboarding.taxNumberCheckDigit],
    [{ acceptedCounties: [] }, MESSAGES.auditor.countiesRequired],
    [{ name: '' }, MESSAGES.name.required],
    [{ email: 'rossz' }, MESSAGES.email.invalid],
  ])('refuses %o with its message', async (change, message) => {
    const auditor = await who.auditor();
    const response = await send('PUT', '/api/auditor/profile', auditor.cookie, profileInput(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { message: string }) => f.message)).toContain(message);
    const details = await detailsOf(auditor.id);
    expect(details?.workCapacity).toBe(5);
  });

  it('serves the private feed of scheduled appointments; a new link revokes the old one', async () => {
    const auditor = await who.auditor();
    await who.assignedClient(auditor.id, 'appointment_scheduled', {
      appointmentDate: new Date('2026-11-25T09:00:00Z'),
      street: 'Naptár utca',
    });
    const profile = (await get('/api/auditor/profile', auditor.cookie)).json() as AuditorOwnProfile;
    const path = new URL(profile.calendarUrl.replace(/^webcal:/, 'http:')).pathname;
    const calendar = await get(path);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendar.body).toContain('DTSTART;TZID=Europe/Budapest:20261125T100000');
    expect(calendar.body).toContain('Naptár utca');

    const renewed = await send('POST', '/api/auditor/profile/calendar-link', auditor.cookie, {});
    expect(renewed.json().profile.calendarUrl).not.toBe(profile.calendarUrl);
    expect((await get(path)).statusCode).toBe(404);
  });
});
