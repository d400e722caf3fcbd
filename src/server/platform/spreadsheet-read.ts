// Reading an uploaded table (the bank's coupon file, the lead import; docs/rules/validation.md,
// 'Spreadsheets': .csv, .xlsx, .xls) into rows of text, whatever the format: the importers then apply their
// own rules to plain strings.
//
// CSV goes through papaparse (delimiter detected: Hungarian Excel writes ';'), .xlsx and .xls through
// SheetJS (@e965/xlsx, the maintained 0.20 line republished on npm: the registry's `xlsx` 0.18 has known
// flaws when reading hostile files). The format is told by the file's bytes, not its name: a renamed file
// still reads, and a file that is none of them is refused in Hungarian.
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { AppError } from './errors.ts';

export type TableFormat = 'csv' | 'xlsx' | 'xls';

/** A file of this many rows (header included) or more is refused before any row is checked. */
export const MAX_TABLE_ROWS = 100_000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

export function detectTableFormat(bytes: Uint8Array): TableFormat {
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  if (startsWith(bytes, OLE_MAGIC)) return 'xls';
  return 'csv';
}

const unreadable = (cause?: unknown) =>
  new AppError(
    'unreadable_table',
    400,
    'A fájl nem olvasható. Kérjük, CSV, Excel (.xlsx) vagy régi Excel (.xls) fájlt töltsön fel.',
    { cause },
  );

const tooManyRows = () =>
  new AppError(
    'table_too_large',
    400,
    `A fájl legfeljebb ${(MAX_TABLE_ROWS - 1).toLocaleString('hu-HU')} adatsort tartalmazhat.`,
  );

/** A date cell as the ISO day it shows (SheetJS gives dates at local midnight of the day in the sheet). */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw unreadable();
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, preview: MAX_TABLE_ROWS + 1 });
  // A trailing newline leaves one empty row at the end; it is not a line a person sees.
  const rows = parsed.data;
  const last = rows.at(-1);
  if (last && last.length === 1 && last[0] === '') rows.pop();
  return rows;
}

function readWorkbook(bytes: Uint8Array): string[][] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      cellDates: true,
      dense: true,
      sheetRows: MAX_TABLE_ROWS + 1,
    });
  } catch (error) {
    throw unreadable(error);
  }
  const first = workbook.SheetNames[0];
  const sheet = first === undefined ? undefined : workbook.Sheets[first];
  if (!sheet) throw unreadable();
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  return rows.map((row) => row.map(cellText));
}

/**
 * The first sheet (or the CSV) as rows of cell text, header row included, so `rows[i]` is line `i + 1` as a
 * spreadsheet numbers it. Numbers come as their plain digits, dates as 'YYYY-MM-DD', empty cells as ''.
 */
export function readTable(bytes: Uint8Array): { format: TableFormat; rows: string[][] } {
  const format = detectTableFormat(bytes);
  const rows = format === 'csv' ? readCsv(bytes) : readWorkbook(bytes);
  if (rows.length > MAX_TABLE_ROWS) throw tooManyRows();
  return { format, rows };
}

/**
 * The rows under a header row as records keyed by the header's trimmed lower-case names; blank rows are
 * left out but every record keeps its line number in the file.
 */
export function tableRecords(rows: string[][]): {
  header: string[];
  records: { line: number; values: Record<string, string> }[];
} {
  const header = (rows[0] ?? []).map((name) => name.trim().toLowerCase());
  const records: { line: number; values: Record<string, string> }[] = [];
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.every((cell) => cell.trim() === '')) continue;
    const values: Record<string, string> = {};
    header.forEach((name, column) => {
      if (name !== '' && !(name in values)) values[name] = row[column] ?? '';
    });
    records.push({ line: i + 1, values });
  }
  return { header, records };
}
