// `npm run bench [startup|health|memory]...`: the foundation's speed figures (issue 2), measured against
// the real server in a child process on this machine. Not part of `npm test`: figures go in issue notes.
//   startup  cold start on an existing data dir to the first 200 from /api/health (median of 5)
//   health   GET /api/health, autocannon, 50 connections, 10 s, on PGlite and on PostgreSQL
//   session  GET /api/account/me as a signed-in client (the session check), same load as health
//   signin   200 sign-ins, then 200 sign-outs, of the demo client, 10 at a time
//   memory   resident memory of an idle server
// PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const selected = new Set(
  process.argv.slice(2).length ? process.argv.slice(2) : ['startup', 'health', 'session', 'signin', 'memory'],
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
  // main.ts prints the demo accounts once the demo data is in place.
  const seeded = new Promise<void>((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo fiókok')) resolve();
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

/** 50 connections for 10 s after a 2 s warm-up; the figures go in the results under `name`. */
async function load(name: string, options: { url: string; headers?: Record<string, string> }) {
  await autocannon({ ...options, connections: 50, duration: 2 });
  const result = await autocannon({ ...options, connections: 50, duration: 10 });
  const figures = {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  results[name] = figures;
  console.log(
    `${name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, non-2xx ${figures.non2xx}, errors ${figures.errors}`,
  );
}

async function benchHealth(label: string, dataDir: string, env: Record<string, string>) {
  const server = await startServer(dataDir, env);
  await load(`health-${label}`, { url: `${server.url}/api/health` });
  await stop(server);
}

const DEMO_CLIENT = { email: 'ugyfel@example.hu', password: 'Ugyfel-Demo-2026' };

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
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
    await load(`session-${label}`, { url: `${server.url}/api/account/me`, headers: { cookie } });
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
async function freshPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query('drop database if exists etp_bench with (force)');
  await admin.query('create database etp_bench');
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = '/etp_bench';
  return url.toString();
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
