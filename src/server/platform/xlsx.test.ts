import { PassThrough } from 'node:stream';
import { TextWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { eventLoopTurns } from '../../test/event-loop.ts';
import { writeXlsx, writeXlsxWorkbook, xmlText, type XlsxValue } from './xlsx.ts';

async function collect(rows: AsyncIterable<readonly XlsxValue[]>, onData?: (bytes: number) => void) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  let bytes = 0;
  output.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    bytes += chunk.length;
    onData?.(bytes);
  });
  const columns = [
    { header: 'Név', width: 20 },
    { header: 'Dátum', width: 18 },
    { header: 'Szám', width: 8 },
  ];
  const count = await writeXlsx(output, 'Ügyfelek', columns, rows);
  return { count, file: Buffer.concat(chunks) };
}

/** One part of the package, as text. */
async function part(file: Buffer, name: string): Promise<string> {
  const entries = await new ZipReader(new Uint8ArrayReader(new Uint8Array(file))).getEntries();
  const entry = entries.find((e) => e.filename === name);
  if (!entry || entry.directory) throw new Error(`${name} is missing`);
  return entry.getData(new TextWriter());
}

async function* from(rows: XlsxValue[][]) {
  yield* rows;
}

describe('the streaming .xlsx writer', () => {
  it('writes a workbook that a spreadsheet library reads back cell by cell', async () => {
    const { count, file } = await collect(
      from([
        ['Árvíztűrő <tükörfúrógép> & "társa"', new Date(Date.UTC(2026, 10, 23, 14, 5)), 42],
        ['sor\u0000vezérlő\u0007karakterekkel 😀', null, 0.5],
        [null, undefined, ''],
      ]),
    );
    expect(count).toBe(3);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ügyfelek')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Név', 'Dátum', 'Szám']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(20);
    expect(sheet.getCell('A2').value).toBe('Árvíztűrő <tükörfúrógép> & "társa"');
    expect(sheet.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 10, 23, 14, 5)));
    expect(sheet.getCell('B2').numFmt).toBe('yyyy.mm.dd hh:mm');
    expect(sheet.getCell('C2').value).toBe(42);
    expect(sheet.getCell('A3').value).toBe('sorvezérlőkarakterekkel 😀');
    expect(sheet.getCell('C3').value).toBe(0.5);
    expect(sheet.getRow(4).cellCount).toBe(0);
    expect(sheet.rowCount).toBe(4);
    // The header row filters every column over every row, named as Excel names it.
    expect(sheet.autoFilter).toBe('A1:C4');
    expect(await part(file, 'xl/workbook.xml')).toContain(
      `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'Ügyfelek'!$A$1:$C$4</definedName>`,
    );
  });

  it('keeps text that looks like a formula exactly as typed, marked to stay text when edited', async () => {
    const typed = ['+36 70 123 4567', '=SUM(A1)', '-5', '@Kovács', '\t=1+1', '\r=1+1', 'Kovács +36'];
    const { file } = await collect(from(typed.map((text) => [text, null, null])));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ügyfelek')!;
    expect(typed.map((_, i) => sheet.getCell(`A${i + 2}`).value)).toEqual(typed);
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);

    // exceljs does not read the quote prefix: look at the parts themselves
    const zip = new ZipReader(new Uint8ArrayReader(new Uint8Array(file)));
    const parts = new Map((await zip.getEntries()).map((entry) => [entry.filename, entry]));
    const text = (name: string) => {
      const entry = parts.get(name);
      if (!entry || entry.directory) throw new Error(`${name} is missing`);
      return entry.getData(new TextWriter());
    };
    const styles = await text('xl/styles.xml');
    const xfs = [...styles.matchAll(/<xf [^>]*>/g)].map((match) => match[0]).slice(1); // cellXfs only
    const quoted = xfs.findIndex((xf) => xf.includes('quotePrefix="1"'));
    expect(quoted).toBeGreaterThan(0);
    const sheetXml = await text('xl/worksheets/sheet1.xml');
    const styleOf = (ref: string) => new RegExp(`<c r="${ref}"(?: s="(\\d+)")?`).exec(sheetXml)?.[1];
    expect(['A2', 'A3', 'A4', 'A5', 'A6', 'A7'].map(styleOf)).toEqual(Array(6).fill(String(quoted)));
    expect(styleOf('A8')).toBeUndefined();
    // Never an apostrophe in the value, nor a formula element.
    expect(sheetXml).not.toContain("'");
    expect(sheetXml).not.toContain('<f>');
    await zip.close();
  });

  it('sends the file while the rows are still being read', async () => {
    let sentBeforeTheEnd = 0;
    let sent = 0;
    async function* many() {
      for (let i = 0; i < 20_000; i++) {
        if (i === 19_999) sentBeforeTheEnd = sent;
        yield [`Ügyfél ${i}`, new Date(Date.UTC(2026, 0, 1)), i];
        // let the stream's reader run, as a network socket would
        if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const { count, file } = await collect(many(), (bytes) => (sent = bytes));
    expect(count).toBe(20_000);
    expect(sentBeforeTheEnd).toBeGreaterThan(file.length / 2);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Ügyfelek')!.getCell('A20001').value).toBe('Ügyfél 19999');
  });

  it('stops reading the rows when the download is cancelled', async () => {
    const output = new PassThrough(); // a reader that takes nothing, then goes away
    let asked = 0;
    let ended = false;
    async function* endless() {
      try {
        for (;;) {
          asked++;
          yield [`Ügyfél ${asked} ${'x'.repeat(200)}`, null, asked];
        }
      } finally {
        ended = true;
      }
    }
    const writing = writeXlsx(output, 'Ügyfelek', [{ header: 'Név', width: 20 }], endless());
    // the workbook fills its unread output, then stops asking for rows
    await vi.waitFor(() => expect(output.writableNeedDrain).toBe(true));
    await eventLoopTurns();
    const askedBeforeCancel = asked;
    output.destroy();
    const written = await writing;
    expect(written).toBeLessThanOrEqual(asked);
    expect(asked - askedBeforeCancel).toBeLessThan(2_000);
    await vi.waitFor(() => expect(ended).toBe(true)); // the archive's cancel reaches the rows
  });

  it('escapes markup and drops the characters XML cannot hold', () => {
    expect(xmlText('a<b>&c\u0001\uFFFEd\te')).toBe('a&lt;b&gt;&amp;cd\te');
  });
});

describe('the report workbook of several sheets', () => {
  it('gives every sheet an autofilter on its header row, even an empty one', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeXlsxWorkbook(output, [
      {
        name: 'Összesítő',
        columns: [
          { header: 'Hónap', width: 10 },
          { header: 'Db', width: 6 },
        ],
        rows: [
          ['2026-11', 3],
          ['2026-10', 1],
        ],
      },
      { name: "Bank's lista", columns: [{ header: 'Név', width: 10 }], rows: [] },
    ]);
    const file = Buffer.concat(chunks);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Összesítő')!.autoFilter).toBe('A1:B3');
    expect(workbook.getWorksheet("Bank's lista")!.autoFilter).toBe('A1:A1');
    const names = await part(file, 'xl/workbook.xml');
    expect(names).toContain(`localSheetId="1" hidden="1">'Bank''s lista'!$A$1:$A$1</definedName>`);
  });
});
