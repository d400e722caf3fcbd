// A one-sheet .xlsx (ECMA-376 SpreadsheetML) written row by row into a streaming ZIP (zip.js, through
// platform/zip-archive.ts): the client export's memory stays flat however many rows it has (decision 0015
// on exceljs's writer). Strings are inline, dates are serial numbers with a date format, the header row
// is bold, frozen and filters its columns (an autofilter).
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { TextReader } from '@zip.js/zip.js';
import type { FastifyBaseLogger } from 'fastify';
import { startsLikeFormula } from '../../domain/sanitize.ts';
import { toBudapest } from '../../domain/time.ts';
import type { Executor } from '../db/client.ts';
import type { LogMetadata } from '../../domain/log-details.ts';
import { recordLog, type CheckedLogEntry } from './audit-log.ts';
import { textStream, zipInto } from './zip-archive.ts';

export interface XlsxColumn {
  header: string;
  width: number;
}

/** A Date is shown as date and time ('yyyy.mm.dd hh:mm') and must hold the wall-clock time in its UTC fields. */
export type XlsxValue = string | number | Date | null | undefined;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const STYLE_DATE = 1;
const STYLE_HEADER = 2;
/**
 * Text that a spreadsheet would take for a formula (`startsLikeFormula`: = + - @, tab or carriage return
 * first): the value is written unchanged, as an inline string is never a formula, so '+36 30 123 4567' is
 * shown as typed; the style's 'quote prefix' keeps the cell text when it is edited (Excel shows the prefix
 * in its formula bar only, as no part of the value).
 */
const STYLE_TEXT_AS_TYPED = 3;

/**
 * Text safe inside an XML element: markup escaped, characters XML 1.0 forbids dropped, and a carriage
 * return written as a reference, since a reader turns a literal one into a line feed.
 */
/**
 * Excel stores wall-clock times: the Budapest time of the instant, as a date without a zone (an ISO string as
 * the answers carry it, or a Date as the database reads it; no date stays an empty cell).
 */
export function excelDate(instant: Date | string): Date;
export function excelDate(instant: Date | string | null): Date | null;
export function excelDate(instant: Date | string | null): Date | null {
  if (instant === null) return null;
  const local = toBudapest(new Date(instant));
  return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));
}

export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** 'A', 'B', … 'Z', 'AA', …: the column letters of a 0-based index. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Excel's serial day number (1900 date system) of a Date whose UTC fields hold the wall-clock time. */
function serial(value: Date): number {
  return value.getTime() / 86_400_000 + 25_569;
}

function cell(ref: string, value: XlsxValue, style = 0): string {
  if (value === null || value === undefined || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (value instanceof Date) return `<c r="${ref}" s="${STYLE_DATE}"><v>${serial(value)}</v></c>`;
  if (typeof value === 'number') return `<c r="${ref}"${s}><v>${value}</v></c>`;
  const text = style === 0 && startsLikeFormula(value) ? ` s="${STYLE_TEXT_AS_TYPED}"` : s;
  return `<c r="${ref}"${text} t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
}

/** The range a sheet's autofilter covers: the header row and every row under it ('A1:S101'). */
const filterRange = (columns: number, rows: number) => `A1:${columnName(columns - 1)}${rows + 1}`;

/**
 * The workbook part, written after its sheets so it knows their length: each sheet's autofilter is also
 * named (_xlnm._FilterDatabase), as Excel and LibreOffice write it themselves.
 */
function workbookXml(sheets: readonly { name: string; columns: number; rows: number }[]): string {
  const escaped = (name: string) => xmlText(name).replace(/"/g, '&quot;');
  const names = sheets
    .map((sheet, i) => {
      const [from, to] = filterRange(sheet.columns, sheet.rows)
        .split(':')
        .map((ref) => ref.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2'));
      return `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">'${xmlText(sheet.name).replace(/'/g, "''")}'!${from}:${to}</definedName>`;
    })
    .join('');
  return `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets
    .map((sheet, i) => `<sheet name="${escaped(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('')}</sheets><definedNames>${names}</definedNames></workbook>`;
}

const staticParts = (sheetNames: readonly string[]): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      sheetNames
        .map(
          (_, i) =>
            `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('') +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PKG_REL}">` +
      sheetNames
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join('') +
      `<Relationship Id="rId${sheetNames.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${XML}<styleSheet xmlns="${MAIN}">` +
      '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy.mm.dd hh:mm"/></numFmts>' +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  ],
];

/** The sheet's XML, a piece of about 64 KB at a time; `counted` learns how many rows were written. */
async function* sheetXml(
  columns: readonly XlsxColumn[],
  rows: AsyncIterable<readonly XlsxValue[]>,
  counted: (rows: number) => void,
): AsyncGenerator<string> {
  const widths = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = columns.map((c, i) => cell(`${columnName(i)}1`, c.header, STYLE_HEADER)).join('');
  let chunk =
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths}</cols><sheetData><row r="1">${header}</row>`;
  let count = 0;
  for await (const values of rows) {
    const r = count + 2;
    chunk += `<row r="${r}">${values.map((v, i) => cell(`${columnName(i)}${r}`, v)).join('')}</row>`;
    counted(++count);
    if (chunk.length > 64_000) {
      yield chunk;
      chunk = '';
    }
  }
  // Every export's header row filters its columns.
  yield `${chunk}</sheetData><autoFilter ref="${filterRange(columns.length, count)}"/></worksheet>`;
}

/**
 * Writes a workbook with one sheet to `output`. `rows` is read as the file is sent: the next row is
 * asked for when the reader has taken the previous ones. `beforeEnd` runs once every row is written and
 * before the file's last bytes, so what it records is there when the download completes. A download
 * cancelled midway (`output` destroyed) stops reading the rows and returns the rows written so far.
 */
export async function writeXlsx(
  output: Writable,
  sheetName: string,
  columns: readonly XlsxColumn[],
  rows: AsyncIterable<readonly XlsxValue[]>,
  beforeEnd?: (rows: number) => Promise<unknown>,
): Promise<number> {
  // Written as Office writes its own workbooks, without ZIP64 or extra timestamp fields: a sheet stays
  // far below 4 GB, and spreadsheet programs expect their usual headers.
  const zip = zipInto(output, { zip64: false, extendedTimestamp: false });
  let count = 0;
  try {
    for (const [name, content] of staticParts([sheetName])) await zip.add(name, new TextReader(content));
    await zip.add('xl/worksheets/sheet1.xml', textStream(sheetXml(columns, rows, (n) => (count = n))));
    if (output.destroyed) return count;
    await zip.add(
      'xl/workbook.xml',
      new TextReader(workbookXml([{ name: sheetName, columns: columns.length, rows: count }])),
    );
    await beforeEnd?.(count);
    await zip.close();
  } catch (error) {
    if (output.destroyed) return count;
    throw error;
  }
  return count;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly (readonly XlsxValue[])[];
}

/** A small workbook of several sheets (a report), written whole into `output`. */
export async function writeXlsxWorkbook(output: Writable, sheets: readonly XlsxSheet[]): Promise<void> {
  const zip = zipInto(output, { zip64: false, extendedTimestamp: false });
  for (const [name, content] of staticParts(sheets.map((sheet) => sheet.name)))
    await zip.add(name, new TextReader(content));
  for (const [i, sheet] of sheets.entries()) {
    async function* rows() {
      yield* sheet.rows;
    }
    await zip.add(
      `xl/worksheets/sheet${i + 1}.xml`,
      textStream(sheetXml(sheet.columns, rows(), () => undefined)),
    );
  }
  await zip.add(
    'xl/workbook.xml',
    new TextReader(
      workbookXml(
        sheets.map((sheet) => ({ name: sheet.name, columns: sheet.columns.length, rows: sheet.rows.length })),
      ),
    ),
  );
  await zip.close();
}

/**
 * A report's workbook as a stream returned at once. The export is logged before the workbook is written,
 * so a finished download has its log row; a failure is logged and ends the stream with the error.
 */
export function streamLoggedWorkbook<M extends LogMetadata>(
  executor: Executor,
  logger: FastifyBaseLogger,
  entry: CheckedLogEntry<M>,
  sheets: () => readonly XlsxSheet[],
): Readable {
  const output = new PassThrough();
  const write = async () => {
    await recordLog(executor, logger, entry);
    await writeXlsxWorkbook(output, sheets());
  };
  write().catch((error: unknown) => {
    logger.error({ err: error, action: entry.action }, 'report export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
