import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_FILE_MAX_BYTES,
  type CouponApprovalResult,
  type CouponCheckPage,
  type CouponImportReport,
  type CouponStatistics,
} from '../../../domain/coupons.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { PropertyStatus } from '../../../domain/statuses.ts';
import { coupons, properties, userLogs } from '../../db/schema.ts';
import { createCoupon, createProperty, createUser } from '../../seed/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { people, type SignedIn } from '../../test/people.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { MISSING_CODE_COLUMN } from './import.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import { approveCoupons, importCoupons, UNKNOWN_ORDER } from './service.ts';

const t = testAppForFile();
const who = people(t);
let bank: SignedIn;
let otherBank: SignedIn;
let operator: SignedIn;
let client: SignedIn;
const db = () => t.services.database.db;

/** Budapest's calendar day `days` from today, as 'YYYY-MM-DD'. */
const day = (days: number) => budapestIsoDay(new Date(), days);

beforeAll(async () => {
  bank = await who.staff('bank_admin');
  otherBank = await who.staff('bank_admin');
  operator = await who.staff('portal_admin');
  client = await who.client();
});

const get = <T>(url: string, cookie = bank.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => ({ ...r, body: r.json<T>() }));
const post = (url: string, payload: unknown, cookie = bank.cookie) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
const upload = (url: string, fileName: string, bytes: Uint8Array, cookie = bank.cookie) => {
  const body = multipart(fileName, Buffer.from(bytes), 'file');
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, cookie } });
};

let serial = 0;
/** An ordered property in `status` whose client claimed `code` (issued for `couponAddress`). */
async function order(input: {
  firstName: string;
  lastName: string;
  code: string;
  couponAddress: string | null;
  postcode?: string;
  street?: string;
  houseNumber?: string;
  status?: PropertyStatus;
  orderedAt: Date;
}) {
  serial += 1;
  const profile = await createUser(db(), {
    role: 'client',
    email: `kuponos${serial}@example.hu`,
    firstName: input.firstName,
    lastName: input.lastName,
    password: 'Hosszu-Jelszo-2026',
  });
  await createCoupon(db(), { code: input.code, address: input.couponAddress });
  return createProperty(db(), t.services.postcodes, {
    clientId: profile.id,
    postcode: input.postcode ?? '1061',
    street: input.street ?? 'Andrássy út',
    houseNumber: input.houseNumber ?? '12',
    status: input.status ?? 'finding_auditor',
    couponCode: input.code,
    orderedAt: input.orderedAt,
  });
}

describe('coupon statistics', () => {
  it('counts issued, claimed, expired and unused coupons as a person would by hand', async () => {
    await createCoupon(db(), { code: 'STAT0001' }); // unused: no expiry
    await createCoupon(db(), { code: 'STAT0002', expiryDate: day(0) }); // unused: expires at the end of today
    await createCoupon(db(), { code: 'STAT0003', expiryDate: day(30) }); // unused
    await createCoupon(db(), { code: 'STAT0004', expiryDate: day(-1) }); // expired
    await createCoupon(db(), { code: 'STAT0005', expiryDate: '2020-01-01' }); // expired
    // Claimed: one of them past its expiry since, still claimed, not expired.
    await createCoupon(db(), { code: 'STAT0006', expiryDate: day(-10) });
    await db()
      .update(coupons)
      .set({ claimedBy: client.id, claimedAt: new Date() })
      .where(eq(coupons.code, 'STAT0006'));
    await order({
      firstName: 'Stat',
      lastName: 'Ügyfél',
      code: 'STAT0007',
      couponAddress: null,
      orderedAt: new Date(),
    });
    const stats = await get<CouponStatistics>('/api/coupons/statistics');
    expect(stats.statusCode).toBe(200);
    expect(stats.body).toEqual({ issued: 7, claimed: 2, expired: 2, unused: 3 });
    expect((await get('/api/coupons/statistics', operator.cookie)).statusCode).toBe(403);
    // Leave the later tests a clean coupon table.
    await db().delete(properties).where(eq(properties.couponCode, 'STAT0007'));
    await db().delete(coupons);
  });
});

describe('coupon manager: template, preview and import', () => {
  const CSV_ROWS: string[][] = [
    ['code', 'address', 'expiry_date'],
    ['KUPON106101', '1061 Budapest, Andrássy út 1', '2099-12-31'], // valid
    ['kupon-106102', '', '2099.06.30.'], // valid: a dash and lower case as typed, a Hungarian date
    ['AB1', '', ''], // bad code
    ['KUPON106103', '', '2099-02-30'], // bad date: no such day
    ['KUPON106101', 'Győr', ''], // duplicate in the file
    ['KUPON106104', '', '2020-01-31'], // expired
    ['EXIST106101', '', ''], // already exists
    ['CLAIM106101', '', ''], // already claimed
    ['', '', ''], // blank: left out, the line numbers stay
    ['KUPON672005', 'Szeged', ''], // valid: Szeged's 6720 is in the code
    ['BOCSV001', '1065 Budapest, Nagymező utca 5.', '2099-12-31'], // not redeemable: no 1065 in the code
  ];
  const EXPECTED = [
    [2, 'KUPON106101', 'valid'],
    [3, 'KUPON106102', 'valid'],
    [4, 'AB1', 'bad_code'],
    [5, 'KUPON106103', 'bad_date'],
    [6, 'KUPON106101', 'duplicate_in_file'],
    [7, 'KUPON106104', 'expired'],
    [8, 'EXIST106101', 'already_exists'],
    [9, 'CLAIM106101', 'already_claimed'],
    [11, 'KUPON672005', 'valid'],
    [12, 'BOCSV001', 'not_redeemable'],
  ];
  const csv = () =>
    new TextEncoder().encode(
      '\uFEFF' +
        CSV_ROWS.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join(
          '\r\n',
        ),
    );
  // The first row's expiry as a date cell in the workbooks: it reads as the same day.
  const cells = () =>
    CSV_ROWS.map((row, i) => (i === 1 ? [row[0], row[1], new Date(Date.UTC(2099, 11, 31))] : row));
  async function xlsx(): Promise<Uint8Array> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Kuponok');
    cells().forEach((row, i) => {
      if (row.some((cell) => cell !== '')) sheet.getRow(i + 1).values = row;
    });
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  }
  function xls(): Uint8Array {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(cells(), { cellDates: true }), 'Kuponok');
    return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
  }

  it('downloads the template: the three columns and one example row, UTF-8 with a byte-order mark', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/coupons/template',
      headers: { cookie: bank.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(/kupon-sablon\.csv/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      '\uFEFFcode;address;expiry_date\r\nMINTA106501;1065 Budapest, Nagymező utca 5.;2027-12-31\r\n',
    );

    // Sent back as it is, the example row is shown as such and nothing can be imported.
    const preview = await upload('/api/coupons/import/preview', 'kupon-sablon.csv', response.rawPayload);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<CouponImportReport>().rows).toEqual([
      {
        line: 2,
        code: 'MINTA106501',
        address: '1065 Budapest, Nagymező utca 5.',
        expiryDate: '2027-12-31',
        status: 'template_example',
      },
    ]);
    const imported = await upload('/api/coupons/import', 'kupon-sablon.csv', response.rawPayload);
    expect(imported.json<CouponImportReport>()).toMatchObject({
      imported: 0,
      counts: { template_example: 1 },
    });
    expect(await db().select().from(coupons).where(eq(coupons.code, 'MINTA106501'))).toEqual([]);
  });

  it("refuses a file over 25 MB naming that limit, not the certificates' 10 MB", async () => {
    const tooLarge = await upload(
      '/api/coupons/import/preview',
      'nagy.csv',
      Buffer.alloc(COUPON_FILE_MAX_BYTES + 1, 'a'),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('A fájl mérete túl nagy. Legfeljebb 25 MB engedélyezett.');
  });

  it('previews one file with every kind of row the same way as .csv, .xlsx and .xls, writing nothing', async () => {
    await createCoupon(db(), { code: 'EXIST106101' });
    await createCoupon(db(), { code: 'CLAIM106101' });
    await db()
      .update(coupons)
      .set({ claimedBy: client.id, claimedAt: new Date() })
      .where(eq(coupons.code, 'CLAIM106101'));
    for (const [name, bytes, format] of [
      ['kuponok.csv', csv(), 'csv'],
      ['kuponok.xlsx', await xlsx(), 'xlsx'],
      ['kuponok.xls', xls(), 'xls'],
    ] as const) {
      const response = await upload('/api/coupons/import/preview', name, bytes);
      expect(response.statusCode, name).toBe(200);
      const report = response.json<CouponImportReport>();
      expect(report.format).toBe(format);
      expect(report.total).toBe(10);
      expect(report.imported).toBe(0);
      expect(report.truncated).toBe(false);
      expect(
        report.rows.map((r) => [r.line, r.code, r.status]),
        name,
      ).toEqual(EXPECTED);
      expect(report.rows[0]).toMatchObject({
        address: '1061 Budapest, Andrássy út 1',
        expiryDate: '2099-12-31',
      });
      expect(report.rows[1]).toMatchObject({ address: null, expiryDate: '2099-06-30' });
      expect(report.counts).toEqual({
        valid: 3,
        duplicate_in_file: 1,
        already_exists: 1,
        already_claimed: 1,
        bad_code: 1,
        not_redeemable: 1,
        bad_date: 1,
        expired: 1,
        template_example: 0,
      });
    }
    expect((await db().select().from(coupons)).map((c) => c.code).sort()).toEqual([
      'CLAIM106101',
      'EXIST106101',
    ]);
  });

  it('imports the valid rows only, records who imported them, logs the counts; the same file again adds nothing', async () => {
    const response = await upload('/api/coupons/import', 'kuponok.xlsx', await xlsx());
    expect(response.statusCode).toBe(200);
    const report = response.json<CouponImportReport>();
    expect(report.imported).toBe(3);
    expect(report.counts.valid).toBe(3);
    const stored = await db()
      .select()
      .from(coupons)
      .where(inArray(coupons.code, ['KUPON106101', 'KUPON106102', 'KUPON672005']));
    expect(stored.map((c) => c.code).sort()).toEqual(['KUPON106101', 'KUPON106102', 'KUPON672005']);
    expect(stored.find((c) => c.code === 'KUPON106101')).toMatchObject({
      address: '1061 Budapest, Andrássy út 1',
      expiryDate: '2099-12-31',
      importedBy: bank.id,
      claimedBy: null,
    });
    expect(stored.every((c) => c.importedBy === bank.id && c.importedAt instanceof Date)).toBe(true);
    expect(await db().select().from(coupons)).toHaveLength(5);
    const log = (
      await db()
        .select()
        .from(userLogs)
        .where(and(eq(userLogs.userId, bank.id), eq(userLogs.action, 'Kuponok importálva')))
    ).find((row) => (row.metadata as { fileName?: string }).fileName === 'kuponok.xlsx');
    expect(log?.actionType).toBe('admin_action');
    expect(log?.metadata).toMatchObject({ fileName: 'kuponok.xlsx', total: 10, imported: 3 });

    const again = (await upload('/api/coupons/import', 'kuponok.csv', csv())).json<CouponImportReport>();
    expect(again.imported).toBe(0);
    expect(again.counts).toMatchObject({ valid: 0, already_exists: 4, already_claimed: 1 });
    expect(await db().select().from(coupons)).toHaveLength(5);
  });

  it('a coupon the import took is redeemable by a client at its postcode; the refused one could not have been', async () => {
    const orderWith = (cookie: string, couponCode: string, postcode: string, city: string) =>
      post(
        '/api/client/order',
        {
          couponCode,
          postcode,
          city,
          street: 'Nagymező utca',
          houseNumber: '5',
          area: '72',
          addressConfirmed: true,
        },
        cookie,
      );
    const at1061 = await who.client();
    const redeemed = await orderWith(at1061.cookie, 'KUPON106101', '1061', 'Budapest');
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const [claimed] = await db().select().from(coupons).where(eq(coupons.code, 'KUPON106101'));
    expect(claimed?.claimedBy).toBe(at1061.id);
    // The coupon check below counts its own orders only.
    await db().delete(properties).where(eq(properties.clientId, at1061.id));

    // The row the import refused is not in the database, and its code would not fit the address anyway.
    expect(await db().select().from(coupons).where(eq(coupons.code, 'BOCSV001'))).toEqual([]);
    const at1065 = await who.client();
    const refused = await orderWith(at1065.cookie, 'BOCSV001', '1065', 'Budapest');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: { path: string; message: string }[] } }>().error.fields).toEqual([
      { path: 'body.couponCode', message: MESSAGES.coupon.format },
    ]);
    // Inserted by hand, as the import used to: still no client at 1065 can redeem it.
    await createCoupon(db(), { code: 'BOCSV001', address: '1065 Budapest, Nagymező utca 5.' });
    expect((await orderWith(at1065.cookie, 'BOCSV001', '1065', 'Budapest')).statusCode).toBe(400);
    const [unclaimed] = await db().select().from(coupons).where(eq(coupons.code, 'BOCSV001'));
    expect(unclaimed?.claimedBy).toBeNull();
    await db().delete(coupons).where(eq(coupons.code, 'BOCSV001'));
  });

  it('two imports of the same new codes at once: one writes them, the other reports them as existing, no error', async () => {
    const file = new TextEncoder().encode(
      ['code', ...Array.from({ length: 1500 }, (_, i) => `RACE1061${String(i).padStart(4, '0')}`)].join('\n'),
    );
    const [a, b] = await Promise.all([
      upload('/api/coupons/import', 'a.csv', file),
      upload('/api/coupons/import', 'b.csv', file),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const reports = [a.json<CouponImportReport>(), b.json<CouponImportReport>()];
    expect(reports.map((r) => r.imported).reduce((x, y) => x + y)).toBe(1500);
    expect(reports.map((r) => r.imported + r.counts.already_exists)).toEqual([1500, 1500]);
  });

  it('refuses in Hungarian a file that is no table, one without a code column, an empty one, and no file', async () => {
    const garbage = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const notTable = await upload('/api/coupons/import/preview', 'kuponok.xlsx', garbage);
    expect(notTable.statusCode).toBe(400);
    expect(notTable.json<{ error: { message: string } }>().error.message).toMatch(/A fájl nem olvasható/);

    const noCode = await upload(
      '/api/coupons/import',
      'kuponok.csv',
      new TextEncoder().encode('kupon;cim\nX;Y\n'),
    );
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json<{ error: { message: string } }>().error.message).toBe(MISSING_CODE_COLUMN);

    const headerOnly = await upload('/api/coupons/import', 'kuponok.csv', new TextEncoder().encode('code\n'));
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json<{ error: { message: string } }>().error.message).toBe(
      'A fájl nem tartalmaz kuponsort.',
    );

    const wrongField = multipart('kuponok.csv', Buffer.from('code\nABCDEF12\n'), 'certificate');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/import',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, cookie: bank.cookie },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<{ error: { message: string } }>().error.message).toMatch(
      /válasszon ki egy kuponfájlt/,
    );

    const json = await post('/api/coupons/import', { code: 'ABCDEF12' });
    expect(json.statusCode).toBe(415);

    const asClient = await upload('/api/coupons/import', 'kuponok.csv', csv(), client.cookie);
    expect(asClient.statusCode).toBe(403);
    expect(await db().select().from(coupons).where(eq(coupons.code, 'ABCDEF12'))).toHaveLength(0);
  });
});

describe('coupon check and approval', () => {
  let matching: Awaited<ReturnType<typeof order>>;
  let differing: Awaited<ReturnType<typeof order>>;
  let noAddress: Awaited<ReturnType<typeof order>>;
  const list = (query = '') => get<CouponCheckPage>(`/api/coupons/checks${query}`);

  beforeAll(async () => {
    await db().delete(userLogs);
    const base = Date.now() - 10 * 86_400_000;
    matching = await order({
      firstName: 'Mária',
      lastName: 'Egyező',
      code: 'CHECK0001',
      couponAddress: '1061 BUDAPEST VI. ker.', // postcode and city only, other case, the district: no warning
      orderedAt: new Date(base),
    });
    differing = await order({
      firstName: 'Dénes',
      lastName: 'Eltérő',
      code: 'CHECK0002',
      couponAddress: '6720 Szeged, Kárász u. 1.',
      postcode: '6720',
      street: 'Kárász utca',
      houseNumber: '3',
      orderedAt: new Date(base + 86_400_000),
    });
    noAddress = await order({
      firstName: 'Nóra',
      lastName: 'Címnélküli',
      code: 'CHECK0003',
      couponAddress: null,
      postcode: '9021',
      street: 'Baross Gábor út',
      houseNumber: '5',
      orderedAt: new Date(base + 2 * 86_400_000),
    });
    // A property not ordered yet is not on the list.
    await who.client();
  });

  it('lists the orders waiting for approval, newest first, with the address warning', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.body.total).toBe(3);
    expect(response.body.items.map((r) => [r.couponCode, r.addressMismatch])).toEqual([
      ['CHECK0003', false],
      ['CHECK0002', true],
      ['CHECK0001', false],
    ]);
    expect(response.body.items[1]).toMatchObject({
      propertyId: differing.id,
      clientId: differing.clientId,
      clientName: 'Eltérő Dénes',
      clientEmail: expect.stringMatching(/@example\.hu$/),
      couponAddress: '6720 Szeged, Kárász u. 1.',
      address: '6720 Szeged, Kárász utca 3',
      approvedAt: null,
      approvedByName: null,
    });
  });

  it('searches by client name, coupon code (as typed) and address, on the server', async () => {
    const codes = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).body.items.map((r) => r.couponCode);
    expect(await codes('eltérő')).toEqual(['CHECK0002']);
    expect(await codes('check-0001')).toEqual(['CHECK0001']);
    expect(await codes('baross')).toEqual(['CHECK0003']);
    expect(await codes('nincs ilyen')).toEqual([]);
    expect((await list('?pageSize=2&page=2')).body.items.map((r) => r.couponCode)).toEqual(['CHECK0001']);
    expect((await list('?state=valami')).statusCode).toBe(400);
  });

  it('approves the selected orders once: who and when recorded, logged; a second approval changes nothing', async () => {
    const first = await post('/api/coupons/approvals', { propertyIds: [matching.id, differing.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json<CouponApprovalResult>()).toEqual({
      approved: 2,
      alreadyApproved: 0,
      message: '2 megrendelés kuponja jóváhagyva.',
    });
    const [stored] = await db().select().from(properties).where(eq(properties.id, matching.id));
    expect(stored?.couponApprovedBy).toBe(bank.id);
    const approvedAt = stored?.couponApprovedAt;
    expect(approvedAt).toBeInstanceOf(Date);
    const logs = await db().select().from(userLogs).where(eq(userLogs.action, 'Kupon jóváhagyva'));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ userId: bank.id, actionType: 'admin_action' });
    expect(logs[0]?.metadata).toMatchObject({ approved: 2, alreadyApproved: 0 });
    const metadata = logs[0]?.metadata as { propertyIds: string[]; couponCodes: string[] };
    expect(metadata.propertyIds.sort()).toEqual([matching.id, differing.id].sort());
    expect(metadata.couponCodes.sort()).toEqual(['CHECK0001', 'CHECK0002']);

    const second = await post('/api/coupons/approvals', { propertyIds: [matching.id] }, otherBank.cookie);
    expect(second.json<CouponApprovalResult>()).toMatchObject({ approved: 0, alreadyApproved: 1 });
    expect(second.json<CouponApprovalResult>().message).toMatch(/már korábban jóváhagyták/);
    const [after] = await db().select().from(properties).where(eq(properties.id, matching.id));
    expect(after?.couponApprovedBy).toBe(bank.id);
    expect(after?.couponApprovedAt?.getTime()).toBe(approvedAt?.getTime());
    expect(await db().select().from(userLogs).where(eq(userLogs.action, 'Kupon jóváhagyva'))).toHaveLength(1);

    // Approved orders leave the pending list; the approved list names the approver.
    expect((await list()).body.items.map((r) => r.couponCode)).toEqual(['CHECK0003']);
    const approved = (await list('?state=approved')).body;
    expect(approved.items.map((r) => r.couponCode)).toEqual(['CHECK0002', 'CHECK0001']);
    expect(approved.items[0]?.approvedByName).toBe('Tóth Gábor');
    expect((await list('?state=all')).body.total).toBe(3);
  });

  it("shows the bank's approval on the operator's pairing page", async () => {
    const pairing = await get<{
      items: { propertyId: string; couponCode: string | null; couponApprovedAt: string | null }[];
    }>('/api/admin/pairing', operator.cookie);
    expect(pairing.statusCode).toBe(200);
    const byId = new Map(pairing.body.items.map((item) => [item.propertyId, item]));
    expect(byId.get(matching.id)).toMatchObject({
      couponCode: 'CHECK0001',
      couponApprovedAt: expect.any(String),
    });
    expect(byId.get(differing.id)?.couponApprovedAt).not.toBeNull();
  });

  it('refuses an unknown order (404, nothing changed), an empty selection (400) and other roles (403)', async () => {
    const unknown = await post('/api/coupons/approvals', {
      propertyIds: [noAddress.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(UNKNOWN_ORDER);
    const [unchanged] = await db().select().from(properties).where(eq(properties.id, noAddress.id));
    expect(unchanged?.couponApprovedAt).toBeNull();

    const empty = await post('/api/coupons/approvals', { propertyIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe(
      'Kérjük, válasszon ki legalább egy megrendelést.',
    );
    expect((await post('/api/coupons/approvals', { propertyIds: ['nem-azonosito'] })).statusCode).toBe(400);

    const asOperator = await post('/api/coupons/approvals', { propertyIds: [noAddress.id] }, operator.cookie);
    expect(asOperator.statusCode).toBe(403);
    const asClient = await post('/api/coupons/approvals', { propertyIds: [noAddress.id] }, client.cookie);
    expect(asClient.statusCode).toBe(403);
    const [still] = await db().select().from(properties).where(eq(properties.id, noAddress.id));
    expect(still?.couponApprovedAt).toBeNull();
  });

  it('approves every order the search matches at once', async () => {
    const none = await post('/api/coupons/approvals', { allMatching: true, search: 'senki' });
    expect(none.json<CouponApprovalResult>()).toMatchObject({ approved: 0, alreadyApproved: 0 });
    const all = await post('/api/coupons/approvals', { allMatching: true, search: 'címnélküli' });
    expect(all.statusCode).toBe(200);
    expect(all.json<CouponApprovalResult>()).toMatchObject({ approved: 1, alreadyApproved: 0 });
    expect((await list()).body.total).toBe(0);
    const again = await post('/api/coupons/approvals', { allMatching: true, state: 'all' });
    expect(again.json<CouponApprovalResult>()).toMatchObject({ approved: 0, alreadyApproved: 3 });
  });
});

describe('the coupon services, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  it.each([
    [
      'approveCoupons',
      (actor: Actor) => approveCoupons(t.services, silentLogger, actor, { propertyIds: [randomUUID()] }),
    ],
    [
      'importCoupons',
      (actor: Actor) =>
        importCoupons(t.services, silentLogger, actor, new TextEncoder().encode('code\n'), 'kuponok.csv'),
    ],
  ])('%s refuses anyone but the bank staff, changing nothing', async (_name, call) => {
    const before = await db().select().from(coupons);
    await expectRefused(t, [operator, client], call);
    expect(await db().select().from(coupons)).toEqual(before);
  });
});
