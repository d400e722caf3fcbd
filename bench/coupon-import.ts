// `npm run bench -- coupon-import` (target: a 50,000-row coupon import under 10 s with its report): the
// bank's coupon file of 50,000 rows, as CSV and as .xlsx, sent to the real server's preview and then its
// import, each timed from the request to the report. The file holds every kind of row: 1,000 codes already
// in the database (100 of them claimed), 200 duplicates within the file, 100 bad codes, 100 bad dates and
// 100 expired rows; the rest are new. Every code that should pass holds its address's postcode (or, without an
// address, a known one), as the import requires (docs/rules/coupons.md, 'Postcode in the code'), and 100 rows
// hold another postcode than their address's. The report's counts are checked against what the file holds.
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { CouponImportReport } from '../src/domain/coupons.ts';
import { openDatabase, pgliteDataDir, type Db } from '../src/server/db/client.ts';
import { createUser } from '../src/server/seed/factories.ts';
import { createBenchStaff, dataDir, results, round2, withStaffServer } from './kit.ts';

const COUPON_IMPORT = {
  rows: Number(process.env.BENCH_COUPON_ROWS ?? 50_000),
  existing: 1_000,
  /** Of the existing ones. */
  claimed: 100,
  duplicates: 200,
  badCodes: 100,
  badDates: 100,
  expired: 100,
  notRedeemable: 100,
  bankAdmin: { email: 'bench-kupon@example.hu', password: 'Bench-Kupon-Bank-2026' },
  budgetSeconds: 10,
} as const;

/** Postcodes the fresh rows' addresses and codes hold, in turn (all of them real ones). */
const POSTCODES = ['1061', '1062', '1063', '2092', '4025', '6720', '7621', '9021'];
const EXISTING_PREFIX = 'EX1061';
const existingCode = (i: number) => `${EXISTING_PREFIX}${String(i).padStart(6, '0')}`;

/** The bank's staff member who imports, and the coupons the file's 'existing' rows collide with. */
async function prepareCouponImportData(db: Db): Promise<void> {
  await createBenchStaff(db, 'bank_admin', COUPON_IMPORT.bankAdmin, 'Kupon');
  await db.execute(sql`
    insert into coupons (code, address, expiry_date)
    select ${EXISTING_PREFIX}::text || lpad(n::text, 6, '0'), '1061 Budapest', '2099-12-31'
    from generate_series(1, ${COUPON_IMPORT.existing}) n`);
  // The first ones claimed, each by a client of its own.
  for (let i = 1; i <= COUPON_IMPORT.claimed; i++) {
    const client = await createUser(db, {
      role: 'client',
      email: `bench-kupon-${i}@example.hu`,
      password: 'Bench-Kupon-Ugyfel-2026',
      firstName: 'Ügyfél',
      lastName: `Kupon${i}`,
    });
    await db.execute(
      sql`update coupons set claimed_by = ${client.id}, claimed_at = now() where code = ${existingCode(i)}`,
    );
  }
}

/** The file's rows (header first) and the counts its report must give. `prefix` keeps each file's new codes new. */
function couponFileRows(prefix: string): { rows: string[][]; expected: Record<string, number> } {
  const c = COUPON_IMPORT;
  const rows: string[][] = [['code', 'address', 'expiry_date']];
  const special = c.existing + c.duplicates + c.badCodes + c.badDates + c.expired + c.notRedeemable;
  const fresh = c.rows - special;
  const freshCode = (i: number) => `${prefix}${POSTCODES[i % POSTCODES.length]}${String(i).padStart(6, '0')}`;
  for (let i = 0; i < fresh; i++)
    rows.push([
      freshCode(i),
      `${POSTCODES[i % POSTCODES.length]} Budapest, Fő utca ${i % 200}.`,
      '2099-12-31',
    ]);
  for (let i = 1; i <= c.existing; i++) rows.push([existingCode(i), '', '']);
  for (let i = 0; i < c.duplicates; i++) rows.push([freshCode(i), '', '']);
  for (let i = 0; i < c.badCodes; i++) rows.push([`X${i}`, '', '']);
  for (let i = 0; i < c.badDates; i++)
    rows.push([`${prefix}D${String(i).padStart(6, '0')}`, '', '2099-02-30']);
  for (let i = 0; i < c.expired; i++)
    rows.push([`${prefix}E1061${String(i).padStart(5, '0')}`, '', '2020-01-01']);
  for (let i = 0; i < c.notRedeemable; i++)
    rows.push([`${prefix}N1061${String(i).padStart(5, '0')}`, '6720 Szeged, Kárász utca 1.', '']);
  const claimed = c.claimed;
  return {
    rows,
    expected: {
      valid: fresh,
      already_exists: c.existing - claimed,
      already_claimed: claimed,
      duplicate_in_file: c.duplicates,
      bad_code: c.badCodes,
      bad_date: c.badDates,
      expired: c.expired,
      not_redeemable: c.notRedeemable,
    },
  };
}

function csvOf(rows: string[][]): Buffer {
  return Buffer.from(
    `\uFEFF${rows.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join('\r\n')}\r\n`,
  );
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kuponok');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function send(url: string, route: string, cookie: string, fileName: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const started = performance.now();
  const response = await fetch(`${url}${route}`, { method: 'POST', headers: { cookie }, body: form });
  const body = (await response.json()) as CouponImportReport;
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(body)}`);
  return { seconds, report: body };
}

interface CouponImportFigures {
  format: 'csv' | 'xlsx';
  rows: number;
  fileMb: number;
  previewSeconds: number;
  importSeconds: number;
  imported: number;
  countsMatch: boolean;
}

/** Preview, then import, of one file; the counts checked against the file's make-up. */
async function measureCouponImport(
  url: string,
  cookie: string,
  format: 'csv' | 'xlsx',
  prefix: string,
): Promise<CouponImportFigures> {
  const { rows, expected } = couponFileRows(prefix);
  const bytes = format === 'csv' ? csvOf(rows) : await xlsxOf(rows);
  const fileName = `kuponok.${format}`;
  const preview = await send(url, '/api/coupons/import/preview', cookie, fileName, bytes);
  const imported = await send(url, '/api/coupons/import', cookie, fileName, bytes);
  const countsMatch =
    JSON.stringify(preview.report.counts) === JSON.stringify({ ...preview.report.counts, ...expected }) &&
    imported.report.imported === expected.valid;
  return {
    format,
    rows: rows.length - 1,
    fileMb: Math.round((bytes.length / 2 ** 20) * 100) / 100,
    previewSeconds: preview.seconds,
    importSeconds: imported.seconds,
    imported: imported.report.imported,
    countsMatch,
  };
}

/** The bank's 50,000-row coupon file as CSV and .xlsx, previewed and imported by the server. */
export async function benchCouponImport(label: string, databaseUrl: string | null) {
  const name = `coupon-import-${label}`;
  const dir = path.join(dataDir, name);
  // No bulk properties: the import reads and writes the coupons alone.
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDataDir(dir) },
  );
  try {
    await database.migrate();
    await prepareCouponImportData(database.db);
  } finally {
    await database.close();
  }
  await withStaffServer(dir, databaseUrl, COUPON_IMPORT.bankAdmin, async (server, signIn) => {
    const cookie = await signIn();
    const figures = [];
    for (const [format, prefix] of [
      ['csv', 'CS'],
      ['xlsx', 'XL'],
    ] as const) {
      const loadAverage1m = round2(os.loadavg()[0]!);
      const result = await measureCouponImport(server.url, cookie, format, prefix);
      figures.push({ ...result, loadAverage1m });
      console.log(
        `${name} ${format}: ${result.rows} rows (${result.fileMb} MB): preview ${result.previewSeconds} s, import ${result.importSeconds} s (${result.imported} imported, budget ${COUPON_IMPORT.budgetSeconds} s each); report counts ${result.countsMatch ? 'as expected' : 'WRONG'}; 1-minute load ${loadAverage1m}`,
      );
      if (
        !result.countsMatch ||
        result.previewSeconds >= COUPON_IMPORT.budgetSeconds ||
        result.importSeconds >= COUPON_IMPORT.budgetSeconds
      )
        process.exitCode = 1;
    }
    results[name] = figures;
  });
}
