// The table reader's thread (spreadsheet-read.ts): parses the one table it was started with, posts the
// rows or the refusal, and ends, so everything it allocated goes with it.
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from './errors.ts';
import { parseTable } from './spreadsheet-parse.ts';
import type { TableWorkerInput, TableWorkerOutput } from './spreadsheet-read.ts';

const input = workerData as TableWorkerInput;
let output: TableWorkerOutput;
try {
  output = { ok: true, ...parseTable(input.bytes, input.maxInflatedBytes) };
} catch (error) {
  output =
    error instanceof AppError
      ? { ok: false, code: error.code, statusCode: error.statusCode, message: error.message }
      : { ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
parentPort?.postMessage(output);
