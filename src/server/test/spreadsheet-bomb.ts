// A spreadsheet "decompression bomb" for the import's tests and bench (docs/rules/validation.md,
// 'Spreadsheets'): a real .xlsx whose sheet inflates to `inflatedBytes` of rows from a file of about a
// thousandth of that. Written without holding the inflated sheet: one megabyte of rows is deflated once,
// ending on a full flush (byte-aligned, referring to nothing before it), and those bytes are repeated.
import { constants, crc32, deflateRawSync } from 'node:zlib';

const ROW = '<row><c t="inlineStr"><is><t>BOMB0001</t></is></c></row>';
const CHUNK = ROW.repeat(Math.floor(2 ** 20 / ROW.length));

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row><c t="inlineStr"><is><t>code</t></is></c></row>';
const SHEET_END = '</sheetData></worksheet>';

const PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Kuponok" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ],
];

interface Entry {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

function header(entry: Entry, declaredSize: number, central: boolean, offset: number): Buffer {
  const name = Buffer.from(entry.name);
  const fixed = Buffer.alloc(central ? 46 : 30);
  let at = 0;
  const u16 = (value: number) => (at = fixed.writeUInt16LE(value, at));
  const u32 = (value: number) => (at = fixed.writeUInt32LE(value >>> 0, at));
  u32(central ? 0x02014b50 : 0x04034b50);
  if (central) u16(20); // made by
  u16(20); // needed to extract
  u16(0); // flags
  u16(8); // deflate
  u16(0); // time
  u16(0x21); // date: 1980-01-01
  u32(entry.crc);
  u32(entry.data.length);
  u32(declaredSize);
  u16(name.length);
  u16(0); // extra
  if (central) {
    u16(0); // comment
    u16(0); // disk
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(offset);
  }
  return Buffer.concat([fixed, name]);
}

function zip(entries: readonly Entry[], declared: (entry: Entry) => number): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = Buffer.concat([header(entry, declared(entry), false, 0), entry.data]);
    centrals.push(header(entry, declared(entry), true, offset));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/**
 * An .xlsx of one sheet whose rows inflate to about `inflatedBytes` (a whole number of megabytes of rows).
 * `declaredBytes` is what its headers claim the sheet inflates to (default: the truth); a smaller figure
 * makes the archive lie, as a hostile file would to pass a check of the headers alone.
 */
export function spreadsheetBomb(options: { inflatedBytes: number; declaredBytes?: number }): Uint8Array {
  const chunks = Math.max(1, Math.round(options.inflatedBytes / CHUNK.length));
  const full = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const start = deflateRawSync(SHEET_START, full);
  const middle = deflateRawSync(CHUNK, full);
  const end = deflateRawSync(SHEET_END, { level: 9 });
  let crc = crc32(SHEET_START);
  for (let i = 0; i < chunks; i++) crc = crc32(CHUNK, crc);
  crc = crc32(SHEET_END, crc);
  const sheet: Entry = {
    name: 'xl/worksheets/sheet1.xml',
    data: Buffer.concat([start, ...Array<Buffer>(chunks).fill(middle), end]),
    crc,
    size: SHEET_START.length + chunks * CHUNK.length + SHEET_END.length,
  };
  const parts = PARTS.map(([name, text]) => ({
    name,
    data: deflateRawSync(text),
    crc: crc32(text),
    size: Buffer.byteLength(text),
  }));
  return zip([...parts, sheet], (entry) =>
    entry === sheet ? (options.declaredBytes ?? entry.size) : entry.size,
  );
}
