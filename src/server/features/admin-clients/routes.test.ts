import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminClientsQuerySchema,
  type AdminClientList,
  type AdminClientSheet,
  CLIENT_SORTS,
} from '../../../domain/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { profiles, properties, propertyNotes, userLogs } from '../../db/schema.ts';
import { EXPORT_COLUMNS, EXPORT_SHEET, exportClients } from './export.ts';
import { exportClientsPdf } from './pdf-export.ts';
import { createCoupon, createProperty, createUser } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { NAMES_IN_HUNGARIAN_ORDER, people, type SignedIn, type TestAuditor } from '../../test/people.ts';
import { linesOf, readPdf, streamsOf } from '../../test/pdf-text.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile, realTime } from '../../test/test-app.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
let admin: SignedIn;
let light: SignedIn;
let auditor: TestAuditor;
const db = () => t.services.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  admin = await who.staff('portal_admin');
  light = await who.staff('admin_light');
  auditor = await who.auditor();
  const now = Date.now();
  // Five clients: registered without a property, new, ordered, assigned (overdue) and finished.
  await createUser(db(), {
    role: 'client',
    email: 'nincs.ingatlan@example.hu',
    firstName: 'Ágnes',
    lastName: 'Alföldi',
    password: TEST_PASSWORD,
    address: '6720 Szeged, Kárász utca 1',
    registrationDate: new Date(now - 10 * DAY),
  });
  const seed = async (
    first: string,
    last: string,
    status: 'new' | 'finding_auditor' | 'auditor_assigned' | 'document_uploaded',
    daysAgo: number,
    coupon: string | null,
  ) => {
    const client = await createUser(db(), {
      role: 'client',
      email: `${first.toLowerCase()}@example.hu`,
      firstName: first,
      lastName: last,
      password: TEST_PASSWORD,
      registrationDate: new Date(now - daysAgo * DAY),
    });
    await createProperty(db(), t.services.postcodes, {
      clientId: client.id,
      postcode: '1061',
      street: 'Andrássy út',
      houseNumber: String(daysAgo),
      status,
      area: 70,
      couponCode: coupon,
      auditorId: status === 'new' || status === 'finding_auditor' ? null : auditor.id,
      createdAt: new Date(now - daysAgo * DAY),
      auditorAssignDate: status === 'auditor_assigned' ? new Date(now - 5 * DAY) : null,
    });
  };
  await seed('Bella', 'Bíró', 'new', 8, null);
  await seed('Csaba', 'Cseh', 'finding_auditor', 6, 'KH106150');
  await seed('Dalma', 'Dénes', 'auditor_assigned', 7, 'KH106151');
  await seed('Ernő', 'Erdős', 'document_uploaded', 30, 'KH106152');
  await createCoupon(db(), { code: 'KH106153' });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const list = async (query = '', cookie = admin.cookie) => {
  const response = await get(`/api/admin/clients${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminClientList;
};

describe('admin dashboard', () => {
  it('counts active and completed certifications, active auditors, clients and overdue work', async () => {
    const response = await get('/api/admin/dashboard', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      activeCertifications: 2,
      completed: 1,
      activeAuditors: 1,
      totalClients: 5,
      overdue: 1,
    });
    expect((await get('/api/admin/dashboard', light.cookie)).statusCode).toBe(403);
  });
});

describe('the admin client list', () => {
  it('lists every client, newest registration first, with display ids, status, auditor and coupon', async () => {
    const page = await list();
    expect(page.items.map((r) => r.name)).toEqual([
      'Cseh Csaba',
      'Dénes Dalma',
      'Bíró Bella',
      'Alföldi Ágnes',
      'Erdős Ernő',
    ]);
    expect(page.items[0]?.displayId).toMatch(/^KH-\d{5}$/);
    const byName = Object.fromEntries(page.items.map((r) => [r.name, r]));
    expect(byName['Alföldi Ágnes']).toMatchObject({ status: 'new', propertyId: null, couponCode: null });
    expect(byName['Dénes Dalma']).toMatchObject({
      status: 'auditor_assigned',
      auditorName: 'Szabó Péter',
      couponCode: 'KH106151',
      isOverdue: true,
    });
    // Issued coupons are counted; used = status not new; done = document_uploaded (docs/rules/coupons.md,
    // 'Coupon progress on the client list').
    for (const cookie of [admin.cookie, light.cookie]) {
      const progress = await get('/api/admin/clients/coupon-progress', cookie);
      expect(progress.statusCode).toBe(200);
      expect(progress.json()).toEqual({ issued: 4, used: 3, done: 1 });
    }
  });

  it('filters by text, status, coupon code and registration days, and sorts on the server', async () => {
    expect((await list('?search=szeged')).items.map((r) => r.name)).toEqual(['Alföldi Ágnes']);
    expect((await list(`?search=${encodeURIComponent('ERDŐS')}`)).items.map((r) => r.name)).toEqual([
      'Erdős Ernő',
    ]);
    expect((await list('?status=new')).items.map((r) => r.name).sort()).toEqual([
      'Alföldi Ágnes',
      'Bíró Bella',
    ]);
    expect((await list('?couponCode=kh106151')).items.map((r) => r.name)).toEqual(['Dénes Dalma']);
    // The dashboard's counters open these two groups.
    expect((await list('?status=active')).items.map((r) => r.name).sort()).toEqual([
      'Cseh Csaba',
      'Dénes Dalma',
    ]);
    expect((await list('?status=overdue')).items.map((r) => r.name)).toEqual(['Dénes Dalma']);
    expect((await list('?sort=name&direction=asc')).items[0]?.name).toBe('Alföldi Ágnes');
    expect((await list('?sort=auditorName&direction=desc')).items[0]?.auditorName).toBe('Szabó Péter');
    const paged = await list('?pageSize=2&page=3');
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(5);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?dateFrom=${today}`)).total).toBe(0);
  });

  it('sorts the status in the process order, both ways, and by registration within a status', async () => {
    const order = ['new', 'finding_auditor', 'auditor_assigned', 'document_uploaded'];
    const rank = (status: string) => order.indexOf(status);
    const asc = (await list('?sort=status&direction=asc')).items;
    expect(asc.map((r) => r.status)).toEqual([
      'new',
      'new',
      'finding_auditor',
      'auditor_assigned',
      'document_uploaded',
    ]);
    // Within 'new', the older registration first when ascending.
    expect(asc.slice(0, 2).map((r) => r.name)).toEqual(['Alföldi Ágnes', 'Bíró Bella']);
    const desc = (await list('?sort=status&direction=desc')).items;
    expect(desc.map((r) => r.name)).toEqual([...asc].reverse().map((r) => r.name));
    expect(desc.every((r, i) => i === 0 || rank(desc[i - 1]!.status) >= rank(r.status))).toBe(true);
    // Filtered to one status, the order is the registration's.
    expect((await list('?status=new&sort=status&direction=desc')).items.map((r) => r.name)).toEqual([
      'Bíró Bella',
      'Alföldi Ágnes',
    ]);
  });

  it('puts clients without an order date or an auditor last, in both directions', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const byOrder = (await list(`?sort=orderDate&direction=${direction}`)).items;
      const ordered = byOrder.filter((r) => r.orderDate !== null);
      expect(ordered.length).toBeGreaterThan(1);
      expect(byOrder.slice(0, ordered.length)).toEqual(ordered);
      const times = ordered.map((r) => new Date(r.orderDate!).getTime());
      expect(times).toEqual([...times].sort((a, b) => (direction === 'asc' ? a - b : b - a)));

      const byAuditor = (await list(`?sort=auditorName&direction=${direction}`)).items;
      const withAuditor = byAuditor.filter((r) => r.auditorName !== null);
      expect(withAuditor).toHaveLength(2);
      expect(byAuditor.slice(0, 2)).toEqual(withAuditor);
      expect(byAuditor.slice(2).every((r) => r.auditorName === null)).toBe(true);
    }
  });

  it('gives every page, read from either end, the rows the whole list holds in its place', async () => {
    for (const sort of CLIENT_SORTS)
      for (const direction of ['asc', 'desc'] as const) {
        const whole = (await list(`?sort=${sort}&direction=${direction}&pageSize=100`)).items;
        expect(whole.length).toBe(5);
        for (const pageSize of [1, 2]) {
          const pages: string[] = [];
          for (let page = 1; page <= Math.ceil(whole.length / pageSize); page += 1) {
            const answer = await list(
              `?sort=${sort}&direction=${direction}&pageSize=${pageSize}&page=${page}`,
            );
            expect(answer.total).toBe(whole.length);
            pages.push(...answer.items.map((r) => r.clientId));
          }
          expect(pages, `${sort} ${direction}, ${pageSize} a page`).toEqual(whole.map((r) => r.clientId));
        }
      }
    // A page past the last one is empty, not the list read from the far end.
    expect(await list('?pageSize=2&page=4')).toMatchObject({ items: [], total: 5 });
  });

  it("finds a client by the displayed id and by the auditor's name", async () => {
    const all = (await list()).items;
    const dalma = all.find((r) => r.name === 'Dénes Dalma')!;
    for (const search of [dalma.displayId, dalma.displayId.toLowerCase()])
      expect((await list(`?search=${encodeURIComponent(search)}`)).items.map((r) => r.name)).toEqual([
        'Dénes Dalma',
      ]);
    expect(
      (await list(`?search=${encodeURIComponent('szabó pét')}`)).items.map((r) => r.name).sort(),
    ).toEqual(['Dénes Dalma', 'Erdős Ernő']);
    // An auditor's own profile is not a client: its TAN id finds no client.
    expect((await list('?search=TAN-')).total).toBe(0);
  });

  it('opens the client sheet with the auditor, certificate validity and documents', async () => {
    const dalma = (await list('?search=Dalma')).items[0]!;
    const response = await get(`/api/admin/clients/${dalma.clientId}`, light.cookie);
    expect(response.statusCode).toBe(200);
    const sheet = response.json() as AdminClientSheet;
    expect(sheet).toMatchObject({
      name: 'Dénes Dalma',
      county: 'Budapest',
      auditor: { name: 'Szabó Péter', companyName: 'Szabó Energetika Kft.' },
      certificate: null,
      certificateValidUntil: null,
    });
    const { document } = await who.storeCertificate(dalma.propertyId!, auditor.id);
    const withCertificate = (
      await get(`/api/admin/clients/${dalma.clientId}`, admin.cookie)
    ).json() as AdminClientSheet;
    expect(withCertificate.certificate?.id).toBe(document.id);
    const validUntil = new Date(withCertificate.certificateValidUntil!);
    expect(validUntil.getUTCFullYear() - new Date(document.uploadedAt).getUTCFullYear()).toBe(10);
    const missing = await get('/api/admin/clients/nincs-ilyen', admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MESSAGES.clients.notFound);
  });

  it("names the client of a property for a /property/{id} link, not found for no client's or an erased one", async () => {
    const dalma = (await list('?search=Dalma')).items[0]!;
    for (const cookie of [admin.cookie, light.cookie]) {
      const response = await get(`/api/admin/properties/${dalma.propertyId}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ clientId: dalma.clientId, name: 'Dénes Dalma' });
    }
    const unknown = await get('/api/admin/properties/00000000-0000-4000-8000-000000000000', admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MESSAGES.clients.notFound);
    // An erased client's kept order has no sheet to open.
    const erased = await who.client();
    await db().update(profiles).set({ erasedAt: new Date() }).where(eq(profiles.id, erased.id));
    expect((await get(`/api/admin/properties/${erased.property!.id}`, admin.cookie)).statusCode).toBe(404);
    const malformed = await get('/api/admin/properties/nem-azonosito', admin.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(MESSAGES.invalidId);
  });

  it('refuses clients, auditors and bank staff (403) and visitors (401)', async () => {
    const client = await who.client();
    const bank = await who.staff('bank_admin');
    for (const cookie of [client.cookie, auditor.cookie, bank.cookie]) {
      expect((await get('/api/admin/clients', cookie)).statusCode).toBe(403);
      expect((await get('/api/admin/clients/coupon-progress', cookie)).statusCode).toBe(403);
      expect((await get('/api/admin/dashboard', cookie)).statusCode).toBe(403);
      expect((await get(`/api/admin/properties/${client.property!.id}`, cookie)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/clients')).statusCode).toBe(401);
    expect((await get('/api/admin/clients/coupon-progress')).statusCode).toBe(401);
  });
});

describe('the client export', () => {
  const open = async (url: string, cookie = admin.cookie) => {
    const response = await get(url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { response, sheet: workbook.getWorksheet(EXPORT_SHEET)! };
  };
  const rowsOf = (sheet: ExcelJS.Worksheet) =>
    sheet.getSheetValues().slice(2) as unknown as (string | number | Date | null)[][];

  it('writes every column of every client, notes numbered and dated in time order, and logs it', async () => {
    const dalma = (await list('?search=Dalma')).items[0]!;
    // Written out of order: the export orders them by time.
    await t.services.database.db.insert(propertyNotes).values([
      {
        propertyId: dalma.propertyId!,
        createdBy: admin.id,
        content: '=HYPERLINK("http://x")',
        createdAt: new Date('2026-11-21T09:30:00Z'),
      },
      {
        propertyId: dalma.propertyId!,
        createdBy: admin.id,
        content: 'Első hívás: nem vette fel',
        createdAt: new Date('2026-11-20T08:00:00Z'),
      },
    ]);
    const { response, sheet } = await open('/api/admin/clients/export?scope=all');
    expect(response.headers['content-disposition']).toContain('filename="ugyfelek_export.xlsx"');
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_COLUMNS.map((c) => c.header)]);
    const rows = rowsOf(sheet);
    // The header row filters every column over every row.
    expect(sheet.autoFilter).toBe(`A1:S${rows.length + 1}`);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const row = rows.find((r) => r[2] === 'Dénes Dalma')!;
    expect(row[1]).toBe(dalma.displayId);
    expect(row[3]).toBe('dalma@example.hu');
    expect(row[5]).toBe('1061 Budapest, Andrássy út 7');
    expect(row[6]).toBe('Budapest');
    expect(row[7]).toBeInstanceOf(Date);
    expect(row[8]).toBe('Időpontra vár');
    expect(row[10]).toBe('Szabó Péter');
    expect(row[15]).toBe(70);
    expect(row[19]).toBe(
      `1. 2026. 11. 20. 09:00 (Tóth Gábor): Első hívás: nem vette fel | 2. 2026. 11. 21. 10:30 (Tóth Gábor): =HYPERLINK("http://x")`,
    );
    const [log] = await t.services.database.db
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, admin.id), eq(userLogs.actionType, 'data_export')));
    expect(log?.metadata).toMatchObject({ fileName: 'ugyfelek_export.xlsx' });
  });

  it('has the log row written when the download completes, not after', async () => {
    const exports = () =>
      t.services.database.db
        .select()
        .from(userLogs)
        .where(and(eq(userLogs.userId, light.id), eq(userLogs.actionType, 'data_export')));
    expect(await exports()).toHaveLength(0);
    const response = await get('/api/admin/clients/export?scope=all', light.cookie);
    expect(response.statusCode).toBe(200);
    expect(await exports()).toHaveLength(1);
  });

  it('exports the filtered list as the report, text that looks like a formula exactly as typed', async () => {
    await createUser(t.services.database.db, {
      role: 'client',
      email: 'keplet@example.hu',
      firstName: '=1+1',
      lastName: '@Keplet',
      password: TEST_PASSWORD,
      phone: '+36 30 000 0000',
    });
    const { response, sheet } = await open(`/api/admin/clients/export?search=keplet`, light.cookie);
    expect(response.headers['content-disposition']).toContain('filename="ugyfelek_riport.xlsx"');
    const rows = rowsOf(sheet);
    expect(rows).toHaveLength(1);
    // A text cell is never run as a formula: no apostrophe to strip before calling the number.
    expect(rows[0]![2]).toBe('@Keplet =1+1');
    expect(rows[0]![4]).toBe('+36 30 000 0000');
    expect(rows[0]![8]).toBe('Új');
  });

  it('is refused to clients, auditors and bank staff', async () => {
    const bank = await who.staff('bank_admin');
    expect((await get('/api/admin/clients/export', bank.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/clients/export')).statusCode).toBe(401);
  });
});

describe('the PDF export of the list', () => {
  it('writes the filtered, sorted list on A4 landscape pages with the filters and page numbers, and logs it', async () => {
    // Registered two or more days ago: the client the Excel test above added today is left out.
    const until = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const response = await get(
      `/api/admin/clients/export/pdf?status=new&dateTo=${until}&sort=name&direction=asc`,
      light.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="ugyfelek_riport.pdf"');
    const { pages, info } = await readPdf(response.rawPayload);
    expect(info['Page size']).toMatch(/^841\.89 x 595\.28 pts/);
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    const lines = linesOf(page);
    expect(lines).toContain('Ügyféllista');
    expect(
      lines.some((line) => /^Szűrők: állapot: Új; regisztráció: … – \d{4}\. \d{2}\. \d{2}\.$/.test(line)),
    ).toBe(true);
    expect(lines).toContain('Rendezés: Ügyfél neve, növekvő');
    expect(lines.some((line) => /^Készült: .* · 2 ügyfél$/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/ – 1\/1\. oldal$/);
    // Every header word and date whole (each row's line ends in its registration and order dates).
    expect(page).toMatch(/Azonosító\s+Név\s+Email\s+Telefon\s+Ingatlan címe\s+Alapterület\s+Állapot/);
    expect(page).toMatch(/Tanúsító\s+Kupon\s+Regisztrált\s+Megrendelve/);
    // The two new clients, in the list's order; the others are not in it.
    expect(page).toMatch(/Alföldi Ágnes[^\n]*\d{4}\. \d{2}\. \d{2}\.\s+–\n[\s\S]*Bíró Bella/);
    expect(page).toContain('6720 Szeged, Kárász utca 1');
    expect(page).not.toContain('Dénes Dalma');
    expect(page).not.toContain('Erdős Ernő');
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, light.id), eq(userLogs.action, 'Ügyfél export (PDF)')));
    expect(log?.metadata).toMatchObject({ fileName: 'ugyfelek_riport.pdf', rows: 2 });
  });

  it('names every status filter of the list in its words, the groups too', async () => {
    // The groups are not property statuses: the PDF once wrote 'Ismeretlen' for them.
    for (const [status, words] of [
      ['inactive_auditor', 'Inaktív tanúsítónál'],
      ['appointment_passed', 'Elmúlt időpont, még nincs tanúsítvány'],
      ['overdue', 'Késésben (több mint 3 napja vár időpontra)'],
    ] as const) {
      const response = await get(`/api/admin/clients/export/pdf?status=${status}`, light.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const { pages } = await readPdf(response.rawPayload);
      expect(linesOf(pages[0]!)).toContain(`Szűrők: állapot: ${words}`);
    }
  });

  it('exports every client with scope=all, with Hungarian letters intact', async () => {
    const response = await get('/api/admin/clients/export/pdf?scope=all&search=dalma', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="ugyfelek_export.pdf"');
    const text = (await readPdf(response.rawPayload)).pages.join('\n');
    expect(text).toContain('Szűrők: nincsenek (minden ügyfél)');
    for (const name of ['Erdős Ernő', 'Dénes Dalma', 'Alföldi Ágnes']) expect(text).toContain(name);
    expect(text).toContain('Időpontra vár');
  });

  it('gives Central-European names and signs back whole to an outside reader, streams compressed', async () => {
    for (const [firstName, lastName, address] of [
      ['Łucja', 'Šťastná', '1111 Budapest, Ștefan utca 2. (≥ 3. emelet)'],
      ['Ödön', 'Őri', '9400 Sopron, Ős utca 1'],
    ] as const)
      await createUser(db(), {
        role: 'client',
        email: `${lastName
          .normalize('NFD')
          .replace(/[^a-z]/gi, '')
          .toLowerCase()}@kozep-europa.hu`,
        firstName,
        lastName,
        password: TEST_PASSWORD,
        address,
      });
    const response = await get('/api/admin/clients/export/pdf?search=kozep-europa&sort=name', light.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { pages, fonts, raw } = await readPdf(response.rawPayload);
    const text = pages.join('\n');
    expect(text).toMatch(/\sŠťastná Łucja\s+stastna@kozep-europa\.hu\s/);
    expect(text).toMatch(/\sŐri Ödön\s+ori@kozep-europa\.hu\s/);
    expect(text).toContain('1111 Budapest, Ștefan utca 2. (≥ 3.');
    expect(text).toContain('keresés: „kozep-europa”');
    for (const font of fonts) expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
    const { streams, compressed } = streamsOf(raw);
    expect(compressed).toBe(streams);
  });

  it('refuses visitors (401), other roles (403) and a malformed filter (400, in Hungarian)', async () => {
    const bank = await who.staff('bank_admin');
    expect((await get('/api/admin/clients/export/pdf')).statusCode).toBe(401);
    for (const cookie of [bank.cookie, auditor.cookie])
      expect((await get('/api/admin/clients/export/pdf', cookie)).statusCode).toBe(403);
    for (const query of ['?status=bogus', '?sort=nope', '?dateFrom=2026-13-45', '?scope=minden']) {
      const response = await get(`/api/admin/clients/export/pdf${query}`, admin.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toMatch(/[áéíóöőúüű]/);
    }
  });
});

describe("the list's copies of the property (decision 0009)", () => {
  it('follow every change of the property and of its auditor, whoever writes it', async () => {
    const other = await who.auditor();
    const client = await createUser(db(), {
      role: 'client',
      email: 'masolat@example.hu',
      firstName: 'Flóra',
      lastName: 'Fekete',
      password: TEST_PASSWORD,
    });
    const property = await createProperty(db(), t.services.postcodes, {
      clientId: client.id,
      postcode: '7621',
      street: 'Király utca',
      houseNumber: '3',
      status: 'finding_auditor',
      area: 55,
      couponCode: 'KH106153',
    });
    const row = async () => (await list('?search=Fekete Flóra')).items[0];
    expect(await row()).toMatchObject({
      status: 'finding_auditor',
      couponCode: 'KH106153',
      auditorName: null,
    });
    expect((await list('?search=pécs, király')).items.map((r) => r.name)).toEqual(['Fekete Flóra']);

    await db()
      .update(properties)
      .set({ status: 'auditor_assigned', auditorId: other.id, auditorAssignDate: new Date() })
      .where(eq(properties.id, property.id));
    await db().update(profiles).set({ name: 'Új Név Tanúsító' }).where(eq(profiles.id, other.id));
    expect(await row()).toMatchObject({ status: 'auditor_assigned', auditorName: 'Új Név Tanúsító' });
    expect((await list('?status=auditor_assigned&sort=auditorName&direction=desc')).items[0]?.name).toBe(
      'Fekete Flóra',
    );

    await db().delete(properties).where(eq(properties.id, property.id));
    expect(await row()).toMatchObject({
      status: 'new',
      propertyId: null,
      couponCode: null,
      auditorName: null,
    });
    const [stored] = await db().select().from(profiles).where(eq(profiles.id, client.id));
    expect(stored).toMatchObject({ propertyStatus: 'new', propertyAddress: null, propertyAuditorName: null });
  });

  it("keep the appointment's time while the property waits for it, as the 'appointment passed' filter reads it", async () => {
    const client = await createUser(db(), {
      role: 'client',
      email: 'idopont-masolat@example.hu',
      firstName: 'Ottó',
      lastName: 'Időpontos',
      password: TEST_PASSWORD,
    });
    const property = await createProperty(db(), t.services.postcodes, {
      clientId: client.id,
      postcode: '7621',
      street: 'Király utca',
      houseNumber: '5',
      status: 'appointment_scheduled',
      auditorId: (await who.auditor()).id,
      appointmentDate: new Date(Date.now() - 2 * DAY),
    });
    const passed = async () =>
      (await list('?status=appointment_passed&search=Időpontos Ottó')).items.map((r) => r.name);
    const copied = async () =>
      (await db().select().from(profiles).where(eq(profiles.id, client.id)))[0]?.propertyAppointmentDate;
    const change = (set: Partial<typeof properties.$inferInsert>) =>
      db().update(properties).set(set).where(eq(properties.id, property.id));
    expect(await passed()).toEqual(['Időpontos Ottó']);

    const later = new Date(Date.now() + 2 * DAY);
    await change({ appointmentDate: later });
    expect(await passed()).toEqual([]);
    expect(await copied()).toEqual(later);

    await change({ appointmentDate: new Date(Date.now() - DAY) });
    expect(await passed()).toEqual(['Időpontos Ottó']);

    // Done: the time stays on the property, not on the profile.
    await change({ status: 'document_uploaded' });
    expect(await passed()).toEqual([]);
    expect(await copied()).toBeNull();

    await change({ status: 'appointment_scheduled' });
    expect(await passed()).toEqual(['Időpontos Ottó']);

    await db().delete(properties).where(eq(properties.id, property.id));
    expect(await passed()).toEqual([]);
    expect(await copied()).toBeNull();
  });
});

// Last in the file: the clients it adds would change the counts of the tests above.
describe('the client list in Hungarian order', () => {
  it('sorts names with the accented vowels and the two-letter consonants in their place, both ways', async () => {
    const hungarian = NAMES_IN_HUNGARIAN_ORDER;
    for (const [index, [last, first]] of [...hungarian.entries()].reverse()) {
      await createUser(db(), {
        role: 'client',
        email: `rendezes${index}@example.hu`,
        firstName: first,
        lastName: last,
        password: TEST_PASSWORD,
      });
    }
    const names = hungarian.map(([last, first]) => `${last} ${first}`);
    const sorted = async (direction: 'asc' | 'desc') =>
      (await list(`?search=rendezes&sort=name&direction=${direction}`)).items.map((r) => r.name);
    expect(await sorted('asc')).toEqual(names);
    expect(await sorted('desc')).toEqual(names.toReversed());
  });
});

describe('the client exports, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  const everyClient = () => adminClientsQuerySchema.parse({});
  it.each([
    ['exportClients', (actor: Actor) => exportClients(t.services, silentLogger, actor, everyClient())],
    ['exportClientsPdf', (actor: Actor) => exportClientsPdf(t.services, silentLogger, actor, everyClient())],
  ])('%s refuses anyone but the portal admin and Admin Light', async (_name, call) => {
    await expectRefused(t, [await who.staff('bank_admin'), auditor], call);
  });
});
