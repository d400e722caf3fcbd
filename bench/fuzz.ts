// `npm run bench -- fuzz` (docs/rules/errors.md, 'No 5xx from input'): at least FUZZ_COUNT (10,000)
// malformed requests on each database, from every route's own schemas — first every single-fault request of
// every route, then requests with several faults at once — through the real app (in process, app.inject),
// checked as malformed-input.test.ts checks its sample: no 5xx, the portal's Hungarian refusal, and nothing
// changed by a refused request.
// FUZZ_SEED repeats a run; BENCH_DATABASES=pglite or =postgresql runs one database only.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, pgliteDataDir } from '../src/server/db/client.ts';
import { createServices } from '../src/server/services.ts';
import { createFuzzWorld } from '../src/server/test/fuzz-world.ts';
import {
  malformedRequests,
  randomMalformedRequest,
  seededRandom,
  sendMalformed,
  type FuzzReport,
  type FuzzRequest,
} from '../src/server/test/malformed.ts';
import { dropPostgresDatabase, freshPostgresDatabase, results } from './kit.ts';

interface FuzzResult extends Omit<FuzzReport, 'problems'> {
  seed: number;
  routes: number;
  singleFault: number;
  seconds: number;
  problems: string[];
}

async function benchFuzz(databaseUrl: string | null, count: number, seed: number): Promise<FuzzResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-fuzz-'));
  const database = await openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDataDir(dataDir) },
  );
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    CAPTCHA_MAX_NUMBER: '20',
  });
  try {
    await database.migrate();
    const services = await createServices(config, { database });
    const app = await buildApp(services);
    await app.ready();
    const world = await createFuzzWorld(app, services);
    const random = seededRandom(seed);
    const requests: FuzzRequest[] = world.routes.flatMap((route) =>
      malformedRequests(route, world.contextFor(route), random),
    );
    const singleFault = requests.length;
    while (requests.length < count) {
      const route = world.routes[Math.floor(random() * world.routes.length)]!;
      requests.push(randomMalformedRequest(route, world.contextFor(route), random));
    }
    const started = performance.now();
    const report = await sendMalformed(app, database.db, requests, world);
    await app.close();
    await services.rateLimiter.close();
    return {
      ...report,
      seed,
      routes: world.routes.length,
      singleFault,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      problems: report.problems.slice(0, 50),
    };
  } finally {
    await database.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The part on each of `databases`, recorded as `fuzz-<database>`; any problem fails the run. */
export async function benchFuzzDatabases(databases: readonly string[]) {
  const count = Number(process.env.FUZZ_COUNT ?? 10_000);
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  for (const database of databases) {
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
