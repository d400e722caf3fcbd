// Turning an uploaded table's bytes into rows of text (docs/rules/validation.md, 'Spreadsheets'). This runs
// in the table reader's worker thread (spreadsheet-worker.ts), never on the server's event loop: reading a
// workbook is seconds of CPU and hundreds of megabytes, and the reader in spreadsheet-read.ts caps both.
//
// CSV goes through papaparse (delimiter detected: Hungarian Excel writes ';'), .xlsx and .xls through
// SheetJS (@e965/xlsx, the maintained 0.20 line republished on npm: the registry's `xlsx` 0.18 has known
// flaws when reading hostile files). The format is told by the file's bytes, not its name: a renamed file
// still reads, and a file that is none of them is refused in Hungarian.
import { inflateRawSync } from 'node:zlib';
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { AppError } from './errors.ts';
import { formatNumber } from '../../domain/format.ts';
import { twoDigits } from '../../domain/time.ts';

export type TableFormat = 'csv' | 'xlsx' | 'xls';

/** A file of this many rows (header included) or more is refused before any row is checked. */
export const MAX_TABLE_ROWS = 100_000;

/**
 * What an .xlsx may inflate to, all its parts together. A coupon file of 99,999 rows and six columns
 * written by LibreOffice inflates to 53 MiB (exceljs: 38 MiB); a "decompression bomb" of 1.2 MB inflating to
 * 400 MB held the server for 8-28 s, by the machine's load, and took it to 1.5 GB before this limit (decision
 * 0017, 'Later finding').
 */
export const MAX_TABLE_INFLATED_BYTES = 64 * 2 ** 20;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

export function detectTableFormat(bytes: Uint8Array): TableFormat {
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  if (startsWith(bytes, OLE_MAGIC)) return 'xls';
  return 'csv';
}

export const unreadable = (cause?: unknown) =>
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
    `A fájl legfeljebb ${formatNumber(MAX_TABLE_ROWS - 1)} adatsort tartalmazhat.`,
  );

/** 'MB' as the screen says it: 64 for 64 MiB. */
const megabytes = (bytes: number) => formatNumber(Math.round(bytes / 2 ** 20));

export const inflatesTooLarge = (limit: number) =>
  new AppError(
    'workbook_too_large',
    413,
    `A táblázat kibontva ${megabytes(limit)} MB-nál több adatot tartalmaz, ezért nem dolgozzuk fel. Kérjük, ossza fel több kisebb fájlra.`,
  );

/**
 * Refuses an .xlsx whose parts would inflate past `limit`, before anything is parsed: first by the sizes
 * its headers declare, then by inflating each part with a cap, since a hostile archive may declare less
 * than it holds. The parts are found as SheetJS finds them (the last end-of-directory record, its entry
 * count and directory offset, each entry's local header, deflate data read to the end of its stream), so
 * what is measured is what SheetJS would inflate, overlapping entries included. An archive that is no
 * workbook (no [Content_Types].xml: SheetJS would read a ZIP nested inside it as a workbook of its own)
 * is unreadable.
 */
export function checkInflatedSize(bytes: Uint8Array, limit: number = MAX_TABLE_INFLATED_BYTES): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : NaN);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : NaN);
  let end = bytes.length - 4;
  while (end >= 0 && u32(end) !== 0x06054b50) end--;
  if (end < 0) throw unreadable();
  const count = u16(end + 8);
  let entry = u32(end + 16);
  const offsets: number[] = [];
  let declared = 0;
  let contentTypes = false;
  for (let i = 0; i < count; i++) {
    const nameLength = u16(entry + 28);
    const extraLength = u16(entry + 30);
    let size = u32(entry + 24);
    const name = new TextDecoder().decode(bytes.subarray(entry + 46, entry + 46 + nameLength));
    const zip64 = zip64Sizes(bytes, view, entry + 46 + nameLength, extraLength);
    if (zip64.uncompressed !== undefined) size = zip64.uncompressed;
    const offset = u32(entry + 42);
    if ([nameLength, extraLength, size, offset].some(Number.isNaN)) throw unreadable();
    if (name === '[Content_Types].xml') contentTypes = true;
    // The local header may declare another size; SheetJS trusts the local one.
    const local = u32(offset + 22);
    declared += Math.max(size, Number.isNaN(local) ? 0 : local);
    offsets.push(offset);
    entry += 46 + nameLength + extraLength + u16(entry + 32);
  }
  if (declared > limit) throw inflatesTooLarge(limit);
  if (!contentTypes) throw unreadable();
  let inflated = 0;
  for (const offset of offsets) {
    const method = u16(offset + 8);
    const data = offset + 30 + u16(offset + 26) + u16(offset + 28);
    if (Number.isNaN(data) || data > bytes.length) throw unreadable();
    if (method === 0) {
      inflated += u32(offset + 18) || 0;
    } else if (method === 8) {
      try {
        inflated += inflateRawSync(bytes.subarray(data), { maxOutputLength: limit - inflated + 1 }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw inflatesTooLarge(limit);
        throw unreadable(error);
      }
    } else throw unreadable();
    if (inflated > limit) throw inflatesTooLarge(limit);
  }
}

/** The ZIP64 extra field's uncompressed size, where an entry has one (SheetJS reads it too). */
function zip64Sizes(bytes: Uint8Array, view: DataView, at: number, length: number) {
  for (let p = at; p + 4 <= at + length && p + 4 <= bytes.length;) {
    const id = view.getUint16(p, true);
    const size = view.getUint16(p + 2, true);
    if (id === 0x0001 && size >= 8 && p + 12 <= bytes.length)
      return { uncompressed: Number(view.getBigUint64(p + 4, true)) };
    p += 4 + size;
  }
  return { uncompressed: undefined };
}

/** A date cell as the ISO day it shows (SheetJS gives dates at local midnight of the day in the sheet). */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

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
 * An .xlsx is measured before it is read (`checkInflatedSize`).
 */
export function parseTable(
  bytes: Uint8Array,
  maxInflatedBytes: number = MAX_TABLE_INFLATED_BYTES,
): { format: TableFormat; rows: string[][] } {
  const format = detectTableFormat(bytes);
  if (format === 'xlsx') checkInflatedSize(bytes, maxInflatedBytes);
  const rows = format === 'csv' ? readCsv(bytes) : readWorkbook(bytes);
  if (rows.length > MAX_TABLE_ROWS) throw tooManyRows();
  return { format, rows };
}
