// A spreadsheet "decompression bomb" sent to the bank's imports (docs/rules/validation.md, 'Spreadsheets'):
// refused in Hungarian before it is parsed, nothing written. How fast, and what the server answers
// meanwhile, is measured by `npm run bench -- spreadsheet-bomb`, not here.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshotDatabase } from '../test/db-snapshot.ts';
import { multipart } from '../test/multipart.ts';
import { people } from '../test/people.ts';
import { spreadsheetBomb } from '../test/spreadsheet-bomb.ts';
import { testAppForFile } from '../test/test-app.ts';
import { TABLE_READER_LIMITS } from './spreadsheet-read.ts';

const t = testAppForFile();
let bank: { cookie: string };

beforeAll(async () => {
  bank = await people(t).staff('bank_admin');
});

const upload = (url: string, fileName: string, bytes: Uint8Array) => {
  const body = multipart(fileName, Buffer.from(bytes), 'file');
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: bank.cookie },
  });
};

const ROUTES = [
  ['/api/coupons/import/preview', 'kuponok.xlsx'],
  ['/api/coupons/import', 'kuponok.xlsx'],
  ['/api/leads/import/preview', 'leadek.xlsx'],
  ['/api/leads/import', 'leadek.xlsx'],
] as const;

const TOO_LARGE =
  'A táblázat kibontva 64 MB-nál több adatot tartalmaz, ezért nem dolgozzuk fel. Kérjük, ossza fel több kisebb fájlra.';

async function workbook(rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Munka1').addRows(rows);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('a decompression bomb sent to the imports', () => {
  // 1.2 MB whose sheet inflates to 400 MB; and one whose headers claim a kilobyte.
  const bomb = spreadsheetBomb({ inflatedBytes: 400 * 2 ** 20 });
  const liar = spreadsheetBomb({ inflatedBytes: 100 * 2 ** 20, declaredBytes: 1024 });

  it.each(ROUTES)('%s refuses it with 413 in Hungarian and writes nothing', async (url, fileName) => {
    for (const file of [bomb, liar]) {
      const before = await snapshotDatabase(t.services.database.db);
      const response = await upload(url, fileName, file);
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json().error).toMatchObject({ code: 'workbook_too_large', message: TOO_LARGE });
      expect(changedTables(before, await snapshotDatabase(t.services.database.db))).toEqual([]);
    }
  });

  it('answers a reader that fails (out of memory) in Hungarian, never with a server error, and reads the next file', async () => {
    const coupons = await workbook([['code'], ['KH106199']]);
    const leads = await workbook([
      ['Név', 'E-mail', 'Telefon', 'Cím', 'Forrás'],
      ['Bomba Béla', 'bomba.bela@example.hu', '+36 30 555 0101', '1011 Budapest, Fő utca 1', 'Weboldal'],
    ]);
    const heapMb = TABLE_READER_LIMITS.heapMb;
    // The worker's heap made too small for any workbook: the same refusal a hostile file would meet.
    TABLE_READER_LIMITS.heapMb = 8;
    try {
      for (const [url, file] of [
        ['/api/coupons/import', coupons],
        ['/api/leads/import', leads],
      ] as const) {
        const before = await snapshotDatabase(t.services.database.db);
        const response = await upload(url, 'tabla.xlsx', file);
        expect(response.statusCode, response.body).toBe(413);
        expect(response.json().error).toMatchObject({
          code: 'table_too_complex',
          message:
            'A táblázat feldolgozása túl sok memóriát vagy időt igényelne. Kérjük, ossza fel több kisebb fájlra.',
        });
        expect(changedTables(before, await snapshotDatabase(t.services.database.db))).toEqual([]);
      }
    } finally {
      TABLE_READER_LIMITS.heapMb = heapMb;
    }
    const imported = await upload('/api/coupons/import', 'kuponok.xlsx', coupons);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 1 });
    const leadsImported = await upload('/api/leads/import', 'leadek.xlsx', leads);
    expect(leadsImported.statusCode, leadsImported.body).toBe(200);
    expect(leadsImported.json()).toMatchObject({ imported: 1 });
  });
});
