// `npm run bench [startup|health|session|signin|dashboard|memory]...`: the speed figures of the foundation
// (issue 2) and of the client dashboard (issue 4), measured against the real server in a child process on
// this machine. Not part of `npm test`: figures go in issue notes.
//   startup  cold start on an existing data dir to the first 200 from /api/health (median of 5)
//   health   GET /api/health, autocannon, 50 connections, 10 s, on PGlite and on PostgreSQL
//   session  GET /api/account/me as a signed-in client (the session check), same load as health
//   signin   200 sign-ins, then 200 sign-outs, of the demo client, 10 at a time
//   dashboard GET /api/client/property (issue 4: p95 under 20 ms) with 100,000 properties seeded in bulk,
//            40 signed-in clients in turn, 10 connections for 10 s, then 1 connection for 10 s
//   memory   resident memory of an idle server
// PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, pgliteDataDir } from '../src/server/db/client.ts';
import { seedProperties, type SampleClient } from './seed-properties.ts';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const selected = new Set(
  process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['startup', 'health', 'session', 'signin', 'dashboard', 'memory'],
);
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

let nextPort = 3900;

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const port = nextPort++;
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // The same node flags as `npm start` (package.json): a small young generation keeps idle memory low.
  const child = spawn(process.execPath, ['--max-semi-space-size=8', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // main.ts prints the demo accounts once the demo data is in place. After that the output (a log line per
  // request) is read and dropped: kept and searched, it would cost this process more time with every
  // request, on the cores the server is measured on.
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
 * One autocannon run that also keeps every response's latency: autocannon's summary has no p95 (issue 4
 * names one), and its histogram holds whole milliseconds only.
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

/**
 * `connections` (50 unless given) for 10 s after a 2 s warm-up; the figures go in the results under `name`.
 * The percentiles are of every response of the 10 s. The machine is shared, so the run also records how
 * busy it was: all cores, the server, and this process (the load generator); the rest of the busy time is
 * PostgreSQL's and anyone else's.
 */
async function load(name: string, server: Running, options: autocannon.Options, connections = 50) {
  await cannon({ ...options, connections, duration: 2 });
  const serverPid = server.child.pid!;
  const before = {
    machine: await machineBusyMs(),
    server: await processCpuMs(serverPid),
    self: process.cpuUsage(),
  };
  const started = performance.now();
  const { result, latenciesMs } = await cannon({ ...options, connections, duration: 10 });
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
    cpu,
  };
  results[name] = figures;
  console.log(
    `${name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p95 ${figures.latencyP95Ms} ms, p99 ${figures.latencyP99Ms} ms, max ${figures.latencyMaxMs} ms (${connections} connections, ${figures.durationS} s, ${figures.requests} requests), non-2xx ${figures.non2xx}, errors ${figures.errors}; CPU: machine ${cpu.machineBusyPercentOfAllCores}% of ${os.cpus().length} cores, server ${cpu.serverPercentOfOneCore}% and load generator ${cpu.loadGeneratorPercentOfOneCore}% of one core`,
  );
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
async function benchSignInOut(label: string, dataDir: string, env: Record<string, string>) {
  const server = await startServer(dataDir, env);
  try {
    await server.seeded;
    const cookies: string[] = [];
    await timed(`sign-in-${label}`, 200, 10, async () => {
      cookies.push(await signIn(server.url));
    });
    await timed(`sign-out-${label}`, cookies.length, 10, async (i) => {
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

// 10 connections: as many requests at once as the server has PostgreSQL connections (client.ts).
const DASHBOARD = { properties: 100_000, auditors: 40, sampleClients: 40, connections: 10 } as const;
const DASHBOARD_DATABASE = 'etp_bench_dashboard';

/**
 * Issue 4: the client dashboard's one request, GET /api/client/property, with 100,000 properties in the
 * database. The sample clients take turns request by request, so the run reads 40 rows spread across the
 * table rather than one cached row. The seed is written before the server starts (PGlite admits one process).
 */
async function benchDashboard(label: string, databaseUrl: string | null) {
  const dashboardDir = path.join(dataDir, `dashboard-${label}`);
  const database = await openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDataDir(dashboardDir) },
  );
  let clients: SampleClient[];
  let seedMs: number;
  try {
    await database.migrate();
    const seedStarted = performance.now();
    clients = await seedProperties(database.db, DASHBOARD);
    // PostgreSQL's autovacuum analyses the tables within a minute of a load like this; PGlite has none,
    // so its tables stay as loaded, as they would in use (the plans are index scans either way).
    if (database.kind === 'postgres') await database.db.execute(sql`analyze`);
    seedMs = performance.now() - seedStarted;
  } finally {
    await database.close();
  }
  const { properties, auditors, sampleClients } = DASHBOARD;
  const seedSeconds = Math.round(seedMs / 100) / 10;
  results[`dashboard-seed-${label}`] = { properties, auditors, sampleClients, seconds: seedSeconds };
  console.log(
    `dashboard seed on ${label}: ${properties} properties, ${auditors} auditors, ${sampleClients} sample clients in ${seedSeconds} s`,
  );

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

async function benchMemory(label: string, dataDir: string, env: Record<string, string>) {
  await stop(await startServer(dataDir, env)); // the first start creates and seeds the database
  const server = await startServer(dataDir, env);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8');
  const rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  await stop(server);
  results[`idleMemory-${label}`] = { rssMb };
  console.log(`idle resident memory on ${label} (5 s after start): ${rssMb} MB`);
}

/** A fresh database on the server for this run, so earlier runs and tests do not matter. */
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
  if (selected.has('dashboard')) {
    await benchDashboard('pglite', null);
    try {
      await benchDashboard('postgresql', await freshPostgresDatabase(DASHBOARD_DATABASE));
    } finally {
      await dropPostgresDatabase(DASHBOARD_DATABASE);
    }
  }
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
