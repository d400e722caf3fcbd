// Coupon import from the bank's file (spec 02 §2.6 template: code, address, expiry_date), with a
// report line for every row that was not imported. Used by the CLI now and the coupon screen later.
import Papa from 'papaparse';
import { inArray } from 'drizzle-orm';
import { sanitizeText } from '../../../domain/sanitize.ts';
import { normalizeCouponCode } from '../../../domain/validation.ts';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema.ts';

export interface CouponRow {
  /** 1-based line number in the file, header included, as a person counts it in a spreadsheet. */
  line: number;
  code: string;
  address: string | null;
  expiryDate: string | null;
}

export interface ImportProblem {
  line: number;
  code: string;
  reason: string;
}

export interface ImportReport {
  imported: number;
  problems: ImportProblem[];
}

const REQUIRED_HEADER = 'code';

export function parseCouponCsv(text: string): { rows: CouponRow[]; problems: ImportProblem[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    // Blank rows are skipped below, so every row keeps its line number in the file.
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  if (!parsed.meta.fields?.includes(REQUIRED_HEADER)) {
    return {
      rows: [],
      problems: [
        {
          line: 1,
          code: '',
          reason: 'A fájl első sorában hiányzik a "code" oszlop (várt oszlopok: code, address, expiry_date).',
        },
      ],
    };
  }
  const rows: CouponRow[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((record, index) => {
    const line = index + 2;
    if (Object.values(record).every((value) => (value ?? '').trim() === '')) return;
    const code = normalizeCouponCode(record.code ?? '');
    const expiry = (record.expiry_date ?? '').trim();
    if (!/^[A-Z0-9]{6,12}$/.test(code)) {
      problems.push({
        line,
        code,
        reason: 'A kuponkód 6-12 karakter hosszú lehet, és csak betűket és számokat tartalmazhat.',
      });
    } else if (expiry !== '' && !isIsoDate(expiry)) {
      problems.push({ line, code, reason: 'A lejárati dátum formátuma ÉÉÉÉ-HH-NN kell legyen.' });
    } else if (seen.has(code)) {
      problems.push({ line, code, reason: 'A kuponkód többször szerepel a fájlban.' });
    } else {
      seen.add(code);
      const address = sanitizeText(record.address ?? '', 200);
      rows.push({
        line,
        code,
        address: address === '' ? null : address,
        expiryDate: expiry === '' ? null : expiry,
      });
    }
  });
  return { rows, problems };
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Imports the valid rows in one transaction; codes that already exist are reported, not changed. */
export async function importCoupons(db: Db, text: string, importedBy: string | null): Promise<ImportReport> {
  const { rows, problems } = parseCouponCsv(text);
  if (rows.length === 0) return { imported: 0, problems };
  return db.transaction(async (tx) => {
    const existing = new Set<string>();
    for (let i = 0; i < rows.length; i += 1000) {
      const codes = rows.slice(i, i + 1000).map((r) => r.code);
      for (const row of await tx
        .select({ code: coupons.code })
        .from(coupons)
        .where(inArray(coupons.code, codes)))
        existing.add(row.code);
    }
    const fresh = rows.filter((row) => !existing.has(row.code));
    for (const row of rows)
      if (existing.has(row.code))
        problems.push({
          line: row.line,
          code: row.code,
          reason: 'Ez a kuponkód már szerepel a rendszerben.',
        });
    for (let i = 0; i < fresh.length; i += 1000) {
      await tx
        .insert(coupons)
        .values(
          fresh
            .slice(i, i + 1000)
            .map((row) => ({ code: row.code, address: row.address, expiryDate: row.expiryDate, importedBy })),
        )
        .onConflictDoNothing();
    }
    problems.sort((a, b) => a.line - b.line);
    return { imported: fresh.length, problems };
  });
}
