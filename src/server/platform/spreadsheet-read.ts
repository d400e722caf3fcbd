// Reading an uploaded table (the bank's coupon file, the lead import; docs/rules/validation.md,
// 'Spreadsheets': .csv, .xlsx, .xls) into rows of text, whatever the format: the importers then apply their
// own rules to plain strings.
//
// The parsing (spreadsheet-parse.ts) runs in a worker thread with a heap of its own, capped, and a time
// limit, one table at a time per process: a 100,000-row workbook is 3-6 s of CPU and half a gigabyte, which
// on the event loop held every other request (sign-ins included) for as long, and a hostile file could take
// the process down (decision 0017, 'Later finding'). When the worker ends, its memory goes with it.
import { Worker } from 'node:worker_threads';
import { SPREADSHEET_WORKER } from '../paths.ts';
import { AppError } from './errors.ts';
import { MAX_TABLE_INFLATED_BYTES, unreadable, type TableFormat } from './spreadsheet-parse.ts';

export {
  MAX_TABLE_INFLATED_BYTES,
  MAX_TABLE_ROWS,
  detectTableFormat,
  type TableFormat,
} from './spreadsheet-parse.ts';

export interface TableReaderLimits {
  /** What an .xlsx may inflate to (checked before parsing). */
  maxInflatedBytes: number;
  /** The worker's V8 heap (its old generation). */
  heapMb: number;
  /** How long the worker may take before it is stopped. */
  timeMs: number;
}

/**
 * The worker's caps (docs/rules/validation.md, 'Spreadsheets'). The largest table the rules allow (99,999
 * rows of six columns, written by LibreOffice: 53 MiB inflated) is read with a heap of 192 MB and not of
 * 128 MB, in 4-11 s on this 2-core machine under load; the cap leaves room for wider sheets.
 */
export const TABLE_READER_LIMITS: TableReaderLimits = {
  maxInflatedBytes: MAX_TABLE_INFLATED_BYTES,
  heapMb: 512,
  timeMs: 60_000,
};

export interface TableWorkerInput {
  bytes: Uint8Array;
  maxInflatedBytes: number;
}

export type TableWorkerOutput =
  | { ok: true; format: TableFormat; rows: string[][] }
  | { ok: false; code: string; statusCode: number; message: string }
  | { ok: false; failure: string };

/** The worker ran out of its memory or time: the table is too much to read, not broken. */
const tooDemanding = (cause: unknown) =>
  new AppError(
    'table_too_complex',
    413,
    'A táblázat feldolgozása túl sok memóriát vagy időt igényelne. Kérjük, ossza fel több kisebb fájlra.',
    { cause },
  );

let queue: Promise<unknown> = Promise.resolve();

/** One table at a time per process, so that at most one worker's heap is added to the server's. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

function readInWorker(
  bytes: Uint8Array,
  limits: TableReaderLimits,
): Promise<{ format: TableFormat; rows: string[][] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SPREADSHEET_WORKER, {
      workerData: { bytes, maxInflatedBytes: limits.maxInflatedBytes } satisfies TableWorkerInput,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      // Not the server's flags (a development server's --watch-path, a test runner's loaders).
      execArgv: [],
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(tooDemanding(new Error(`no answer in ${limits.timeMs} ms`)))),
      limits.timeMs,
    );
    worker.once('message', (output: TableWorkerOutput) =>
      settle(() => {
        if (output.ok) resolve({ format: output.format, rows: output.rows });
        else if ('code' in output) reject(new AppError(output.code, output.statusCode, output.message));
        else reject(unreadable(new Error(output.failure)));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooDemanding(error) : unreadable(error)),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(unreadable(new Error(`the table reader ended with ${code}`)))),
    );
  });
}

/**
 * The first sheet (or the CSV) as rows of cell text, header row included, so `rows[i]` is line `i + 1` as a
 * spreadsheet numbers it. Numbers come as their plain digits, dates as 'YYYY-MM-DD', empty cells as ''.
 * Refusals are AppErrors with a Hungarian message: unreadable (400), too many rows (400), inflating past
 * the limit (413), or too much for the worker's memory or time (413).
 */
export function readTable(
  bytes: Uint8Array,
  limits: TableReaderLimits = TABLE_READER_LIMITS,
): Promise<{ format: TableFormat; rows: string[][] }> {
  return inTurn(() => readInWorker(bytes, limits));
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
