import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../../platform/errors.ts';
import { checkCouponTable, couponReport, importCouponFile, parseExpiryDate } from './import.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const TODAY = '2026-06-15';

describe('coupon rules', () => {
  it('reads expiry dates written the ISO or the Hungarian way, and only days that exist', () => {
    expect(parseExpiryDate('2027-12-31')).toBe('2027-12-31');
    expect(parseExpiryDate('2027.12.31.')).toBe('2027-12-31');
    expect(parseExpiryDate('2027. 1. 5.')).toBe('2027-01-05');
    expect(parseExpiryDate('2027/02/28')).toBe('2027-02-28');
    expect(parseExpiryDate('2027-02-29')).toBeNull();
    expect(parseExpiryDate('31.12.2027')).toBeNull();
    expect(parseExpiryDate('holnap')).toBeNull();
  });

  it('gives every row its verdict; the first of two equal codes counts, the expiry day itself is still valid', () => {
    const rows = checkCouponTable(
      [
        ['Code ', 'Address', 'EXPIRY_DATE'],
        ['etp 10001', '1061 Budapest, Andrássy út 1', TODAY],
        ['ETP_10004', '', ''],
        ['ETP10003', '', '2027-02-30'],
        ['ETP10001', '', ''],
        ['ETP10005', '', '2026-06-14'],
        ['ETP10006', '  ', ''],
      ],
      TODAY,
    );
    expect(rows.map((r) => [r.line, r.code, r.status])).toEqual([
      [2, 'ETP10001', 'valid'],
      [3, 'ETP_10004', 'bad_code'],
      [4, 'ETP10003', 'bad_date'],
      [5, 'ETP10001', 'duplicate_in_file'],
      [6, 'ETP10005', 'expired'],
      [7, 'ETP10006', 'valid'],
    ]);
    expect(rows[5]?.address).toBeNull();
    expect(rows[2]?.expiryDate).toBe('2027-02-30');
  });

  it('refuses a table without a code column or without rows', () => {
    expect(() =>
      checkCouponTable(
        [
          ['kupon', 'cim'],
          ['X', 'Y'],
        ],
        TODAY,
      ),
    ).toThrow(/hiányzik a "code" oszlop/);
    expect(() => checkCouponTable([['code']], TODAY)).toThrow(AppError);
  });

  it('keeps the report short and the counts complete', () => {
    const rows = checkCouponTable(
      [['code'], ...Array.from({ length: 2500 }, (_, i) => [`OK${String(i).padStart(6, '0')}`]), ['x']],
      TODAY,
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
    const first = await importCouponFile(db, utf8('code;address;expiry_date\nETP10002;Győr;\nETP10003;;\n'), {
      importedBy: null,
      now,
    });
    expect(first.imported).toBe(2);
    const second = await importCouponFile(db, utf8('code,address\nETP10002,Pécs\nETP10005,\n'), {
      importedBy: null,
      now,
    });
    expect(second.imported).toBe(1);
    expect(second.rows.map((r) => [r.code, r.status])).toEqual([
      ['ETP10002', 'already_exists'],
      ['ETP10005', 'valid'],
    ]);
    const stored = await db.select().from(coupons);
    expect(stored.find((c) => c.code === 'ETP10002')?.address).toBe('Győr');
    expect(stored.find((c) => c.code === 'ETP10005')?.importedAt.toISOString()).toBe(now.toISOString());
  });
});
