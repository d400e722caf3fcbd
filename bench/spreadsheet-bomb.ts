// `npm run bench -- spreadsheet-bomb` (targets: a decompression bomb refused in under a second, and
// /api/health answering within 100 ms meanwhile): the built server on PGlite with the demo data, the demo
// bank admin sending to the coupon and lead import previews
//   - bomb: a 1.2 MB .xlsx whose sheet inflates to 400 MB (src/server/test/spreadsheet-bomb.ts),
//   - liar: the same sheet with headers that claim it inflates to a kilobyte,
//   - largest: the largest table the rules allow, 99,999 coupon rows of six columns (3.7 MB .xlsx),
// while another connection asks /api/health one request after another. For each: the answer and its time,
// the health answers' latencies during it, and the server's resident memory before, at its peak (sampled
// every 50 ms) and 2 s after the answer.
import { mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { base32 } from '@better-auth/utils/base32';
import ExcelJS from 'exceljs';
import { spreadsheetBomb } from '../src/server/test/spreadsheet-bomb.ts';
import { dataDir, signInStaff, startServer, stop, waitForCalm, type Running } from './kit.ts';

/** The demo bank admin and the demo staff's shared authenticator key (README, 'Demo accounts'). */
const BANK = { email: 'bank@example.hu', password: 'Bank-Demo-2026' };
const DEMO_TOTP_KEY = 'MV2HALLEMVWW6LLUN52HALLLMV4S2MRQGI3A';

export const SPREADSHEET_BOMB = {
  inflatedBytes: 400 * 2 ** 20,
  largestRows: 99_999,
  answerBudgetMs: 1_000,
  healthBudgetMs: 100,
} as const;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const ms = (value: number) => Math.round(value * 10) / 10;

async function largestCouponFile(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kuponok');
  sheet.addRow(['code', 'address', 'expiry_date', 'megjegyzes', 'fiok', 'ugyintezo']);
  for (let i = 0; i < SPREADSHEET_BOMB.largestRows; i++)
    sheet.addRow([
      `BB${String(i).padStart(7, '0')}`,
      `${1000 + (i % 9000)} Budapest, Hosszú utca ${i % 200}.`,
      '2099-12-31',
      `Megjegyzés a(z) ${i}. sorhoz`,
      `Fiók ${i % 300}`,
      `Ügyintéző ${i % 97}`,
    ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Health asked one request after another until `stop` resolves; the latencies in ms. */
async function probeHealth(url: string, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`health answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

interface CaseFigures {
  case: string;
  route: string;
  fileKb: number;
  status: number;
  code: string | null;
  message: string | null;
  answerMs: number;
  health: { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  loadAverage1m: number;
}

async function measureCase(
  server: Running,
  cookie: string,
  name: string,
  route: string,
  bytes: Uint8Array,
  loadAverage1m: number,
): Promise<CaseFigures> {
  const pid = server.child.pid!;
  const rssBeforeMb = await rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => (rssPeakMb = Math.max(rssPeakMb, mb)));
  }, 50);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'tabla.xlsx');
  const started = performance.now();
  const answer = fetch(`${server.url}${route}`, { method: 'POST', headers: { cookie }, body: form }).then(
    async (response) => ({
      status: response.status,
      body: (await response.json()) as { error?: { code: string; message: string } },
      ms: performance.now() - started,
    }),
  );
  const latencies = await probeHealth(server.url, answer);
  const { status, body, ms: answerMs } = await answer;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  clearInterval(sampler);
  return {
    case: name,
    route,
    fileKb: Math.round(bytes.length / 1024),
    status,
    code: body.error?.code ?? null,
    message: body.error?.message ?? null,
    answerMs: Math.round(answerMs),
    health: {
      requests: latencies.length,
      p50Ms: ms(percentile(latencies, 50)),
      p99Ms: ms(percentile(latencies, 99)),
      maxMs: ms(Math.max(0, ...latencies)),
    },
    rssBeforeMb,
    rssPeakMb,
    rssAfterMb: await rssMb(pid),
    loadAverage1m,
  };
}

export async function benchSpreadsheetBomb(): Promise<CaseFigures[]> {
  const dir = path.join(dataDir, 'spreadsheet-bomb');
  await mkdir(dir, { recursive: true });
  const bomb = spreadsheetBomb({ inflatedBytes: SPREADSHEET_BOMB.inflatedBytes });
  const liar = spreadsheetBomb({ inflatedBytes: SPREADSHEET_BOMB.inflatedBytes, declaredBytes: 1024 });
  const largest = await largestCouponFile();
  const cases: [string, string, Uint8Array][] = [
    ['bomb', '/api/coupons/import/preview', bomb],
    ['bomb', '/api/leads/import/preview', bomb],
    ['liar', '/api/coupons/import/preview', liar],
    ['largest', '/api/coupons/import/preview', largest],
  ];
  const server = await startServer(dir);
  const figures: CaseFigures[] = [];
  try {
    await server.seeded;
    for (const [name, route, bytes] of cases) {
      const { loadAverage1m } = await waitForCalm(`spreadsheet-bomb ${name} ${route}`);
      const cookie = await signInStaff(server.url, BANK, base32.decode(DEMO_TOTP_KEY));
      const result = await measureCase(server, cookie, name, route, bytes, loadAverage1m);
      figures.push(result);
      console.log(
        `spreadsheet-bomb ${name} -> ${route}: ${result.fileKb} KB answered ${result.status} ${result.code ?? ''} in ${result.answerMs} ms; ` +
          `/api/health meanwhile ${result.health.requests} requests, p50 ${result.health.p50Ms} ms, p99 ${result.health.p99Ms} ms, max ${result.health.maxMs} ms; ` +
          `server memory ${result.rssBeforeMb} -> peak ${result.rssPeakMb} -> ${result.rssAfterMb} MB 2 s after; 1-minute load ${loadAverage1m} (${os.cpus().length} cores)`,
      );
      const refused = name !== 'largest';
      if (
        (refused && (result.status !== 413 || result.answerMs >= SPREADSHEET_BOMB.answerBudgetMs)) ||
        (!refused && result.status !== 200) ||
        result.health.maxMs >= SPREADSHEET_BOMB.healthBudgetMs
      )
        process.exitCode = 1;
    }
  } finally {
    await stop(server);
  }
  return figures;
}
