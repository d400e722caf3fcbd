// What the benchmarks of bench/run.ts share: the built server started in a child process, autocannon runs
// with their percentiles and CPU figures, the wait for a calm machine, sign-ins (staff with the
// authenticator app), the bulk seed, fresh PostgreSQL databases, and the results every part records.
// Importing it builds the server when its sources are newer (as `npm start` does) and makes the run's scratch
// folder, so a part's file can start servers straight away.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { base32 } from '@better-auth/utils/base32';
import autocannon from 'autocannon';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Role } from '../src/domain/roles.ts';
import { openDatabase, pgliteDataDir, type Db } from '../src/server/db/client.ts';
import { profiles } from '../src/server/db/schema.ts';
import { createUser } from '../src/server/seed/factories.ts';
import { freshTotpCode } from '../src/server/test/authenticator.ts';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-command.ts';
import { seedProperties, type Credentials, type SeedOptions, type SeedResult } from './seed-properties.ts';

export const root = path.resolve(import.meta.dirname, '..');
export const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const results: Record<string, unknown> = {
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
};

export interface Running {
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

/** The run's scratch folder: every part's data folders and files; run.ts removes it at the end. */
export const dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-bench-'));

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
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

export async function stop(server: Running): Promise<void> {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
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
export const percentile = (sorted: readonly number[], q: number) =>
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
export async function processCpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}

export interface Timing {
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
export async function load(
  name: string,
  server: Running,
  options: autocannon.Options,
  connections = 50,
  timing: Timing = { warmUpS: 2, durationS: 10 },
) {
  results[name] = await measure(name, server, options, connections, timing);
}

/** autocannon options that GET the paths in turn, each request with the signed-in cookie. */
export function getInTurn(server: Running, paths: string[], cookie: string): autocannon.Options {
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

/** `load` without recording: the figures are returned for a table of cases. */

export async function measure(
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

const DEMO_CLIENT = { email: 'ugyfel@example.hu', password: 'Ugyfel-Demo-2026' };

export async function signIn(
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

/**
 * Writes a benchmark's 100,000-row database before its server starts in `dir` or on `databaseUrl` (PGlite
 * admits one process) and records the time under `<name>-seed-<label>`. `inspect` then reads what the run
 * needs from the fresh data (ids to ask for, words to search for).
 */
export async function seedDatabase<T>(
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

/**
 * The seed check of the client lists' benchmarks: one client from the middle of the bulk seed, whose e-mail
 * address the searches ask for, and how many clients there are.
 */
export async function sampleClient(db: Db) {
  const [client] = await db
    .select({ email: profiles.email, displayNumber: profiles.displayNumber })
    .from(profiles)
    .where(eq(profiles.role, 'client'))
    .orderBy(profiles.id)
    .offset(54_321)
    .limit(1);
  const [clients] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.role, 'client'), isNull(profiles.erasedAt)));
  if (!client || !clients) throw new Error('seed check failed');
  return { ...client, clients: clients.n };
}

const CALM_LOAD = Number(process.env.BENCH_CALM_LOAD ?? 0.5);
const CALM_TIMEOUT_MS = Number(process.env.BENCH_CALM_TIMEOUT_S ?? 600) * 1000;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const round2 = (value: number) => Math.round(value * 100) / 100;

export interface Calm {
  loadAverage1m: number;
  waitedS: number;
  calm: boolean;
}

/**
 * Others run browser tests on these cores: waits until the 1-minute load average is under CALM_LOAD, for
 * at most CALM_TIMEOUT_MS, and returns what it saw for the results. The server under test idles meanwhile.
 */
export async function waitForCalm(what: string): Promise<Calm> {
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
export async function setUpStaffTwoFactor(url: string, credentials: Credentials): Promise<Uint8Array> {
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
export async function signInStaff(url: string, credentials: Credentials, key: Uint8Array): Promise<string> {
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

export interface ListCase {
  name: string;
  query: Record<string, string>;
}

export const listPath = (endpoint: string, query: Record<string, string>) =>
  `${endpoint}${Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : ''}`;

/** One case at 1 connection: warm-up 1 s, then 5 s of requests one after another. */
export const CASE_TIMING: Timing = { warmUpS: 1, durationS: 5 };

/**
 * A list endpoint under a fixed list of filter/sort/page cases. First every case alone at 1 connection
 * (the time a request takes when it waits behind no other), then all cases in turn at `connections`. Each
 * case is asked once beforehand: it must answer 200, and the rows it matches (`total`) go beside its
 * figures. `signIn` runs after each wait for a calm machine. Returns the slowest case's p95.
 */
export async function sweep(
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
    const started = performance.now();
    const response = await fetch(`${server.url}${route}`, { headers: { cookie } });
    if (response.status === 422 && (await response.clone().json()).error?.code === 'query_timeout') {
      // Over the interactive statement timeout: refused, and nothing left to measure.
      const refusedAfterMs = Math.round(performance.now() - started);
      console.log(`${name} ${item.name}: refused over the statement timeout after ${refusedAfterMs} ms`);
      perCase[item.name] = { refusedAfterMs };
      continue;
    }
    if (!response.ok)
      throw new Error(`${route} failed before the run: ${response.status} ${await response.text()}`);
    const { total, items } = (await response.json()) as { total: number; items: unknown[] };
    const database = await databaseTimes(`${server.url}${route}`, cookie);
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
      ...database,
      loadAverage1m: figures.loadAverage1m,
      serverPercentOfOneCore: figures.cpu.serverPercentOfOneCore,
    };
  }
  const worst = Object.entries(perCase).reduce((a, b) =>
    (b[1].latencyP95Ms ?? Infinity) > (a[1].latencyP95Ms ?? Infinity) ? b : a,
  );

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

/**
 * The database's share of a request, from the server's Server-Timing header (db, on PostgreSQL): `runs`
 * requests one after another, their p50 and p95. Beside a case's latency it tells the SQL's cost from the
 * server's own. Empty on PGlite, which does not time its statements.
 */
export async function databaseTimes(
  url: string,
  cookie: string,
  runs = 10,
): Promise<{ databaseP50Ms?: number; databaseP95Ms?: number }> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    const dur = /db;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
    if (dur === undefined) return {};
    times.push(Number(dur));
  }
  times.sort((a, b) => a - b);
  return { databaseP50Ms: percentile(times, 0.5), databaseP95Ms: percentile(times, 0.95) };
}

/** Whole Budapest days as the list filters take them, `daysAgo` back from today. */
export const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The resident memory of a process in MB, from /proc/<pid>/status. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A fresh database on the server for this run, so earlier runs and tests do not matter. */
export async function freshPostgresDatabase(name = 'etp_bench'): Promise<string> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return postgresDatabaseUrl(name);
}

/** The address of another database on the bench's PostgreSQL server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Writes every part's figures to bench/results/foundation-<time>.json and says where. */
export async function writeResults(): Promise<void> {
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(
    root,
    'bench/results',
    `foundation-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`results: ${path.relative(root, file)}`);
}

/**
 * Runs `run` on the built server started on a seeded folder (on `databaseUrl` when given), once the staff
 * member has set up the authenticator app. `signIn` signs them in afresh, as each measured part does after
 * waiting for a calm machine. The server stops however `run` ends.
 */
export async function withStaffServer(
  dir: string,
  databaseUrl: string | null,
  staff: Credentials,
  run: (server: Running, signIn: () => Promise<string>) => Promise<void>,
): Promise<void> {
  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const key = await setUpStaffTwoFactor(server.url, staff);
    await run(server, () => signInStaff(server.url, staff, key));
  } finally {
    await stop(server);
  }
}

/**
 * A GET asked once (it must answer 200; `title` names the case from the answer, as a count of its rows),
 * then measured alone at 1 connection.
 */
export async function measureAnswered<T>(
  server: Running,
  route: string,
  cookie: string,
  title: (answer: T) => string,
) {
  const response = await fetch(`${server.url}${route}`, { headers: { cookie } });
  if (!response.ok)
    throw new Error(`${route} failed before the run: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as T;
  const figures = await measure(
    title(answer),
    server,
    { url: `${server.url}${route}`, headers: { cookie } },
    1,
    CASE_TIMING,
  );
  return { answer, figures };
}

/** The figures a case's row keeps of a `measure` run. */
export const latencyFigures = (figures: Awaited<ReturnType<typeof measure>>) => ({
  requests: figures.requests,
  latencyP50Ms: figures.latencyP50Ms,
  latencyP95Ms: figures.latencyP95Ms,
  latencyP99Ms: figures.latencyP99Ms,
  latencyMaxMs: figures.latencyMaxMs,
  loadAverage1m: figures.loadAverage1m,
});

/** One export downloaded whole, timed from the request to the last byte; `what` names it if it fails. */
export async function timeExport(server: Running, route: string, cookie: string, what: string) {
  const started = performance.now();
  const file = await fetch(`${server.url}${route}`, { headers: { cookie } });
  const bytes = (await file.arrayBuffer()).byteLength;
  if (!file.ok) throw new Error(`${what}: export ${file.status}`);
  return { exportMs: Math.round(performance.now() - started), bytes };
}

/** The staff member a benchmark signs in as, named '<firstName> Bench'. */
export const createBenchStaff = (db: Db, role: Role, staff: Credentials, firstName: string) =>
  createUser(db, { role, ...staff, firstName, lastName: 'Bench' });
