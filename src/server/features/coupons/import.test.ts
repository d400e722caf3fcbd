import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importCoupons, parseCouponCsv } from './import.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('coupon import', () => {
  it('imports the valid rows and reports every other row with its line and reason', async () => {
    const csv = [
      '\uFEFFcode,address,expiry_date',
      'etp 10001,"1061 Budapest, Andrássy út 1",2027-12-31',
      'ETP10002,,',
      'ab1,,', // too short
      'ETP10003,,2027-02-30', // no such day
      'ETP10001,,', // twice in the file
      'ETP_10004,,', // not alphanumeric (a dash would be dropped, as when a client types it)
    ].join('\n');
    const report = await importCoupons(t.services.database.db, csv, null);
    expect(report.imported).toBe(2);
    expect(report.problems.map((p) => [p.line, p.code])).toEqual([
      [4, 'AB1'],
      [5, 'ETP10003'],
      [6, 'ETP10001'],
      [7, 'ETP_10004'],
    ]);
    const rows = await t.services.database.db.select().from(coupons);
    expect(rows.find((c) => c.code === 'ETP10001')).toMatchObject({
      address: '1061 Budapest, Andrássy út 1',
      expiryDate: '2027-12-31',
      claimedBy: null,
    });
  });

  it('reports codes that already exist and changes nothing', async () => {
    const report = await importCoupons(t.services.database.db, 'code\nETP10002\nETP10005\n', null);
    expect(report).toEqual({
      imported: 1,
      problems: [{ line: 2, code: 'ETP10002', reason: 'Ez a kuponkód már szerepel a rendszerben.' }],
    });
  });

  it('refuses a file without the code column', () => {
    expect(parseCouponCsv('kupon,cim\nX,Y\n').problems[0]?.reason).toMatch(/hiányzik a "code" oszlop/);
  });
});
