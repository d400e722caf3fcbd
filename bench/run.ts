// `npm run bench [startup|health|session|signin|dashboard|auditor-clients|admin|memory|fuzz|web]...`: the speed
// figures of the foundation, the client dashboard, the auditor's client list, the back office and the other
// staff screens, measured against the real server in a child process on this machine. Not part of
// `npm test`: the figures a choice rests on go in its decision record (docs/decisions/).
//   startup  cold start on an existing data dir to the first 200 from /api/health (median of 5)
//   restart  SIGTERM to a running server on PGlite and a new one started at the same moment: from then to
//            the new one's first 200 from /api/health (it waits for the old one to release the embedded
//            database), and the old one's exit, 5 times (median)
//   redis-down sign-in and sign-out with REDIS_URL=redis://127.0.0.1:1 (nothing answers there: the counts
//            go to PostgreSQL): 50 one at a time (beside the same without Redis) and 200 ten at a time,
//            on PGlite and on PostgreSQL (not in the default set)
//   health   GET /api/health, autocannon, 50 connections, 10 s, on PGlite and on PostgreSQL
//   session  GET /api/account/me as a signed-in client (the session check), same load as health
//   signin   200 sign-ins, then 200 sign-outs, of the demo client, 10 at a time
//   dashboard GET /api/client/property (p95 under 20 ms) with 100,000 properties seeded in bulk,
//            40 signed-in clients in turn, 10 connections for 10 s, then 1 connection for 10 s
//   auditor-clients GET /api/auditor/clients (p95 under 30 ms for any filter and sort) with 100,000
//            properties, 5,000 of them one auditor's: every case of a fixed list at 1 connection, then all
//            cases in turn at 4 connections
//   admin    with 100,000 clients and 300 auditors: GET /api/admin/clients for a fixed list of filter/sort
//            pages at 1 connection (p95 under 50 ms) and in turn at 4; the auditor ranking for one
//            property at 1 connection (under 20 ms); the full .xlsx export (under 20 s, server memory growth
//            under 150 MB), its rows counted in the file
//   certificates with 100,000 certificates (every bulk property finished, billing statuses mixed) and
//            300 auditors: GET /api/admin/certificates as Admin Light for every sort in both directions, each
//            billing status, searches, the advanced filters, a date range, a late page and combinations, at
//            1 connection (p95 under 50 ms) and in turn at 4 (not in the default set)
//   logs     with 1,000,000 system-log rows over a year (10,000 people): GET /api/admin/logs for
//            every filter and both directions at 1 connection (p95 under 50 ms) and in turn at 4; the ten
//            statistics for 30-day ranges (under 200 ms) as Admin Light; BENCH_LOG_ROWS changes the rows
//   weekly-zip Admin Light's weekly ZIP of 2,000 certificates of 1 MB uploaded in the last 7 days
//            (BENCH_WEEKLY_ZIP_CERTIFICATES changes the count): the time from the request to 'ready' and the
//            server's resident memory growth (under 100 MB) while the background job writes it, the archive
//            tested by 7-Zip with its password (not in the default set)
//   bank     with 100,000 clients (bench/bank.ts): the bank's dashboard (counters, to-do pages, menu
//            badge; under 100 ms) and client list for each status, searches and late pages (p95 under 50 ms)
//            at 1 connection, then in turn at 4 (not in the default set)
//   bank-reports the bank's report (GET /api/bank/reports, under 100 ms) with 100,000 properties as
//            bank staff: no filter, the whole period, a county, 30 days, this year, a county over everything,
//            each at 1 connection, and each case's .xlsx export once (not in the default set)
//   settlement the portal admin's settlement month (GET /api/admin/settlements, p95 under 100 ms) with
//            300 auditors and 10,000 certificates in the month, a third of the rows paid: the month, each
//            status, one auditor, each at 1 connection, and the .xlsx export once (not in the default set)
//   coupon-import the bank's coupon file of 50,000 rows (BENCH_COUPON_ROWS changes it) with every
//            kind of bad row, as CSV and as .xlsx, through the server's preview and then its import (each
//            under 10 s with its report), the report's counts checked (not in the default set)
//   api-v1   the machine API (bench/api-v1.ts): three batches of 10,000 coupons through POST /api/v1/coupons
//            (each under 10 s with its report) and the change feed walked from the start, 1,000 changes a
//            page (p95 under 100 ms), with BENCH_API_PROPERTIES properties (100,000; not in the default set),
//            or on an existing PostgreSQL database that BENCH_API_DATABASE names (etp_bench_scale: a million)
//   batch-assign a campaign of 10,000 waiting orders and 1,000 auditors: the portal admin's plan (under
//            5 s) and its apply job (under 2 minutes, every e-mail queued), with the progress poll and the
//            pairing page timed meanwhile (bench/batch-assign.ts; not in the default set)
//   webhooks 10,000 events (BENCH_WEBHOOK_EVENTS changes it) fanned out to a local receiver by the server's
//            webhook runner: delivered within 2 minutes, signatures verified, lost and duplicate messages
//            counted (bench/webhooks.ts; not in the default set)
//   spreadsheet-bomb a 1.2 MB .xlsx inflating to 400 MB (and one whose headers lie about it) sent to the
//            coupon and lead import previews, and the largest table allowed: the answer (a bomb refused in
//            under a second), /api/health's latency meanwhile (under 100 ms) and the server's memory
//            before, at its peak and after; PGlite and the demo data (bench/spreadsheet-bomb.ts; not in
//            the default set)
//   pdf      the client list's PDF at its largest (5,000 rows) rendered in this process 5 times: time, size,
//            pages and the longest wait of the event loop meanwhile (bench/pdf-export.ts; not in the
//            default set)
//   scale    every staff list and start screen at national scale on PostgreSQL: 1,000,000 clients, 3,000,000
//            log events, 200,000 leads, 20,000 tickets, 4,000 TIG statements; each case at 1 connection beside
//            its database time, each list's cases in turn at 4 (bench/scale.ts; BENCH_SCALE_REUSE=1 keeps
//            and reuses the database; not in the default set)
//   memory   resident memory of an idle server, 5 s and 30 s after start
//   fuzz     FUZZ_COUNT (10,000) malformed requests per database through the real app, from every
//            route's schemas; fails on any 5xx, non-Hungarian refusal or change made by a refused request
//            (FUZZ_SEED repeats a run; not in the default set)
//   web      Lighthouse (median of BENCH_WEB_RUNS, 3) mobile and desktop on /login and every role's start
//            screen and lists (bench/web.ts, PAGES; BENCH_WEB_PAGES picks some), and the bytes of a first
//            visit, on the built app with the demo data on PGlite, each page after waiting for calm
//            (Chromium from CHROME_PATH; not in the default set); BENCH_WEB_COMPARE=<address> measures
//            another build's server run for run with it
// PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
// The machine is shared: auditor-clients, admin and web wait, before each measured part, until the 1-minute load
// average is under BENCH_CALM_LOAD (0.5), for up to BENCH_CALM_TIMEOUT_S (600) seconds, and record it.
// BENCH_DATABASES=pglite or =postgresql runs the 100,000-row benchmarks on one of the two only;
// BENCH_CPU_PROF=<dir> writes a CPU profile of every server child there (node --cpu-prof); BENCH_NODE_FLAGS
// replaces the server's node flags (to compare settings);
// BENCH_KEEP_DATABASES=1 keeps their PostgreSQL databases for EXPLAIN afterwards; BENCH_SERVER_LOG=<file>
// appends the servers' output there; BENCH_ADMIN_PARTS=export (or list, ranking, dashboard, comma-separated)
// runs only those parts of admin.
import { rm } from 'node:fs/promises';
import { benchAdmin } from './admin.ts';
import { benchApiV1 } from './api-v1.ts';
import { benchAuditorClients } from './auditor-clients.ts';
import { benchBank } from './bank.ts';
import { benchBatchAssign } from './batch-assign.ts';
import { benchBankReports } from './bank-reports.ts';
import { benchCertificates } from './certificates.ts';
import { benchCouponImport } from './coupon-import.ts';
import { benchDashboard } from './dashboard.ts';
import { benchFuzzDatabases } from './fuzz.ts';
import { benchHealth } from './health.ts';
import {
  dataDir,
  dropPostgresDatabase,
  freshPostgresDatabase,
  results,
  startServer,
  stop,
  waitForCalm,
  writeResults,
} from './kit.ts';
import { benchLogs } from './logs.ts';
import { benchMemory } from './memory.ts';
import { benchPdfExport } from './pdf-export.ts';
import { benchScale } from './scale.ts';
import { benchSession } from './session.ts';
import { benchSettlement } from './settlement.ts';
import { benchRedisDown, benchSignInOut } from './signin.ts';
import { benchSpreadsheetBomb } from './spreadsheet-bomb.ts';
import { benchRestart, benchStartup } from './startup.ts';
import { benchWeb } from './web.ts';
import { benchWebhooks } from './webhooks.ts';
import { benchWeeklyZip } from './weekly-zip.ts';

const selected = new Set(
  process.argv.slice(2).length
    ? process.argv.slice(2)
    : [
        'startup',
        'restart',
        'health',
        'session',
        'signin',
        'dashboard',
        'auditor-clients',
        'admin',
        'memory',
      ],
);
/** The databases the 100,000-row benchmarks run on. */
const bulkDatabases = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',');
const keepDatabases = process.env.BENCH_KEEP_DATABASES === '1';

try {
  if (selected.has('startup')) await benchStartup(dataDir);
  if (selected.has('restart')) await benchRestart(dataDir);
  if (selected.has('health')) {
    await benchHealth('pglite', dataDir, {});
    await benchHealth('postgresql', dataDir, { DATABASE_URL: await freshPostgresDatabase() });
  }
  if (selected.has('session')) {
    await benchSession('pglite', dataDir, {});
    await benchSession('postgresql', dataDir, { DATABASE_URL: await freshPostgresDatabase() });
  }
  if (selected.has('signin')) {
    await benchSignInOut('pglite', dataDir, {});
    await benchSignInOut('postgresql', dataDir, { DATABASE_URL: await freshPostgresDatabase() });
  }
  if (selected.has('redis-down')) await benchRedisDown(dataDir);
  for (const [bench, run] of [
    ['dashboard', benchDashboard],
    ['auditor-clients', benchAuditorClients],
    ['admin', benchAdmin],
    ['logs', benchLogs],
    ['certificates', benchCertificates],
    ['weekly-zip', benchWeeklyZip],
    ['bank', benchBank],
    ['bank-reports', benchBankReports],
    ['settlement', benchSettlement],
    ['coupon-import', benchCouponImport],
    ['batch-assign', benchBatchAssign],
    ['webhooks', benchWebhooks],
    ['api-v1', benchApiV1],
  ] as const) {
    if (!selected.has(bench)) continue;
    if (bench === 'api-v1' && process.env.BENCH_API_DATABASE) {
      await run('postgresql', null);
      continue;
    }
    if (bulkDatabases.includes('pglite')) await run('pglite', null);
    if (bulkDatabases.includes('postgresql')) {
      const database = `etp_bench_${bench.replace('-', '_')}`;
      try {
        await run('postgresql', await freshPostgresDatabase(database));
      } finally {
        if (keepDatabases) console.log(`kept PostgreSQL database ${database}`);
        else await dropPostgresDatabase(database);
      }
    }
  }
  if (selected.has('fuzz')) await benchFuzzDatabases(bulkDatabases);
  if (selected.has('web')) {
    const server = await startServer(dataDir);
    try {
      await server.seeded;
      results.web = await benchWeb(server.url, waitForCalm);
    } finally {
      await stop(server);
    }
  }
  if (selected.has('scale')) await benchScale();
  if (selected.has('spreadsheet-bomb')) results['spreadsheet-bomb'] = await benchSpreadsheetBomb();
  if (selected.has('pdf')) results.pdf = await benchPdfExport();
  if (selected.has('memory')) {
    await benchMemory('pglite', dataDir, {});
    await benchMemory('postgresql', dataDir, { DATABASE_URL: await freshPostgresDatabase() });
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
await writeResults();
