// The bank's workspace through the API: the dashboard's counters and to-do list against hand-counted
// fixtures, the client list, the TIG dialog's flow, the client detail, and the client's own property API
// closed to the bank.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BANK_MESSAGES } from '../../../domain/bank.ts';
import { clientDisplayId } from '../../../domain/display-ids.ts';
import type { PropertyStatus } from '../../../domain/statuses.ts';
import { documents, mailOutbox, profiles, properties } from '../../db/schema.ts';
import { createProperty, createUser } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { people, type StaffMember } from '../../test/people.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import { shareStatementWithBank } from './service.ts';

const STATEMENT_EMAIL = 'elszamolas@bank.example.hu';
const DAY = 86_400_000;

const t = testAppForFile({}, { env: { BANK_STATEMENT_EMAIL: STATEMENT_EMAIL } });
const who = people(t);
let bank: StaffMember;
let auditorId: string;
const db = () => t.services.database.db;
const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let serial = 0;
interface Fixture {
  registered: number;
  lastName: string;
  property?: {
    status: PropertyStatus;
    orderedDaysAgo?: number;
    approved?: boolean;
    certificateDaysAgo?: number;
  };
}

/** A client registered `registered` days ago, with the property and certificate the fixture describes. */
async function client(fixture: Fixture) {
  serial += 1;
  const profile = await createUser(db(), {
    role: 'client',
    email: `bankugyfel${serial}@example.hu`,
    firstName: 'Anna',
    lastName: fixture.lastName,
    password: TEST_PASSWORD,
    phone: '+36 30 123 4567',
    registrationDate: ago(fixture.registered),
  });
  const spec = fixture.property;
  if (!spec) return { profile, property: null, documentId: null };
  const orderedAt = spec.orderedDaysAgo === undefined ? null : ago(spec.orderedDaysAgo);
  const property = await createProperty(db(), t.services.postcodes, {
    clientId: profile.id,
    postcode: '1061',
    street: 'Andrássy út',
    houseNumber: String(serial),
    area: 80 + serial,
    status: spec.status,
    couponCode: orderedAt ? `BANK${String(serial).padStart(4, '0')}` : null,
    auditorId,
    orderedAt,
    contactPerson: { name: 'Kapcsolat Kálmán', phone: '+36 20 111 2222' },
    createdAt: ago(fixture.registered),
  });
  if (spec.approved)
    await db()
      .update(properties)
      .set({ couponApprovedAt: ago(0.5), couponApprovedBy: bank.id })
      .where(eq(properties.id, property.id));
  let documentId: string | null = null;
  if (spec.certificateDaysAgo !== undefined) {
    const { document } = await who.storeCertificate(property.id, auditorId, `tanusitvany-${serial}.pdf`);
    await db()
      .update(documents)
      .set({ uploadedAt: ago(spec.certificateDaysAgo) })
      .where(eq(documents.id, document.id));
    documentId = document.id;
  }
  return { profile, property, documentId };
}

let c: Awaited<ReturnType<typeof client>>[];

beforeAll(async () => {
  bank = await who.staff('bank_admin');
  auditorId = (await who.auditor()).id;
  // Hand-counted: see the expectations of the dashboard test.
  c = [
    await client({ registered: 2, lastName: 'Egy', property: { status: 'new' } }),
    await client({
      registered: 10,
      lastName: 'Kettő',
      property: { status: 'finding_auditor', orderedDaysAgo: 10 },
    }),
    await client({
      registered: 30,
      lastName: 'Három',
      property: { status: 'auditor_assigned', orderedDaysAgo: 3, approved: true },
    }),
    await client({
      registered: 30,
      lastName: 'Négy',
      property: { status: 'document_uploaded', orderedDaysAgo: 20, approved: true, certificateDaysAgo: 10 },
    }),
    await client({
      registered: 2,
      lastName: 'Öt',
      property: { status: 'document_uploaded', orderedDaysAgo: 5, certificateDaysAgo: 1 },
    }),
    await client({ registered: 1, lastName: 'Hat' }),
  ];
});

describe('the bank dashboard', () => {
  it('counts the four figures and their change over the last 7 days as the fixtures add up', async () => {
    const response = await get('/api/bank/dashboard', bank.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      // ordered, not done: Kettő, Három; a week ago: Kettő and Négy were ordered, Négy was done by then
      pending: { value: 2, previous: 1, changePercent: 100 },
      // Négy (certificate 10 days ago) and Öt; a week ago only Négy
      completed: { value: 2, previous: 1, changePercent: 100 },
      // Egy, Öt, Hat this week; Kettő the week before
      newClients: { value: 3, previous: 1, changePercent: 200 },
      totalClients: { value: 6, previous: 3, changePercent: 100 },
      // coupon checks: Kettő, Öt; certificates to bill: Négy, Öt
      todoCount: 4,
      urgentCount: 2,
    });
    expect((await get('/api/bank/menu-badges', bank.cookie)).json()).toEqual({ findingAuditor: 1 });
  });

  it('lists the coupon checks first, newest order first, then the certificates to bill, in pages', async () => {
    const first = await get('/api/bank/dashboard/todos?pageSize=3', bank.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.total).toBe(4);
    expect(
      body.items.map((item: { kind: string; clientName: string }) => [item.kind, item.clientName]),
    ).toEqual([
      ['coupon_check', 'Öt Anna'],
      ['coupon_check', 'Kettő Anna'],
      ['tig', 'Öt Anna'],
    ]);
    expect(body.items[0]).toMatchObject({ isUrgent: true, couponCode: c[4]!.property!.couponCode });
    const second = (await get('/api/bank/dashboard/todos?pageSize=3&page=2', bank.cookie)).json();
    expect(
      second.items.map((item: { kind: string; clientName: string }) => [item.kind, item.clientName]),
    ).toEqual([['tig', 'Négy Anna']]);
  });

  it('refuses a page size out of range in Hungarian', async () => {
    const response = await get('/api/bank/dashboard/todos?pageSize=500', bank.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/[áéíóöőúüű]|érték|szám/i);
  });
});

describe('the bank client list', () => {
  it('pages every client, newest registration first, with the KH id, contact person and certificate', async () => {
    const response = await get('/api/bank/clients?pageSize=4', bank.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list.total).toBe(6);
    expect(list.items.map((row: { name: string }) => row.name)).toEqual([
      'Hat Anna',
      expect.stringMatching(/^(Egy|Öt) Anna$/),
      expect.stringMatching(/^(Egy|Öt) Anna$/),
      'Kettő Anna',
    ]);
    const [displayNumber] = await db()
      .select({ n: profiles.displayNumber })
      .from(profiles)
      .where(eq(profiles.id, c[4]!.profile.id));
    expect(list.items.find((row: { name: string }) => row.name === 'Öt Anna')).toMatchObject({
      displayId: clientDisplayId(displayNumber!.n),
      status: 'document_uploaded',
      contactPerson: { name: 'Kapcsolat Kálmán' },
      certificateDocumentId: c[4]!.documentId,
      area: c[4]!.property!.area,
    });
    expect(list.items[0]).toMatchObject({ name: 'Hat Anna', propertyId: null, status: 'new' });
    const last = (await get('/api/bank/clients?pageSize=4&page=2', bank.cookie)).json();
    expect(last.items.map((row: { name: string }) => row.name).sort()).toEqual(['Három Anna', 'Négy Anna']);
  });

  it('gives every page, read from either end, the rows the whole list holds in its place', async () => {
    const ids = (answer: { items: { clientId: string }[] }) => answer.items.map((row) => row.clientId);
    const whole = ids((await get('/api/bank/clients?pageSize=100', bank.cookie)).json());
    expect(whole).toHaveLength(6);
    for (const pageSize of [1, 4]) {
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / pageSize); page += 1)
        pages.push(
          ...ids((await get(`/api/bank/clients?pageSize=${pageSize}&page=${page}`, bank.cookie)).json()),
        );
      expect(pages).toEqual(whole);
    }
    const beyond = (await get('/api/bank/clients?pageSize=4&page=3', bank.cookie)).json();
    expect(beyond).toMatchObject({ items: [], total: 6 });
  });

  it('filters by status and searches by name or e-mail', async () => {
    const done = (await get('/api/bank/clients?status=document_uploaded', bank.cookie)).json();
    expect(done.items.map((row: { name: string }) => row.name).sort()).toEqual(['Négy Anna', 'Öt Anna']);
    const waiting = (await get('/api/bank/clients?status=finding_auditor', bank.cookie)).json();
    expect(waiting.total).toBe(1);
    const byName = (await get(`/api/bank/clients?search=${encodeURIComponent('három')}`, bank.cookie)).json();
    expect(byName.items.map((row: { name: string }) => row.name)).toEqual(['Három Anna']);
    const byEmail = (await get('/api/bank/clients?search=bankugyfel2%40', bank.cookie)).json();
    expect(byEmail.items.map((row: { name: string }) => row.name)).toEqual(['Kettő Anna']);
  });

  it('refuses an unknown status filter with 400', async () => {
    const response = await get('/api/bank/clients?status=bogus', bank.cookie);
    expect(response.statusCode).toBe(400);
  });
});

describe('the TIG dialog from the client list', () => {
  it('resolves the selection, previews, generates, shares by e-mail, and refuses a second statement', async () => {
    const selection = await post('/api/bank/clients/tig-selection', bank.cookie, {
      clientIds: [c[0]!.profile.id, c[3]!.profile.id, c[4]!.profile.id],
    });
    expect(selection.statusCode, selection.body).toBe(200);
    const resolved = selection.json();
    expect(resolved.selected).toBe(3);
    expect([...resolved.documentIds].sort()).toEqual([c[3]!.documentId, c[4]!.documentId].sort());
    expect(resolved.withoutCertificate).toEqual([
      expect.objectContaining({ clientId: c[0]!.profile.id, name: 'Egy Anna', status: 'new' }),
    ]);

    const all = await post('/api/bank/clients/tig-selection', bank.cookie, {
      allMatching: { status: 'document_uploaded' },
    });
    expect([...all.json().documentIds].sort()).toEqual([...resolved.documentIds].sort());

    const preview = await post('/api/tig-statements/preview', bank.cookie, {
      documentIds: resolved.documentIds,
    });
    expect(preview.json()).toMatchObject({ count: 2, totalHuf: 2 * t.config.fees.certificateFeeHuf });

    const created = await post('/api/tig-statements', bank.cookie, { documentIds: resolved.documentIds });
    expect(created.statusCode, created.body).toBe(201);
    const statement = created.json();

    const shared = await post(`/api/bank/tig-statements/${statement.id}/share`, bank.cookie);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toEqual({
      email: STATEMENT_EMAIL,
      message: BANK_MESSAGES.statementShared(STATEMENT_EMAIL),
    });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, STATEMENT_EMAIL), eq(mailOutbox.template, 'TIG_STATEMENT_SHARED')));
    expect(mail?.subject).toContain(statement.number);
    expect(mail?.attachments[0]?.filename).toBe(statement.textFileName);
    expect(mail?.attachments[0]?.content).toContain(statement.number);
    const logged = await loggedRows(t, bank.id, { action: 'TIG elszámolás megosztva a bankkal' });
    expect(logged).toHaveLength(1);

    const again = await post('/api/tig-statements', bank.cookie, { documentIds: resolved.documentIds });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('tig_already_billed');

    // Billed certificates leave the to-do list.
    expect((await get('/api/bank/dashboard', bank.cookie)).json()).toMatchObject({
      todoCount: 2,
      urgentCount: 2,
    });
  });

  it('refuses an empty selection and sharing an unknown statement', async () => {
    const empty = await post('/api/bank/clients/tig-selection', bank.cookie, { clientIds: [] });
    expect(empty.statusCode).toBe(400);
    const unknown = await post(
      '/api/bank/tig-statements/00000000-0000-4000-8000-000000000000/share',
      bank.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the client detail for the bank', () => {
  it('shows the client, property, coupon check and certificate', async () => {
    const response = await get(`/api/bank/clients/${c[3]!.profile.id}`, bank.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      client: { name: 'Négy Anna', email: c[3]!.profile.email },
      property: {
        status: 'document_uploaded',
        couponCode: c[3]!.property!.couponCode,
        couponApprovedByName: 'Tóth Gábor',
        certificate: { documentId: c[3]!.documentId },
      },
    });
    const notChecked = (await get(`/api/bank/clients/${c[1]!.profile.id}`, bank.cookie)).json();
    expect(notChecked.property).toMatchObject({
      couponApprovedAt: null,
      couponApprovedByName: null,
      certificate: null,
    });
  });

  it('downloads the certificate, and answers 404 without one or for an unknown client', async () => {
    const file = await get(`/api/bank/clients/${c[4]!.profile.id}/certificate`, bank.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect((await get(`/api/bank/clients/${c[0]!.profile.id}/certificate`, bank.cookie)).statusCode).toBe(
      404,
    );
    const unknown = await get('/api/bank/clients/nincs-ilyen-ugyfel', bank.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(BANK_MESSAGES.clientNotFound);
    // A staff member is not a client.
    expect((await get(`/api/bank/clients/${bank.id}`, bank.cookie)).statusCode).toBe(404);
  });
});

describe("the client's own property page is not the bank's", () => {
  it('refuses the bank the property API, and still serves the operator', async () => {
    const propertyId = c[4]!.property!.id;
    expect((await get(`/api/properties/${propertyId}`, bank.cookie)).statusCode).toBe(403);
    const resolved = await get(`/api/bank/properties/${propertyId}`, bank.cookie);
    expect(resolved.json()).toEqual({ clientId: c[4]!.profile.id });
    expect(
      (await get('/api/bank/properties/00000000-0000-4000-8000-000000000000', bank.cookie)).statusCode,
    ).toBe(404);
    const admin = await who.staff('portal_admin');
    expect((await get(`/api/properties/${propertyId}`, admin.cookie)).statusCode).toBe(200);
  });
});

describe('the bank client services, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  it('shareStatementWithBank refuses anyone but the bank staff, mailing nothing', async () => {
    const before = await db().select().from(mailOutbox);
    await expectRefused(t, [await who.staff('portal_admin'), await who.auditor()], (actor) =>
      shareStatementWithBank(t.services, silentLogger, actor, randomUUID()),
    );
    expect(await db().select().from(mailOutbox)).toEqual(before);
  });
});
