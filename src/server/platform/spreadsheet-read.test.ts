import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { MAX_TABLE_ROWS, readTable, tableRecords } from './spreadsheet-read.ts';

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
  it('reads a Hungarian Excel CSV: byte-order mark, semicolons, quoted cells, accents', () => {
    const { format, rows } = readTable(
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
    const { format, rows } = readTable(bytes);
    expect(format).toBe('xlsx');
    expect(rows).toEqual([
      ['code', 'address', 'expiry_date'],
      ['KH106101', 'Szeged, Kárász utca 5.', '2027-06-30'],
      ['12345678', '', '2027-01-01'],
    ]);
  });

  it('reads the old .xls format, told by its bytes rather than its name', () => {
    const { format, rows } = readTable(
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

  it('refuses a broken workbook in Hungarian', () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect(() => readTable(broken)).toThrow(/A fájl nem olvasható/);
  });

  it('refuses binary that is no table', () => {
    expect(() => readTable(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 0, 1]))).toThrow(
      /A fájl nem olvasható/,
    );
  });

  it('refuses more rows than the limit before checking any', () => {
    const text = 'code\n' + 'KH000001\n'.repeat(MAX_TABLE_ROWS);
    expect(() => readTable(utf8(text))).toThrow(/legfeljebb 99\s999 adatsort/);
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
