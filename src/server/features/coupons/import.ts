// Coupon import from the bank's file (the template's columns code, address, expiry_date; .csv, .xlsx or .xls;
// docs/rules/coupons.md, 'Imports'), one rule set for the CLI (`coupons:import`) and the bank's coupon
// manager: every row gets a verdict (valid, duplicate in the file, already exists, already claimed, bad code,
// not redeemable, bad date, expired, the template's example), and an import writes the valid rows only,
// checked again inside its transaction.
import { sql } from 'drizzle-orm';
import {
  checkCouponRows,
  COUPON_REPORT_ROW_LIMIT,
  COUPON_ROW_STATUSES,
  type CouponCheckContext,
  type CouponImportReport,
  type CouponReportRow,
  type CouponRowInput,
  type CouponRowStatus,
} from '../../../domain/coupons.ts';
import type { PostcodeIndex } from '../../../domain/postcodes.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import type { Db, Executor } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { readTable, tableRecords, type TableFormat } from '../../platform/spreadsheet-read.ts';

/** Rows per INSERT and per lookup (each sent as one array per column). */
const BATCH = 5000;

export const MISSING_CODE_COLUMN =
  'A fájl első sorában hiányzik a "code" oszlop (várt oszlopok: code, address, expiry_date).';
export const EMPTY_TABLE = 'A fájl nem tartalmaz kuponsort.';

/** Every row of the file with its verdict, in file order. */
export interface CouponCheck {
  format: TableFormat | 'json';
  rows: CouponReportRow[];
  imported: number;
}

/**
 * A file's rows with their verdicts that need no database (checkCouponRows, the rule the API's batch
 * shares). A file without a 'code' column, or with no row at all, is refused (400).
 */
export function checkCouponTable(table: string[][], context: CouponCheckContext): CouponReportRow[] {
  const { header, records } = tableRecords(table);
  if (!header.includes('code')) throw new AppError('missing_code_column', 400, MISSING_CODE_COLUMN);
  if (records.length === 0) throw new AppError('empty_table', 400, EMPTY_TABLE);
  return checkCouponRows(
    records.map(({ line, values }) => ({
      line,
      code: values.code ?? '',
      address: values.address ?? '',
      expiryDate: values.expiry_date ?? '',
    })),
    context,
  );
}

/** Marks the valid rows whose code is already in the database (claimed or not). */
async function markExisting(executor: Executor, rows: CouponReportRow[]): Promise<void> {
  const valid = rows.filter((row) => row.status === 'valid');
  for (let i = 0; i < valid.length; i += BATCH) {
    const slice = valid.slice(i, i + BATCH);
    // One array parameter, not a parameter per code: the statement stays the same size for every batch.
    const found = await executor
      .select({ code: coupons.code, claimedBy: coupons.claimedBy })
      .from(coupons)
      .where(sql`${coupons.code} = any(${sql.param(slice.map((row) => row.code))}::text[])`);
    const claimed = new Map(found.map((c) => [c.code, c.claimedBy !== null]));
    for (const row of slice) {
      const isClaimed = claimed.get(row.code);
      if (isClaimed !== undefined) row.status = isClaimed ? 'already_claimed' : 'already_exists';
    }
  }
}

/** Reads the file and gives every row its verdict, without writing anything (the screen's preview). */
export async function previewCouponFile(
  db: Db,
  bytes: Uint8Array,
  options: { now: Date; postcodes: Pick<PostcodeIndex, 'lookup'> },
): Promise<CouponCheck> {
  const { format, rows: table } = await readTable(bytes);
  const rows = checkCouponTable(table, { today: budapestIsoDay(options.now), postcodes: options.postcodes });
  await markExisting(db, rows);
  return { format, rows, imported: 0 };
}

/**
 * Writes the valid rows in one transaction, checked again there: a code inserted by someone else since the
 * preview is reported 'already exists' (ON CONFLICT DO NOTHING RETURNING tells which rows went in).
 * `bankReference` gives a row's reference from the bank, when it sent one (the API's batch).
 */
async function writeCouponRows(
  db: Db,
  rows: CouponReportRow[],
  options: { importedBy: string | null; now: Date; bankReference?: (row: CouponReportRow) => string | null },
): Promise<number> {
  return db.transaction(async (tx) => {
    await markExisting(tx, rows);
    const fresh = rows.filter((row) => row.status === 'valid');
    let count = 0;
    for (let i = 0; i < fresh.length; i += BATCH) {
      const slice = fresh.slice(i, i + BATCH);
      // The rows as arrays unnested into one INSERT: a handful of parameters however many rows.
      const result = await tx.execute<{ code: string }>(sql`
        insert into ${coupons} (code, address, expiry_date, bank_reference, imported_by, imported_at)
        select code, address, expiry_date, bank_reference, ${options.importedBy}::text, ${options.now.toISOString()}::timestamptz
        from unnest(
          ${sql.param(slice.map((row) => row.code))}::text[],
          ${sql.param(slice.map((row) => row.address))}::text[],
          ${sql.param(slice.map((row) => row.expiryDate))}::date[],
          ${sql.param(slice.map((row) => options.bankReference?.(row) ?? null))}::text[]
        ) as t(code, address, expiry_date, bank_reference)
        on conflict do nothing
        returning code`);
      const inserted = (result as unknown as { rows: { code: string }[] }).rows;
      const written = new Set(inserted.map((c) => c.code));
      for (const row of slice) if (!written.has(row.code)) row.status = 'already_exists';
      count += written.size;
    }
    return count;
  });
}

/** Imports a file's valid rows (the screen's import and the CLI). */
export async function importCouponFile(
  db: Db,
  bytes: Uint8Array,
  options: { importedBy: string | null; now: Date; postcodes: Pick<PostcodeIndex, 'lookup'> },
): Promise<CouponCheck> {
  const { format, rows: table } = await readTable(bytes);
  const rows = checkCouponTable(table, { today: budapestIsoDay(options.now), postcodes: options.postcodes });
  const imported = await writeCouponRows(db, rows, options);
  return { format, rows, imported };
}

/** A coupon of the API's batch (docs/rules/api.md, 'Pushing coupons'). */
export interface CouponBatchRow {
  code: string;
  address?: string | null | undefined;
  expiryDate?: string | null | undefined;
  bankReference?: string | null | undefined;
}

/**
 * Imports the API's batch by the file import's rules (checkCouponRows, the same verdicts and report): row
 * n of the batch is line n of the report.
 */
export async function importCouponBatch(
  db: Db,
  batch: readonly CouponBatchRow[],
  options: { importedBy: string | null; now: Date; postcodes: Pick<PostcodeIndex, 'lookup'> },
): Promise<CouponCheck> {
  const inputs: CouponRowInput[] = batch.map((row, index) => ({
    line: index + 1,
    code: row.code,
    address: row.address ?? '',
    expiryDate: row.expiryDate ?? '',
  }));
  const rows = checkCouponRows(inputs, { today: budapestIsoDay(options.now), postcodes: options.postcodes });
  const imported = await writeCouponRows(db, rows, {
    ...options,
    bankReference: (row) => batch[row.line - 1]?.bankReference?.trim() || null,
  });
  return { format: 'json', rows, imported };
}

/** The counts of each verdict. */
export function countStatuses(rows: readonly CouponReportRow[]): Record<CouponRowStatus, number> {
  const counts = Object.fromEntries(COUPON_ROW_STATUSES.map((s) => [s, 0])) as Record<
    CouponRowStatus,
    number
  >;
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/**
 * The report the screen shows: complete counts, and the rows in file order, every problem row and the first
 * valid ones, at most COUPON_REPORT_ROW_LIMIT of each.
 */
export function couponReport(check: CouponCheck): CouponImportReport {
  const shown: CouponReportRow[] = [];
  let problems = 0;
  let valid = 0;
  let truncated = false;
  for (const row of check.rows) {
    const isValid = row.status === 'valid';
    if ((isValid ? valid : problems) >= COUPON_REPORT_ROW_LIMIT) {
      truncated = true;
      continue;
    }
    if (isValid) valid += 1;
    else problems += 1;
    shown.push(row);
  }
  return {
    format: check.format,
    total: check.rows.length,
    counts: countStatuses(check.rows),
    rows: shown,
    truncated,
    imported: check.imported,
  };
}
