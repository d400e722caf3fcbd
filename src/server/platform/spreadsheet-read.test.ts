import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { spreadsheetBomb } from '../test/spreadsheet-bomb.ts';
import { AppError } from './errors.ts';
import {
  MAX_TABLE_INFLATED_BYTES,
  MAX_TABLE_ROWS,
  TABLE_READER_LIMITS,
  readTable,
  tableRecords,
} from './spreadsheet-read.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

async function xlsxOf(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kuponok');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function xlsOf(rows: unknown[][]): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Kuponok');
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
}

describe('readTable', () => {
  it('reads a Hungarian Excel CSV: byte-order mark, semicolons, quoted cells, accents', async () => {
    const { format, rows } = await readTable(
      utf8(
        '\uFEFFcode;address;expiry_date\r\nKH106101;"Budapest, Fő utca 1.";2027-06-30\r\n\r\nKH106102;Győr;\r\n',
      ),
    );
    expect(format).toBe('csv');
    expect(rows).toEqual([
      ['code', 'address', 'expiry_date'],
      ['KH106101', 'Budapest, Fő utca 1.', '2027-06-30'],
      [''],
      ['KH106102', 'Győr', ''],
    ]);
  });

  it('reads .xlsx cells as text: numbers as digits, dates as their day', async () => {
    const bytes = await xlsxOf([
      ['code', 'address', 'expiry_date'],
      ['KH106101', 'Szeged, Kárász utca 5.', new Date(Date.UTC(2027, 5, 30))],
      [12345678, null, '2027-01-01'],
    ]);
    const { format, rows } = await readTable(bytes);
    expect(format).toBe('xlsx');
    expect(rows).toEqual([
      ['code', 'address', 'expiry_date'],
      ['KH106101', 'Szeged, Kárász utca 5.', '2027-06-30'],
      ['12345678', '', '2027-01-01'],
    ]);
  });

  it('reads the old .xls format, told by its bytes rather than its name', async () => {
    const { format, rows } = await readTable(
      xlsOf([
        ['name', 'email'],
        ['Kiss Anna', 'kiss.anna@example.hu'],
      ]),
    );
    expect(format).toBe('xls');
    expect(rows).toEqual([
      ['name', 'email'],
      ['Kiss Anna', 'kiss.anna@example.hu'],
    ]);
  });

  it('refuses a broken workbook in Hungarian', async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    await expect(readTable(broken)).rejects.toThrow(/A fájl nem olvasható/);
  });

  it('refuses binary that is no table', async () => {
    await expect(readTable(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 0, 1]))).rejects.toThrow(
      /A fájl nem olvasható/,
    );
  });

  it('refuses more rows than the limit before checking any', async () => {
    const text = 'code\n' + 'KH000001\n'.repeat(MAX_TABLE_ROWS);
    await expect(readTable(utf8(text))).rejects.toThrow(/legfeljebb 99\s999 adatsort/);
  });
});

describe('readTable and a decompression bomb', () => {
  const refusal = async (reading: Promise<unknown>) => {
    const error: unknown = await reading.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    const { code, statusCode, message } = error as AppError;
    return { code, statusCode, message };
  };
  const tooLarge = {
    code: 'workbook_too_large',
    statusCode: 413,
    message:
      'A táblázat kibontva 64 MB-nál több adatot tartalmaz, ezért nem dolgozzuk fel. Kérjük, ossza fel több kisebb fájlra.',
  };

  it('reads a workbook that stays within the limit', async () => {
    const { rows } = await readTable(spreadsheetBomb({ inflatedBytes: 2 ** 20 }));
    expect(rows[0]).toEqual(['code']);
    expect(rows[1]).toEqual(['BOMB0001']);
  });

  it('refuses a workbook whose headers declare more than the limit, in Hungarian, before parsing', async () => {
    const bomb = spreadsheetBomb({ inflatedBytes: 400 * 2 ** 20 });
    expect(bomb.length).toBeLessThan(2 * 2 ** 20);
    expect(await refusal(readTable(bomb))).toEqual(tooLarge);
  });

  it('refuses a workbook that declares a small size but inflates past the limit', async () => {
    const liar = spreadsheetBomb({
      inflatedBytes: MAX_TABLE_INFLATED_BYTES + 2 * 2 ** 20,
      declaredBytes: 1000,
    });
    expect(await refusal(readTable(liar))).toEqual(tooLarge);
    // The limit is the reader's own: a smaller one refuses a smaller workbook.
    const small = spreadsheetBomb({ inflatedBytes: 3 * 2 ** 20, declaredBytes: 1000 });
    expect(
      await refusal(readTable(small, { ...TABLE_READER_LIMITS, maxInflatedBytes: 2 * 2 ** 20 })),
    ).toMatchObject({ code: 'workbook_too_large', statusCode: 413 });
  });

  it('refuses an archive that is no workbook (a ZIP nested in it would be read as one)', async () => {
    const zip = await xlsxOf([['code'], ['KH106101']]);
    // Renaming the content-types part keeps the archive whole but makes it no workbook.
    const renamed = Buffer.from(zip)
      .toString('latin1')
      .replaceAll('[Content_Types].xml', '[Content_Typez].xml');
    expect(await refusal(readTable(Buffer.from(renamed, 'latin1')))).toMatchObject({
      code: 'unreadable_table',
      statusCode: 400,
    });
  });

  it('answers in Hungarian, never with a server error, when the reader runs out of memory or time', async () => {
    const big = await xlsxOf(Array.from({ length: 20_000 }, (_, i) => [`KH${i}`, `${i}. sor`, i]));
    const demanding = {
      code: 'table_too_complex',
      statusCode: 413,
      message:
        'A táblázat feldolgozása túl sok memóriát vagy időt igényelne. Kérjük, ossza fel több kisebb fájlra.',
    };
    expect(await refusal(readTable(big, { ...TABLE_READER_LIMITS, heapMb: 8 }))).toEqual(demanding);
    expect(await refusal(readTable(big, { ...TABLE_READER_LIMITS, timeMs: 1 }))).toEqual(demanding);
    // The next table is read as usual.
    expect((await readTable(big)).rows).toHaveLength(20_000);
  });

  it('reads one table at a time: the next waits for the one before', async () => {
    const finished: string[] = [];
    const big = await xlsxOf(Array.from({ length: 5_000 }, (_, i) => [`KH${i}`]));
    await Promise.all([
      readTable(big).then(() => finished.push('big')),
      readTable(utf8('code\nKH1\n')).then(() => finished.push('small')),
    ]);
    expect(finished).toEqual(['big', 'small']);
  });
});

describe('tableRecords', () => {
  it('keys cells by the trimmed lower-case header and keeps line numbers past blank rows', () => {
    const { header, records } = tableRecords([[' Code ', 'ADDRESS'], ['A1', 'x'], ['', '  '], ['B2']]);
    expect(header).toEqual(['code', 'address']);
    expect(records).toEqual([
      { line: 2, values: { code: 'A1', address: 'x' } },
      { line: 4, values: { code: 'B2', address: '' } },
    ]);
  });
});
