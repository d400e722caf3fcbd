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
//   spreadsheet-bomb a 1.2 MB .xlsx inflating to 400 MB (and one whose headers lie about it) sent to the
//            coupon and lead import previews, and the largest table allowed: the answer (a bomb refused in
//            under a second), /api/health's latency meanwhile (under 100 ms) and the server's memory
//            before, at its peak and after; PGlite and the demo data (bench/spreadsheet-bomb.ts; not in
//            the default set)
//   pdf      the client list's PDF at its largest (5,000 rows) rendered in this process 5 times: time, size,
//            pages and the longest wait of the event loop meanwhile (bench/pdf-export.ts; not in the
//            default set)
//   memory   resident memory of an idle server, 5 s and 30 s after start
//   fuzz     FUZZ_COUNT (10,000) malformed requests per database through the real app, from every
//            route's schemas; fails on any 5xx, non-Hungarian refusal or change made by a refused request
//            (FUZZ_SEED repeats a run; not in the default set)
//   web      Lighthouse (median of BENCH_WEB_RUNS, 3) mobile and desktop on /login and every role's start
//            screen and lists (bench/web.ts, PAGES; BENCH_WEB_PAGES picks some), and the bytes of a first
//            visit, on the built app with the demo data on PGlite, each page after waiting for calm
//            (Chromium from CHROME_PATH; not in the default set)
// PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
// The machine is shared: auditor-clients, admin and web wait, before each measured part, until the 1-minute load
// average is under BENCH_CALM_LOAD (0.5), for up to BENCH_CALM_TIMEOUT_S (600) seconds, and record it.
// BENCH_DATABASES=pglite or =postgresql runs the 100,000-row benchmarks on one of the two only;
// BENCH_CPU_PROF=<dir> writes a CPU profile of every server child there (node --cpu-prof); BENCH_NODE_FLAGS
// replaces the server's node flags (to compare settings);
// BENCH_KEEP_DATABASES=1 keeps their PostgreSQL databases for EXPLAIN afterwards; BENCH_SERVER_LOG=<file>
// appends the servers' output there; BENCH_ADMIN_PARTS=export (or list, ranking, dashboard, comma-separated)
// runs only those parts of admin.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { base32 } from '@better-auth/utils/base32';
import autocannon from 'autocannon';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { CLIENT_SORTS } from '../src/domain/admin.ts';
import { clientDisplayId } from '../src/domain/display-ids.ts';
import { BILLING_STATUSES, CERTIFICATE_SORTS } from '../src/domain/certificates.ts';
import {
  AUDITOR_CLIENT_SORTS,
  AUDITOR_STATUS_FILTERS,
  SORT_DIRECTIONS,
} from '../src/domain/auditor-workspace.ts';
import { PROPERTY_STATUSES } from '../src/domain/statuses.ts';
import { openDatabase, pgliteDataDir, type Db } from '../src/server/db/client.ts';
import { documents, profiles, properties } from '../src/server/db/schema.ts';
import { createUser } from '../src/server/seed/factories.ts';
import { freshTotpCode } from '../src/server/test/authenticator.ts';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-command.ts';
import { benchFuzz } from './fuzz.ts';
import { benchWeb } from './web.ts';
import { seedProperties, type Credentials, type SeedOptions, type SeedResult } from './seed-properties.ts';
import { seedLogs } from './seed-logs.ts';
import { measureWeeklyZip, prepareWeeklyZipData, WEEKLY_ZIP } from './weekly-zip.ts';
import { COUPON_IMPORT, measureCouponImport, prepareCouponImportData } from './coupon-import.ts';
import { benchSpreadsheetBomb } from './spreadsheet-bomb.ts';
import { benchPdfExport } from './pdf-export.ts';
import { LOG_ACTION_TYPES } from '../src/domain/log-types.ts';
import { benchBank } from './bank.ts';
import { benchBankReports } from './bank-reports.ts';
import { benchSettlement } from './settlement.ts';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
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
/** The parts of the admin benchmark to run: list, ranking, export. */
const adminParts = new Set((process.env.BENCH_ADMIN_PARTS ?? 'list,ranking,export,dashboard').split(','));
const results: Record<string, unknown> = {
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
};

interface Running {
  child: ChildProcess;
  url: string;
  /** Resolves when the server has printed the demo accounts (the demo data exists). */
  seeded: Promise<void>;
  startMs: number;
}

/** The server runs as `npm start` runs it; BENCH_NODE_FLAGS (space-separated) replaces its node flags. */
const NODE_FLAGS = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? SERVER_NODE_FLAGS;
if (
  spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.ts')], { stdio: 'inherit' }).status !== 0
)
  throw new Error('The build failed.');

let nextPort = Number(process.env.BENCH_PORT ?? 3900);
/** Server children still running, stopped if this process is interrupted. */
const children = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(130);
  });

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const port = nextPort++;
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const profile = process.env.BENCH_CPU_PROF;
  const flags = [...NODE_FLAGS, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])];
  const child = spawn(process.execPath, [...flags, path.join(root, SERVER_ENTRY)], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  // main.ts prints the demo accounts once the demo data is in place. After that the output (a log line per
  // request) is read and dropped: kept and searched, it would cost this process more time with every
  // request, on the cores the server is measured on.
  // BENCH_SERVER_LOG=<file> keeps it there instead, to look into a failed request.
  if (process.env.BENCH_SERVER_LOG)
    child.stdout?.pipe(createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' }));
  const seeded = new Promise<void>((resolve) => {
    let output: string | null = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      if (output === null) return;
      output += chunk.toString();
      if (output.includes('Demo fiókok')) {
        output = null;
        resolve();
      }
    });
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200)
        return { child, url, seeded, startMs: performance.now() - started };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stop(server: Running): Promise<void> {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function benchStartup(dataDir: string) {
  await stop(await startServer(dataDir)); // first start: creates, migrates and seeds the data dir
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const server = await startServer(dataDir);
    times.push(server.startMs);
    await stop(server);
  }
  results.startup = {
    runsMs: times.map(Math.round),
    medianMs: Math.round(median(times)),
    maxMs: Math.round(Math.max(...times)),
  };
  console.log(
    `startup (existing PGlite data dir -> first 200 from /api/health): median ${Math.round(median(times))} ms, max ${Math.round(Math.max(...times))} ms`,
  );
}

/**
 * A restart on the embedded database: the old server gets SIGTERM and the new one is started at the same
 * moment, as `npm start` typed again right after Ctrl+C. The new one waits for the old one to close the
 * database (docs/architecture.md, 'Database') and then starts as in `startup`.
 */
async function benchRestart(dataDir: string) {
  let server = await startServer(dataDir); // creates, migrates and seeds the data dir if it is new
  const toFirst200: number[] = [];
  const oldExit: number[] = [];
  try {
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const exited = new Promise<number>((resolve) =>
        server.child.once('exit', () => resolve(performance.now() - started)),
      );
      server.child.kill('SIGTERM');
      server = await startServer(dataDir);
      toFirst200.push(performance.now() - started);
      oldExit.push(await exited);
    }
  } finally {
    await stop(server);
  }
  results.restart = {
    toFirst200Ms: toFirst200.map(Math.round),
    medianMs: Math.round(median(toFirst200)),
    maxMs: Math.round(Math.max(...toFirst200)),
    oldProcessExitMs: oldExit.map(Math.round),
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
  console.log(
    `restart (SIGTERM and a new server at once on PGlite -> its first 200 from /api/health): median ${Math.round(median(toFirst200))} ms, max ${Math.round(Math.max(...toFirst200))} ms; the old one exited after median ${Math.round(median(oldExit))} ms`,
  );
}

/**
 * One autocannon run that also keeps every response's latency: autocannon's summary has no p95 (most targets
 * above are p95s), and its histogram holds whole milliseconds only.
 */
function cannon(options: autocannon.Options): Promise<{ result: autocannon.Result; latenciesMs: number[] }> {
  return new Promise((resolve, reject) => {
    const latenciesMs: number[] = [];
    const instance = autocannon(options, (error: unknown, result) =>
      error
        ? reject(error instanceof Error ? error : new Error(String(error)))
        : resolve({ result, latenciesMs }),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) =>
      latenciesMs.push(responseTimeMs),
    );
  });
}

/** The nearest-rank percentile `q` (0..1) of ascending values, to 0.1 ms. */
const percentile = (sorted: readonly number[], q: number) =>
  Math.round((sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0) * 10) / 10;

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const TICKS_PER_MS = 100 / 1000;

/** CPU time spent so far by all cores together (busy time only), from /proc/stat. */
async function machineBusyMs(): Promise<number> {
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = (
    await readFile('/proc/stat', 'utf8')
  )
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_MS;
}

/** CPU time spent so far by one process (user and system), from /proc/<pid>/stat. */
async function processCpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}

interface Timing {
  warmUpS: number;
  durationS: number;
}

/**
 * `connections` (50 unless given) for 10 s after a 2 s warm-up unless `timing` says otherwise; the figures
 * go in the results under `name` and are returned. The percentiles are of every response of the measured
 * seconds. The machine is shared, so the run also records how busy it was: the 1-minute load average at the
 * start, all cores, the server, and this process (the load generator); the rest of the busy time is
 * PostgreSQL's and anyone else's.
 */
async function load(
  name: string,
  server: Running,
  options: autocannon.Options,
  connections = 50,
  timing: Timing = { warmUpS: 2, durationS: 10 },
) {
  results[name] = await measure(name, server, options, connections, timing);
}

/** `load` without recording: the figures are returned for a table of cases. */
/** autocannon options that GET the paths in turn, each request with the signed-in cookie. */
function getInTurn(server: Running, paths: string[], cookie: string): autocannon.Options {
  let next = 0;
  return {
    url: server.url,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: paths[next++ % paths.length]!,
          headers: { ...request.headers, cookie },
        }),
      },
    ],
  };
}

async function measure(
  name: string,
  server: Running,
  options: autocannon.Options,
  connections: number,
  timing: Timing,
) {
  await cannon({ ...options, connections, duration: timing.warmUpS });
  const loadAverage1m = Math.round(os.loadavg()[0]! * 100) / 100;
  const serverPid = server.child.pid!;
  const before = {
    machine: await machineBusyMs(),
    server: await processCpuMs(serverPid),
    self: process.cpuUsage(),
  };
  const started = performance.now();
  const { result, latenciesMs } = await cannon({ ...options, connections, duration: timing.durationS });
  const wallMs = performance.now() - started;
  const selfUsage = process.cpuUsage(before.self);
  const percentOfOneCore = (ms: number) => Math.round((ms / wallMs) * 100);
  const cpu = {
    machineBusyPercentOfAllCores: Math.round(
      (((await machineBusyMs()) - before.machine) / wallMs / os.cpus().length) * 100,
    ),
    serverPercentOfOneCore: percentOfOneCore((await processCpuMs(serverPid)) - before.server),
    loadGeneratorPercentOfOneCore: percentOfOneCore((selfUsage.user + selfUsage.system) / 1000),
  };
  latenciesMs.sort((a, b) => a - b);
  const figures = {
    connections,
    durationS: result.duration,
    requests: latenciesMs.length,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: percentile(latenciesMs, 0.5),
    latencyP95Ms: percentile(latenciesMs, 0.95),
    latencyP99Ms: percentile(latenciesMs, 0.99),
    latencyMaxMs: percentile(latenciesMs, 1),
    non2xx: result.non2xx,
    errors: result.errors,
    loadAverage1m,
    cpu,
  };
  console.log(
    `${name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p95 ${figures.latencyP95Ms} ms, p99 ${figures.latencyP99Ms} ms, max ${figures.latencyMaxMs} ms (${connections} connections, ${figures.durationS} s, ${figures.requests} requests), non-2xx ${figures.non2xx}, errors ${figures.errors}; load average ${loadAverage1m}; CPU: machine ${cpu.machineBusyPercentOfAllCores}% of ${os.cpus().length} cores, server ${cpu.serverPercentOfOneCore}% and load generator ${cpu.loadGeneratorPercentOfOneCore}% of one core`,
  );
  return figures;
}

async function benchHealth(label: string, dataDir: string, env: Record<string, string>) {
  const server = await startServer(dataDir, env);
  await load(`health-${label}`, server, { url: `${server.url}/api/health` });
  await stop(server);
}

const DEMO_CLIENT = { email: 'ugyfel@example.hu', password: 'Ugyfel-Demo-2026' };

async function signIn(
  url: string,
  credentials: { email: string; password: string } = DEMO_CLIENT,
): Promise<string> {
  const response = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Runs `count` calls, `concurrency` at a time, and records their throughput and latency. */
async function timed(name: string, count: number, concurrency: number, call: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await call(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  const figures = {
    requestsPerSecond: Math.round(count / seconds),
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
  };
  results[name] = { ...figures, count, concurrency };
  console.log(
    `${name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms (${count} calls, ${concurrency} at a time)`,
  );
}

/**
 * Sign-in (the password hash is most of it) and sign-out (a session row deleted, a log row written), as
 * the demo client, 10 at a time.
 */
async function benchSignInOut(
  label: string,
  dataDir: string,
  env: Record<string, string>,
  { count = 200, concurrency = 10 } = {},
) {
  const server = await startServer(dataDir, env);
  try {
    await server.seeded;
    const cookies: string[] = [];
    await timed(`sign-in-${label}`, count, concurrency, async () => {
      cookies.push(await signIn(server.url));
    });
    await timed(`sign-out-${label}`, cookies.length, concurrency, async (i) => {
      const response = await fetch(`${server.url}/api/account/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[i]! },
        body: '{}',
      });
      if (!response.ok) throw new Error(`sign-out failed: ${response.status}`);
    });
  } finally {
    await stop(server);
  }
}

/** The session check every API request pays: GET /api/account/me as the signed-in demo client. */
async function benchSession(label: string, dataDir: string, env: Record<string, string>) {
  const server = await startServer(dataDir, env);
  try {
    await server.seeded; // signing in before the demo client exists would count as failed attempts
    const cookie = await signIn(server.url);
    const check = await fetch(`${server.url}/api/account/me`, { headers: { cookie } });
    if (!check.ok)
      throw new Error(`session check failed before the run: ${check.status} ${await check.text()}`);
    await load(`session-${label}`, server, { url: `${server.url}/api/account/me`, headers: { cookie } });
  } finally {
    await stop(server);
  }
}

/**
 * Writes a benchmark's 100,000-row database before its server starts in `dir` or on `databaseUrl` (PGlite
 * admits one process) and records the time under `<name>-seed-<label>`. `inspect` then reads what the run
 * needs from the fresh data (ids to ask for, words to search for).
 */
async function seedDatabase<T>(
  name: string,
  label: string,
  dir: string,
  databaseUrl: string | null,
  options: SeedOptions,
  inspect: (db: Db, seed: SeedResult) => Promise<T>,
): Promise<{ seed: SeedResult; found: T }> {
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDataDir(dir) },
  );
  try {
    await database.migrate();
    const seedStarted = performance.now();
    const seed = await seedProperties(database.db, options);
    // PostgreSQL's autovacuum (on by default, off on the test server) vacuums and analyses the tables
    // within a minute of a load like this: statistics for the planner, the visibility map for index-only
    // scans and GIN pending lists merged (an ANALYZE alone merges none: a trigram search then read the whole
    // pending list, 170 ms instead of 11). PGlite has no autovacuum; the server's hourly maintenance job
    // (db/maintenance.ts) does the same there, which this stands in for.
    await database.db.execute(sql`vacuum analyze`);
    const seconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const { properties, auditors, sampleClients } = options;
    results[`${name}-seed-${label}`] = { properties, auditors, sampleClients, seconds };
    console.log(
      `${name} seed on ${label}: ${properties} properties, ${auditors} auditors, ${sampleClients} sample clients${options.focusAuditor ? `, one auditor with ${options.focusAuditor.properties}` : ''} in ${seconds} s`,
    );
    return { seed, found: await inspect(database.db, seed) };
  } finally {
    await database.close();
  }
}

// 10 connections: as many requests at once as the server has PostgreSQL connections (client.ts).
const DASHBOARD = { properties: 100_000, auditors: 40, sampleClients: 40, connections: 10 } as const;

/**
 * The client dashboard's one request, GET /api/client/property, with 100,000 properties in the
 * database. The sample clients take turns request by request, so the run reads 40 rows spread across the
 * table rather than one cached row. The seed is written before the server starts (PGlite admits one process).
 */
async function benchDashboard(label: string, databaseUrl: string | null) {
  const dashboardDir = path.join(dataDir, `dashboard-${label}`);
  const { seed } = await seedDatabase(
    'dashboard',
    label,
    dashboardDir,
    databaseUrl,
    DASHBOARD,
    async () => {},
  );
  const { clients } = seed;

  const server = await startServer(dashboardDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    // Signed in just before the runs: the session's copy in the cookie (trusted for 60 s, auth.ts) covers
    // both (about 30 s), as it covers a browser's requests; after it, every request would ask the database.
    const cookies: string[] = [];
    for (let i = 0; i < clients.length; i += 4) {
      cookies.push(
        ...(await Promise.all(clients.slice(i, i + 4).map((client) => signIn(server.url, client)))),
      );
    }
    for (const [i, cookie] of cookies.entries()) {
      const response = await fetch(`${server.url}/api/client/property`, { headers: { cookie } });
      const body = (await response.json()) as { property: { status: string } | null };
      if (!response.ok || body.property?.status !== clients[i]!.status)
        throw new Error(`dashboard check failed before the run: ${response.status} ${JSON.stringify(body)}`);
    }
    let next = 0;
    const options: autocannon.Options = {
      url: `${server.url}/api/client/property`,
      requests: [
        {
          method: 'GET',
          path: '/api/client/property',
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! },
          }),
        },
      ],
    };
    await load(`dashboard-${label}`, server, options, DASHBOARD.connections);
    // One request at a time: the time a request takes when it does not wait behind others.
    await load(`dashboard-${label}-1-connection`, server, options, 1);
  } finally {
    await stop(server);
  }
}

// --- The auditor's client list and the back office, with 100,000 properties -----------------------------

const CALM_LOAD = Number(process.env.BENCH_CALM_LOAD ?? 0.5);
const CALM_TIMEOUT_MS = Number(process.env.BENCH_CALM_TIMEOUT_S ?? 600) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round2 = (value: number) => Math.round(value * 100) / 100;

interface Calm {
  loadAverage1m: number;
  waitedS: number;
  calm: boolean;
}

/**
 * Others run browser tests on these cores: waits until the 1-minute load average is under CALM_LOAD, for
 * at most CALM_TIMEOUT_MS, and returns what it saw for the results. The server under test idles meanwhile.
 */
async function waitForCalm(what: string): Promise<Calm> {
  const started = performance.now();
  let loadAverage = os.loadavg()[0]!;
  while (loadAverage >= CALM_LOAD && performance.now() - started < CALM_TIMEOUT_MS) {
    await sleep(5_000);
    loadAverage = os.loadavg()[0]!;
  }
  const calm = {
    loadAverage1m: round2(loadAverage),
    waitedS: Math.round((performance.now() - started) / 1000),
    calm: loadAverage < CALM_LOAD,
  };
  console.log(
    calm.calm
      ? `${what}: 1-minute load average ${calm.loadAverage1m} (waited ${calm.waitedS} s)`
      : `${what}: the machine did not calm down: 1-minute load average ${calm.loadAverage1m} after ${calm.waitedS} s; measured anyway`,
  );
  return calm;
}

/** The Cookie header after `response`, over `previous`: set cookies replace, cleared ones go. */
function cookiesAfter(previous: string, response: Response): string {
  const jar = new Map<string, string>();
  const put = (pair: string, cleared = false) => {
    const name = pair.slice(0, pair.indexOf('='));
    if (cleared || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  };
  for (const pair of previous ? previous.split('; ') : []) put(pair);
  for (const cookie of response.headers.getSetCookie())
    put(cookie.split(';')[0]!, /;\s*max-age=0/i.test(cookie));
  return [...jar.values()].join('; ');
}

async function post(url: string, route: string, cookie: string, body: unknown): Promise<Response> {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} failed: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A staff member's first sign-in: the password, then the authenticator app is set up (staff must:
 * docs/rules/accounts.md, 'Who must, who may').
 * Returns the app's key, for the codes of later sign-ins.
 */
async function setUpStaffTwoFactor(url: string, credentials: Credentials): Promise<Uint8Array> {
  const cookie = cookiesAfter('', await post(url, '/api/account/login', '', credentials));
  const setup = await post(url, '/api/account/two-factor/setup', cookie, { password: credentials.password });
  const key = base32.decode(((await setup.json()) as { secret: string }).secret);
  await post(url, '/api/account/two-factor/confirm', cookie, { code: await freshTotpCode(key) });
  return key;
}

/**
 * A staff sign-in as the browser makes it: the password, then the app's code. Staff sessions end after 30
 * minutes idle on the real clock, so each measured part signs in afresh after waiting for a calm machine.
 */
async function signInStaff(url: string, credentials: Credentials, key: Uint8Array): Promise<string> {
  const login = await post(url, '/api/account/login', '', credentials);
  if (!((await login.json()) as { twoFactorRequired: boolean }).twoFactorRequired)
    throw new Error('staff sign-in did not ask for the second step');
  const challenge = cookiesAfter('', login);
  const code = await freshTotpCode(key);
  return cookiesAfter(
    challenge,
    await post(url, '/api/account/two-factor/verify', challenge, { method: 'totp', code }),
  );
}

interface ListCase {
  name: string;
  query: Record<string, string>;
}

const listPath = (endpoint: string, query: Record<string, string>) =>
  `${endpoint}${Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : ''}`;

/** One case at 1 connection: warm-up 1 s, then 5 s of requests one after another. */
const CASE_TIMING: Timing = { warmUpS: 1, durationS: 5 };

/**
 * A list endpoint under a fixed list of filter/sort/page cases. First every case alone at 1 connection
 * (the time a request takes when it waits behind no other), then all cases in turn at `connections`. Each
 * case is asked once beforehand: it must answer 200, and the rows it matches (`total`) go beside its
 * figures. `signIn` runs after each wait for a calm machine. Returns the slowest case's p95.
 */
async function sweep(
  name: string,
  server: Running,
  endpoint: string,
  cases: readonly ListCase[],
  connections: number,
  signIn: () => Promise<string>,
) {
  const singleCalm = await waitForCalm(`${name} (each case at 1 connection)`);
  let cookie = await signIn();
  const perCase: Record<string, Record<string, number>> = {};
  for (const item of cases) {
    const route = listPath(endpoint, item.query);
    const response = await fetch(`${server.url}${route}`, { headers: { cookie } });
    if (!response.ok)
      throw new Error(`${route} failed before the run: ${response.status} ${await response.text()}`);
    const { total, items } = (await response.json()) as { total: number; items: unknown[] };
    const figures = await measure(
      `${name} ${item.name} (${total} rows match, ${items.length} on the page)`,
      server,
      { url: `${server.url}${route}`, headers: { cookie } },
      1,
      CASE_TIMING,
    );
    if (figures.non2xx || figures.errors) throw new Error(`${name} ${item.name}: failed requests`);
    perCase[item.name] = {
      matchingRows: total,
      requests: figures.requests,
      latencyP50Ms: figures.latencyP50Ms,
      latencyP95Ms: figures.latencyP95Ms,
      latencyP99Ms: figures.latencyP99Ms,
      latencyMaxMs: figures.latencyMaxMs,
      loadAverage1m: figures.loadAverage1m,
      serverPercentOfOneCore: figures.cpu.serverPercentOfOneCore,
    };
  }
  const worst = Object.entries(perCase).reduce((a, b) => (b[1].latencyP95Ms! > a[1].latencyP95Ms! ? b : a));

  const mixedCalm = await waitForCalm(`${name} (all cases in turn at ${connections} connections)`);
  cookie = await signIn();
  const mixed = await measure(
    `${name} all ${cases.length} cases in turn`,
    server,
    getInTurn(
      server,
      cases.map((item) => listPath(endpoint, item.query)),
      cookie,
    ),
    connections,
    { warmUpS: 2, durationS: 10 },
  );
  console.log(`${name}: slowest case at 1 connection: ${worst[0]}, p95 ${worst[1].latencyP95Ms} ms`);
  return {
    oneConnection: {
      calm: singleCalm,
      timing: CASE_TIMING,
      slowestCase: worst[0],
      slowestCaseP95Ms: worst[1].latencyP95Ms,
      cases: perCase,
    },
    mixed: { calm: mixedCalm, ...mixed },
  };
}

/** Whole Budapest days as the list filters take them, `daysAgo` back from today. */
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const AUDITOR_CLIENTS = {
  properties: 100_000,
  auditors: 40,
  sampleClients: 40,
  focusAuditor: {
    email: 'bench-fokusz-tanusito@example.hu',
    password: 'Bench-Tanusito-2026',
    properties: 5_000,
  },
  connections: 4,
} as const;

/**
 * GET /api/auditor/clients as an auditor with 5,000 of the 100,000 properties, for every sort in
 * both directions, each status, a search matching one row and one matching hundreds, a date range, the
 * last page and some combinations of them.
 */
async function benchAuditorClients(label: string, databaseUrl: string | null) {
  const name = `auditor-clients-${label}`;
  const dir = path.join(dataDir, name);
  const { focusAuditor } = AUDITOR_CLIENTS;
  const { found: oneClient } = await seedDatabase(
    'auditor-clients',
    label,
    dir,
    databaseUrl,
    AUDITOR_CLIENTS,
    async (db, seed) => {
      const [row] = await db
        .select({ email: profiles.email })
        .from(properties)
        .innerJoin(profiles, eq(profiles.id, properties.clientId))
        .where(eq(properties.auditorId, seed.focusAuditorId!))
        .orderBy(properties.id)
        .limit(1);
      if (!row) throw new Error('the auditor has no clients');
      return row.email;
    },
  );
  const few = `${oneClient.split('@')[0]}@`; // the client's e-mail address: one row
  const range = { dateFrom: isoDay(400), dateTo: isoDay(311) }; // 90 days
  const cases: ListCase[] = [
    ...AUDITOR_CLIENT_SORTS.flatMap((sort) =>
      SORT_DIRECTIONS.map((direction) => ({ name: `sort ${sort} ${direction}`, query: { sort, direction } })),
    ),
    ...AUDITOR_STATUS_FILTERS.filter((status) => status !== 'all').map((status) => ({
      name: `status ${status}`,
      query: { status },
    })),
    { name: `search "${few}"`, query: { search: few } },
    { name: 'search "Kovács"', query: { search: 'Kovács' } },
    { name: '90-day range', query: range },
    { name: 'last page', query: { page: String(focusAuditor.properties / 25) } },
    {
      name: 'waiting, by appointment date',
      query: { status: 'auditor_assigned', sort: 'appointmentDate', direction: 'asc' },
    },
    {
      name: 'search "Kovács" in a 90-day range, by name',
      query: { search: 'Kovács', ...range, sort: 'name', direction: 'asc' },
    },
    {
      name: 'page 40 of 100 a page, by status',
      query: { sort: 'status', direction: 'desc', page: '40', pageSize: '100' },
    },
  ];

  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    results[name] = await sweep(
      name,
      server,
      '/api/auditor/clients',
      cases,
      AUDITOR_CLIENTS.connections,
      () => signIn(server.url, focusAuditor),
    );
  } finally {
    await stop(server);
  }
}

const ADMIN = {
  properties: 100_000,
  auditors: 300,
  sampleClients: 40,
  portalAdmin: { email: 'bench-admin@example.hu', password: 'Bench-Admin-2026' },
  connections: 4,
  suggestionProperties: 20,
  exportRuns: 2,
} as const;

/** The resident memory of a process in MB, from /proc/<pid>/status. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The data rows (the header row left out) of every sheet of an .xlsx file, read as a stream. */
async function countXlsxRows(file: string): Promise<number> {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {}))
    for await (const _row of sheet) rows++;
  return rows - 1;
}

/**
 * One full export (scope=all): the wall time from the request to the last byte, and the server's
 * resident memory sampled every 100 ms (peak minus the figure just before the request). The file is
 * written to disk as it arrives and its rows counted afterwards, so the time is not for a truncated file.
 */
async function measureExport(server: Running, cookie: string, file: string, expectedRows: number) {
  const pid = server.child.pid!;
  const rssBeforeMb = await rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
      await sleep(100);
    }
  })();
  const cpuBefore = await processCpuMs(pid);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/clients/export?scope=all`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  const firstByteMs = performance.now() - started;
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(file));
  const wallMs = performance.now() - started;
  done = true;
  await sampler;
  rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
  const serverCpuMs = (await processCpuMs(pid)) - cpuBefore;
  const rows = await countXlsxRows(file);
  const figures = {
    wallSeconds: Math.round(wallMs / 100) / 10,
    firstByteMs: Math.round(firstByteMs),
    rows,
    expectedRows,
    fileMb: round2((await stat(file)).size / 2 ** 20),
    rssBeforeMb: Math.round(rssBeforeMb),
    rssPeakMb: Math.round(rssPeakMb),
    rssGrowthMb: Math.round(rssPeakMb - rssBeforeMb),
    serverCpuSeconds: Math.round(serverCpuMs / 100) / 10,
  };
  await rm(file, { force: true });
  if (rows !== expectedRows) throw new Error(`export has ${rows} rows, expected ${expectedRows}`);
  return figures;
}

/**
 * The back office with 100,000 clients (each with a property) and 300 auditors, as a portal admin signed in
 * with two-factor: the client list for a fixed list of filter/sort pages, the auditor ranking for one property,
 * and the full export.
 */
async function benchAdmin(label: string, databaseUrl: string | null) {
  const name = `admin-${label}`;
  const dir = path.join(dataDir, name);
  const { found } = await seedDatabase('admin', label, dir, databaseUrl, ADMIN, async (db) => {
    const [client] = await db
      .select({ email: profiles.email, displayNumber: profiles.displayNumber })
      .from(profiles)
      .where(eq(profiles.role, 'client'))
      .orderBy(profiles.id)
      .offset(54_321)
      .limit(1);
    // An auditor whose name the client list's search finds among the clients.
    const [withAuditor] = await db
      .select({ name: profiles.propertyAuditorName })
      .from(profiles)
      .where(and(eq(profiles.role, 'client'), isNotNull(profiles.propertyAuditorName)))
      .orderBy(profiles.id)
      .limit(1);
    const waiting = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.status, 'finding_auditor'))
      .orderBy(properties.id)
      .limit(ADMIN.suggestionProperties);
    const [clients] = await db
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.role, 'client'), isNull(profiles.erasedAt)));
    if (!client || waiting.length === 0 || !clients) throw new Error('seed check failed');
    return {
      email: client.email,
      displayId: clientDisplayId(client.displayNumber),
      auditorName: withAuditor?.name ?? '',
      propertyIds: waiting.map((p) => p.id),
      clients: clients.n,
    };
  });
  const few = `${found.email.split('@')[0]}@`;
  const range = { dateFrom: isoDay(400), dateTo: isoDay(311) };
  const cases: ListCase[] = [
    ...CLIENT_SORTS.flatMap((sort) =>
      SORT_DIRECTIONS.map((direction) => ({ name: `sort ${sort} ${direction}`, query: { sort, direction } })),
    ),
    ...PROPERTY_STATUSES.map((status) => ({ name: `status ${status}`, query: { status } })),
    // The start page's two groups that are not statuses (docs/roles/portal-admin.md, 'Start page').
    { name: 'status appointment_passed', query: { status: 'appointment_passed' } },
    { name: 'status inactive_auditor', query: { status: 'inactive_auditor' } },
    { name: `search "${few}"`, query: { search: few } },
    { name: 'search "Kovács"', query: { search: 'Kovács' } },
    { name: 'coupon "BENCH01234"', query: { couponCode: 'BENCH01234' } },
    { name: '90-day range', query: range },
    { name: 'page 3999', query: { page: '3999' } },
    {
      name: 'finding_auditor by order date',
      query: { status: 'finding_auditor', sort: 'orderDate', direction: 'asc' },
    },
    {
      name: 'search "Kovács", document_uploaded, by auditor',
      query: { search: 'Kovács', status: 'document_uploaded', sort: 'auditorName', direction: 'asc' },
    },
    {
      name: 'page 900 of 100 a page, by auditor',
      query: { sort: 'auditorName', direction: 'desc', page: '900', pageSize: '100' },
    },
    // The displayed id and the auditor's name in the search, the status in the process order
    // (also filtered), empty order dates and auditors last both ways on late pages.
    { name: `search id "${found.displayId}"`, query: { search: found.displayId } },
    { name: `search auditor "${found.auditorName}"`, query: { search: found.auditorName } },
    { name: 'active by status desc', query: { status: 'active', sort: 'status', direction: 'desc' } },
    { name: 'status asc, page 2000', query: { sort: 'status', direction: 'asc', page: '2000' } },
    { name: 'order date desc, page 3000', query: { sort: 'orderDate', direction: 'desc', page: '3000' } },
    { name: 'auditor asc, page 3000', query: { sort: 'auditorName', direction: 'asc', page: '3000' } },
  ];

  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const key = await setUpStaffTwoFactor(server.url, ADMIN.portalAdmin);
    const signIn = () => signInStaff(server.url, ADMIN.portalAdmin, key);
    const figures: Record<string, unknown> = {};
    if (adminParts.has('list'))
      figures.clientList = await sweep(
        `${name} client list`,
        server,
        '/api/admin/clients',
        cases,
        ADMIN.connections,
        signIn,
      );
    if (adminParts.has('ranking'))
      figures.auditorRanking = await benchRanking(name, server, signIn, found.propertyIds);
    if (adminParts.has('export')) figures.export = await benchExport(name, server, signIn, found.clients);
    // The start page's one answer (eleven counts and the latest log events).
    if (adminParts.has('dashboard')) figures.dashboard = await benchAdminDashboard(name, server, signIn);
    results[name] = figures;
  } finally {
    await stop(server);
  }
}

const LOGS = {
  rows: Number(process.env.BENCH_LOG_ROWS ?? 1_000_000),
  days: 365,
  people: { properties: 10_000, auditors: 40, sampleClients: 2 },
  adminLight: { email: 'bench-light@example.hu', password: 'Bench-Light-2026' },
  connections: 4,
} as const;

/**
 * The system log with a million rows, as Admin Light: the list for every event type, both
 * directions, searches (a common action, a name shared by many, one person's e-mail, a rare detail), date
 * ranges and a deep page; then the statistics for 30-day ranges, each at 1 connection.
 */
async function benchLogs(label: string, databaseUrl: string | null) {
  const name = `logs-${label}`;
  const dir = path.join(dataDir, name);
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDataDir(dir) },
  );
  let deepCursor: string | undefined;
  try {
    await database.migrate();
    const started = performance.now();
    await seedProperties(database.db, LOGS.people);
    await createUser(database.db, {
      role: 'admin_light',
      ...LOGS.adminLight,
      firstName: 'Light',
      lastName: 'Bench',
    });
    await seedLogs(database.db, { rows: LOGS.rows, days: LOGS.days });
    await database.db.execute(sql`vacuum analyze`);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    results[`logs-seed-${label}`] = { rows: LOGS.rows, days: LOGS.days, seconds };
    console.log(`logs seed on ${label}: ${LOGS.rows} log rows in ${seconds} s`);
    // A cursor 5,000 rows deep: the 100th page of the scrollable list.
    const [row] = (
      (await database.db.execute(
        sql`select to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as time, id from user_logs order by timestamp desc, id desc offset 5000 limit 1`,
      )) as unknown as { rows: { time: string; id: string }[] }
    ).rows;
    deepCursor = Buffer.from(`${row!.time}|${row!.id}`).toString('base64url');
  } finally {
    await database.close();
  }
  const month = { dateFrom: isoDay(29), dateTo: isoDay(0) };
  const cases: ListCase[] = [
    { name: 'newest first', query: {} },
    { name: 'oldest first', query: { direction: 'asc' } },
    ...LOG_ACTION_TYPES.flatMap((actionType) =>
      (['desc', 'asc'] as const).map((direction) => ({
        name: `type ${actionType} ${direction}`,
        query: { actionType, direction },
      })),
    ),
    { name: '30-day range', query: month },
    { name: '30-day range oldest first', query: { ...month, direction: 'asc' } },
    { name: 'one day, logins', query: { dateFrom: isoDay(100), dateTo: isoDay(100), actionType: 'login' } },
    { name: 'search "bejelentkezés" (38%)', query: { search: 'bejelentkezés' } },
    { name: 'search "Kovács Anna" (a name many share)', query: { search: 'Kovács Anna' } },
    { name: 'search "ugyfel4242@" (one person)', query: { search: 'ugyfel4242@' } },
    { name: 'search "részlet 777" (a rare detail)', query: { search: 'részlet 777' } },
    { name: 'search "nincs ilyen" (nothing)', query: { search: 'nincs ilyen' } },
    {
      name: 'search "export", 30 days, oldest first',
      query: { search: 'export', ...month, direction: 'asc' },
    },
    { name: 'page 101 (cursor 5,000 deep)', query: { cursor: deepCursor! } },
    { name: '200 a page', query: { limit: '200' } },
  ];
  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const key = await setUpStaffTwoFactor(server.url, LOGS.adminLight);
    const signIn = () => signInStaff(server.url, LOGS.adminLight, key);
    const figures: Record<string, unknown> = {};
    figures.list = await sweep(`${name} list`, server, '/api/admin/logs', cases, LOGS.connections, signIn);
    const statistics: Record<string, unknown> = {};
    await waitForCalm(`${name} statistics`);
    const cookie = await signIn();
    for (const [caseName, query] of [
      ['30 days', month],
      ['30 days, logins', { ...month, actionType: 'login' }],
      ['30 days a quarter ago', { dateFrom: isoDay(119), dateTo: isoDay(90) }],
      ['7 days', { dateFrom: isoDay(6), dateTo: isoDay(0) }],
    ] as const) {
      const route = listPath('/api/admin/logs/statistics', query);
      const check = await fetch(`${server.url}${route}`, { headers: { cookie } });
      if (!check.ok) throw new Error(`${route}: ${check.status} ${await check.text()}`);
      const { totalEvents } = (await check.json()) as { totalEvents: number };
      const result = await measure(
        `${name} statistics ${caseName} (${totalEvents} events)`,
        server,
        { url: `${server.url}${route}`, headers: { cookie } },
        1,
        CASE_TIMING,
      );
      statistics[caseName] = { totalEvents, p50Ms: result.latencyP50Ms, p95Ms: result.latencyP95Ms };
    }
    figures.statistics = statistics;
    results[name] = figures;
  } finally {
    await stop(server);
  }
}

const CERTIFICATES = {
  // 40 sample clients besides: 100,000 bulk properties, each with its certificate.
  properties: 100_040,
  auditors: 300,
  sampleClients: 40,
  statusCycle: ['document_uploaded'],
  adminLight: { email: 'bench-light@example.hu', password: 'Bench-Light-2026' },
  connections: 4,
} as const;

/**
 * Admin Light's certificate list with 100,000 certificates, a third each pending, sent and paid,
 * signed in with two-factor as the browser does.
 */
async function benchCertificates(label: string, databaseUrl: string | null) {
  const name = `certificates-${label}`;
  const dir = path.join(dataDir, name);
  const { found } = await seedDatabase('certificates', label, dir, databaseUrl, CERTIFICATES, async (db) => {
    await createUser(db, {
      role: 'admin_light',
      ...CERTIFICATES.adminLight,
      firstName: 'Light',
      lastName: 'Bench',
    });
    await db.execute(
      sql`update documents set billing_status = (array['pending', 'sent', 'paid'])[1 + abs(hashtext(id::text)) % 3] where type = 'certificate'`,
    );
    await db.execute(sql`vacuum analyze documents`);
    const [certificates] = await db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.type, 'certificate'));
    const [one] = await db
      .select({ name: documents.name, clientName: documents.clientName, auditorName: documents.auditorName })
      .from(documents)
      .where(eq(documents.type, 'certificate'))
      .orderBy(documents.id)
      .offset(54_321)
      .limit(1);
    if (!one || !certificates) throw new Error('seed check failed');
    results[`certificates-seed-${label}`] = { certificates: certificates.n };
    console.log(`certificates on ${label}: ${certificates.n}`);
    return one;
  });
  const range = { dateFrom: isoDay(400), dateTo: isoDay(311) };
  const cases: ListCase[] = [
    ...CERTIFICATE_SORTS.flatMap((sort) =>
      SORT_DIRECTIONS.map((direction) => ({ name: `sort ${sort} ${direction}`, query: { sort, direction } })),
    ),
    ...BILLING_STATUSES.map((billingStatus) => ({
      name: `billing ${billingStatus}`,
      query: { billingStatus },
    })),
    { name: `search file "${found.name}"`, query: { search: found.name } },
    { name: 'search "Kovács"', query: { search: 'Kovács' } },
    { name: 'search "Szeged"', query: { search: 'Szeged' } },
    { name: `client name "${found.clientName}"`, query: { clientName: found.clientName ?? '' } },
    { name: `auditor name "${found.auditorName}"`, query: { auditorName: found.auditorName ?? '' } },
    { name: '90-day range', query: range },
    { name: 'page 3999', query: { page: '3999' } },
    {
      name: 'pending by client name',
      query: { billingStatus: 'pending', sort: 'clientName', direction: 'asc' },
    },
    {
      name: 'sent in 90 days by auditor',
      query: { billingStatus: 'sent', ...range, sort: 'auditorName', direction: 'asc' },
    },
    {
      name: 'search "Kovács" by address desc',
      query: { search: 'Kovács', sort: 'address', direction: 'desc' },
    },
    {
      name: 'page 900 of 100 a page, by billing status',
      query: { sort: 'billingStatus', direction: 'desc', page: '900', pageSize: '100' },
    },
  ];

  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const key = await setUpStaffTwoFactor(server.url, CERTIFICATES.adminLight);
    const signIn = () => signInStaff(server.url, CERTIFICATES.adminLight, key);
    results[name] = await sweep(
      `${name} list`,
      server,
      '/api/admin/certificates',
      cases,
      CERTIFICATES.connections,
      signIn,
    );
  } finally {
    await stop(server);
  }
}

/** The weekly ZIP of WEEKLY_ZIP.certificates certificates of 1 MB, written by the server's job. */
async function benchWeeklyZip(label: string, databaseUrl: string | null) {
  const name = `weekly-zip-${label}`;
  const dir = path.join(dataDir, name);
  await seedDatabase(
    'weekly-zip',
    label,
    dir,
    databaseUrl,
    {
      // One sample client besides (the seed makes the bulk rows in the sample clients' turns).
      properties: WEEKLY_ZIP.certificates + 1,
      auditors: WEEKLY_ZIP.auditors,
      sampleClients: 1,
      statusCycle: ['document_uploaded'],
    },
    (db) => prepareWeeklyZipData(db, dir),
  );
  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const key = await setUpStaffTwoFactor(server.url, WEEKLY_ZIP.adminLight);
    const cookie = await signInStaff(server.url, WEEKLY_ZIP.adminLight, key);
    const loadAverage1m = round2(os.loadavg()[0]!);
    const figures = await measureWeeklyZip(server.url, server.child.pid!, cookie, path.join(dir, 'heti.zip'));
    results[name] = { ...figures, loadAverage1m };
    console.log(
      `${name}: ${figures.certificates} certificates, ${figures.archiveMb} MB archive in ${figures.seconds} s; server resident memory ${figures.rssBeforeMb} -> peak ${figures.rssPeakMb} MB (+${figures.rssGrowthMb} MB, budget ${WEEKLY_ZIP.memoryBudgetMb}); 7-Zip tested ${figures.entriesTested ?? 'no'} entries; 1-minute load ${loadAverage1m}`,
    );
    if (figures.rssGrowthMb >= WEEKLY_ZIP.memoryBudgetMb) process.exitCode = 1;
  } finally {
    await stop(server);
  }
}

/** The bank's 50,000-row coupon file as CSV and .xlsx, previewed and imported by the server. */
async function benchCouponImport(label: string, databaseUrl: string | null) {
  const name = `coupon-import-${label}`;
  const dir = path.join(dataDir, name);
  // No bulk properties: the import reads and writes the coupons alone.
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDataDir(dir) },
  );
  try {
    await database.migrate();
    await prepareCouponImportData(database.db);
  } finally {
    await database.close();
  }
  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const key = await setUpStaffTwoFactor(server.url, COUPON_IMPORT.bankAdmin);
    const cookie = await signInStaff(server.url, COUPON_IMPORT.bankAdmin, key);
    const figures = [];
    for (const [format, prefix] of [
      ['csv', 'CS'],
      ['xlsx', 'XL'],
    ] as const) {
      const loadAverage1m = round2(os.loadavg()[0]!);
      const result = await measureCouponImport(server.url, cookie, format, prefix);
      figures.push({ ...result, loadAverage1m });
      console.log(
        `${name} ${format}: ${result.rows} rows (${result.fileMb} MB): preview ${result.previewSeconds} s, import ${result.importSeconds} s (${result.imported} imported, budget ${COUPON_IMPORT.budgetSeconds} s each); report counts ${result.countsMatch ? 'as expected' : 'WRONG'}; 1-minute load ${loadAverage1m}`,
      );
      if (
        !result.countsMatch ||
        result.previewSeconds >= COUPON_IMPORT.budgetSeconds ||
        result.importSeconds >= COUPON_IMPORT.budgetSeconds
      )
        process.exitCode = 1;
    }
    results[name] = figures;
  } finally {
    await stop(server);
  }
}

/** The auditor ranking for one property at 1 connection, the waiting properties in turn. */
async function benchRanking(
  name: string,
  server: Running,
  signIn: () => Promise<string>,
  propertyIds: string[],
) {
  const calm = await waitForCalm(`${name} auditor ranking`);
  const cookie = await signIn();
  const ranked = await fetch(`${server.url}/api/admin/properties/${propertyIds[0]}/auditor-suggestions`, {
    headers: { cookie },
  });
  const suggestions = (await ranked.json()) as unknown[];
  if (!ranked.ok || suggestions.length !== ADMIN.auditors)
    throw new Error(
      `auditor ranking failed before the run: ${ranked.status}, ${suggestions.length} auditors`,
    );
  const ranking = await measure(
    `${name} auditor ranking (${ADMIN.auditors} auditors, ${propertyIds.length} properties in turn)`,
    server,
    getInTurn(
      server,
      propertyIds.map((id) => `/api/admin/properties/${id}/auditor-suggestions`),
      cookie,
    ),
    1,
    { warmUpS: 2, durationS: 10 },
  );
  return { calm, ...ranking };
}

/** The portal admin's start page, one answer, at 1 connection. */
async function benchAdminDashboard(name: string, server: Running, signIn: () => Promise<string>) {
  const calm = await waitForCalm(`${name} dashboard`);
  const cookie = await signIn();
  const first = await fetch(`${server.url}/api/admin/dashboard`, { headers: { cookie } });
  if (!first.ok) throw new Error(`dashboard failed before the run: ${first.status}`);
  const dashboard = await measure(
    `${name} dashboard`,
    server,
    getInTurn(server, ['/api/admin/dashboard'], cookie),
    1,
    { warmUpS: 2, durationS: 10 },
  );
  return { calm, ...dashboard };
}

/** The full export, ADMIN.exportRuns times on the same server (the first from a fresh server). */
async function benchExport(name: string, server: Running, signIn: () => Promise<string>, clients: number) {
  const exports = [];
  for (let run = 1; run <= ADMIN.exportRuns; run++) {
    const calm = await waitForCalm(`${name} export run ${run}`);
    const figures = await measureExport(
      server,
      await signIn(),
      path.join(dataDir, `${name}-export.xlsx`),
      clients,
    );
    console.log(
      `${name} export run ${run}: ${figures.rows} rows (${figures.fileMb} MB) in ${figures.wallSeconds} s (first byte ${figures.firstByteMs} ms); server resident memory ${figures.rssBeforeMb} -> peak ${figures.rssPeakMb} MB (+${figures.rssGrowthMb} MB), server CPU ${figures.serverCpuSeconds} s`,
    );
    exports.push({ calm, ...figures });
  }
  return exports;
}

async function benchMemory(label: string, dataDir: string, env: Record<string, string>) {
  await stop(await startServer(dataDir, env)); // the first start creates and seeds the database
  const server = await startServer(dataDir, env);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idleMb = Math.round(await rssMb(server.child.pid!));
  // V8 gives back the start-up's garbage once the process has been idle for a while.
  await new Promise((resolve) => setTimeout(resolve, 25_000));
  const settledMb = Math.round(await rssMb(server.child.pid!));
  await stop(server);
  results[`idleMemory-${label}`] = { rssMb: idleMb, after30sMb: settledMb };
  console.log(`idle resident memory on ${label}: ${idleMb} MB 5 s after start, ${settledMb} MB after 30 s`);
}

/** A fresh database on the server for this run, so earlier runs and tests do not matter. */
/** The bank's report with 100,000 properties (bench/bank-reports.ts). */
async function benchBankReportsPart(label: string, databaseUrl: string | null) {
  const name = `bank-reports-${label}`;
  const dir = path.join(dataDir, name);
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  results[name] = await benchBankReports(name, {
    dir,
    seed: (options, inspect) => seedDatabase('bank-reports', label, dir, databaseUrl, options, inspect),
    startServer: () => startServer(dir, env),
    stop,
    waitForCalm,
    setUpStaffTwoFactor,
    signInStaff,
    measure,
  });
}

/** The portal admin's settlement month, 300 auditors, 10,000 certificates (bench/settlement.ts). */
async function benchSettlementPart(label: string, databaseUrl: string | null) {
  const name = `settlement-${label}`;
  const dir = path.join(dataDir, name);
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  results[name] = await benchSettlement(name, {
    seed: (options, inspect) => seedDatabase('settlement', label, dir, databaseUrl, options, inspect),
    startServer: () => startServer(dir, env),
    stop,
    waitForCalm,
    setUpStaffTwoFactor,
    signInStaff,
    measure,
  });
}

async function freshPostgresDatabase(name = 'etp_bench'): Promise<string> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgresDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-bench-'));
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
  if (selected.has('redis-down')) {
    // One sign-in at a time (its latency) and ten (the throughput), beside the same without Redis.
    const nothingThere = { REDIS_URL: 'redis://127.0.0.1:1' };
    for (const [database, env] of [
      ['pglite', {}],
      ['postgresql', { DATABASE_URL: await freshPostgresDatabase() }],
    ] as const) {
      const one = { count: 50, concurrency: 1 };
      await benchSignInOut(`${database}-no-redis-1-at-a-time`, dataDir, env, one);
      await benchSignInOut(`${database}-redis-down-1-at-a-time`, dataDir, { ...env, ...nothingThere }, one);
      await benchSignInOut(`${database}-redis-down`, dataDir, { ...env, ...nothingThere });
    }
  }
  for (const [bench, run] of [
    ['dashboard', benchDashboard],
    ['auditor-clients', benchAuditorClients],
    ['admin', benchAdmin],
    ['logs', benchLogs],
    ['certificates', benchCertificates],
    ['weekly-zip', benchWeeklyZip],
    [
      'bank',
      (label: string, databaseUrl: string | null) =>
        benchBank(label, databaseUrl, {
          dataDir,
          results,
          seedDatabase: (name, label, dir, url, options, inspect) =>
            seedDatabase(name, label, dir, url, options, (db) => inspect(db)),
          startServer,
          stop,
          setUpStaffTwoFactor,
          signInStaff,
          urlOf: (server) => server.url,
          sweep,
          measureOne: async (name, server, route, cookie) => {
            const calm = await waitForCalm(name);
            return {
              calm,
              ...(await measure(
                name,
                server,
                { url: `${server.url}${route}`, headers: { cookie } },
                1,
                CASE_TIMING,
              )),
            };
          },
        }),
    ],
    ['bank-reports', benchBankReportsPart],
    ['settlement', benchSettlementPart],
    ['coupon-import', benchCouponImport],
  ] as const) {
    if (!selected.has(bench)) continue;
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
  if (selected.has('fuzz')) {
    const count = Number(process.env.FUZZ_COUNT ?? 10_000);
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
    for (const database of bulkDatabases) {
      const databaseUrl = database === 'postgresql' ? await freshPostgresDatabase('etp_bench_fuzz') : null;
      try {
        const result = await benchFuzz(databaseUrl, count, seed);
        results[`fuzz-${database}`] = result;
        const statuses = Object.entries(result.byStatus)
          .map(([status, n]) => `${status}: ${n}`)
          .join(', ');
        console.log(
          `fuzz-${database}: ${result.requests} requests (${result.singleFault} single-fault, the rest several faults) to ${result.routes} routes in ${result.seconds} s, seed ${seed}; ${statuses}; problems ${result.problems.length}`,
        );
        for (const problem of result.problems) console.log(`  ${problem}`);
        if (result.problems.length > 0) process.exitCode = 1;
      } finally {
        if (databaseUrl) await dropPostgresDatabase('etp_bench_fuzz');
      }
    }
  }
  if (selected.has('web')) {
    const server = await startServer(dataDir);
    try {
      await server.seeded;
      results.web = await benchWeb(server.url, waitForCalm);
    } finally {
      await stop(server);
    }
  }
  if (selected.has('spreadsheet-bomb')) {
    const dir = path.join(dataDir, 'spreadsheet-bomb');
    await mkdir(dir, { recursive: true });
    results['spreadsheet-bomb'] = await benchSpreadsheetBomb({
      startServer: () => startServer(dir),
      stop,
      waitForCalm,
      signInStaff,
    });
  }
  if (selected.has('pdf')) results.pdf = await benchPdfExport();
  if (selected.has('memory')) {
    await benchMemory('pglite', dataDir, {});
    await benchMemory('postgresql', dataDir, { DATABASE_URL: await freshPostgresDatabase() });
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
await mkdir(path.join(root, 'bench/results'), { recursive: true });
const file = path.join(
  root,
  'bench/results',
  `foundation-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`results: ${path.relative(root, file)}`);
