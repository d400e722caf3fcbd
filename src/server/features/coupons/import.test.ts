import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../../platform/errors.ts';
import { loadPostcodes } from '../../platform/postcodes.ts';
import { checkCouponTable, couponReport, importCouponFile } from './import.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const TODAY = '2026-06-15';
const context = { today: TODAY, postcodes: loadPostcodes() };

describe('coupon rules', () => {
  it('gives every row its verdict; the first of two equal codes counts, the expiry day itself is still valid', () => {
    const rows = checkCouponTable(
      [
        ['Code ', 'Address', 'EXPIRY_DATE'],
        ['etp 106101', '1061 Budapest, Andrássy út 1', TODAY],
        ['ETP_106104', '', ''],
        ['ETP106103', '', '2027-02-30'],
        ['ETP106101', '', ''],
        ['ETP106105', '', '2026-06-14'],
        ['ETP106106', '  ', ''],
      ],
      context,
    );
    expect(rows.map((r) => [r.line, r.code, r.status])).toEqual([
      [2, 'ETP106101', 'valid'],
      [3, 'ETP_106104', 'bad_code'],
      [4, 'ETP106103', 'bad_date'],
      [5, 'ETP106101', 'duplicate_in_file'],
      [6, 'ETP106105', 'expired'],
      [7, 'ETP106106', 'valid'],
    ]);
    expect(rows[5]?.address).toBeNull();
    expect(rows[2]?.expiryDate).toBe('2027-02-30');
  });

  it("refuses a code no client could redeem: it must hold its address's postcode, or without one a known postcode", () => {
    const rows = checkCouponTable(
      [
        ['code', 'address', 'expiry_date'],
        ['BOCSV001', '1065 Budapest, Nagymező utca 5.', '2027-12-31'], // no postcode in the code
        ['KH106101', '1065 Budapest, Nagymező utca 5.', ''], // another district's postcode
        ['KH106501', '1065 Budapest, Nagymező utca 5.', ''], // the address's own
        ['BO-1065-01', 'Budapest VI., 1065 Nagymező u. 5.', ''], // the postcode later in the address
        ['KH100001', '', ''], // 1000 is no postcode, nor 0000 or 0001
        ['KH672001', '', ''], // no address: Szeged's 6720 is in it
        ['KH672002', 'Budapest, Nagymező utca 1234.', ''], // no known postcode in the address: as without one
        ['MINTA106501', '1065 Budapest, Nagymező utca 5.', '2027-12-31'], // the template's example row
      ],
      context,
    );
    expect(rows.map((r) => [r.line, r.code, r.status])).toEqual([
      [2, 'BOCSV001', 'not_redeemable'],
      [3, 'KH106101', 'not_redeemable'],
      [4, 'KH106501', 'valid'],
      [5, 'BO106501', 'valid'],
      [6, 'KH100001', 'not_redeemable'],
      [7, 'KH672001', 'valid'],
      [8, 'KH672002', 'valid'],
      [9, 'MINTA106501', 'template_example'],
    ]);
  });

  it('refuses a table without a code column or without rows', () => {
    expect(() =>
      checkCouponTable(
        [
          ['kupon', 'cim'],
          ['X', 'Y'],
        ],
        context,
      ),
    ).toThrow(/hiányzik a "code" oszlop/);
    expect(() => checkCouponTable([['code']], context)).toThrow(AppError);
  });

  it('keeps the report short and the counts complete', () => {
    const rows = checkCouponTable(
      [['code'], ...Array.from({ length: 2500 }, (_, i) => [`OK1061${String(i).padStart(4, '0')}`]), ['x']],
      context,
    );
    const report = couponReport({ format: 'csv', rows, imported: 0 });
    expect(report.counts).toMatchObject({ valid: 2500, bad_code: 1 });
    expect(report.rows).toHaveLength(1001);
    expect(report.rows.at(-1)?.status).toBe('bad_code');
    expect(report.truncated).toBe(true);
  });
});

describe('coupon import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('imports the valid rows and reports codes that already exist, changing nothing of theirs', async () => {
    const db = t.services.database.db;
    const now = new Date('2026-06-15T10:00:00Z');
    const options = { importedBy: null, now, postcodes: t.services.postcodes };
    const first = await importCouponFile(
      db,
      utf8('code;address;expiry_date\nETP902102;9021 Győr;\nETP902103;;\n'),
      options,
    );
    expect(first.imported).toBe(2);
    const second = await importCouponFile(db, utf8('code,address\nETP902102,Pécs\nETP902105,\n'), options);
    expect(second.imported).toBe(1);
    expect(second.rows.map((r) => [r.code, r.status])).toEqual([
      ['ETP902102', 'already_exists'],
      ['ETP902105', 'valid'],
    ]);
    const stored = await db.select().from(coupons);
    expect(stored.find((c) => c.code === 'ETP902102')?.address).toBe('9021 Győr');
    expect(stored.find((c) => c.code === 'ETP902105')?.importedAt.toISOString()).toBe(now.toISOString());
  });
});
