// `npm run bench -- api-v1` (docs/rules/api.md; decision 0025): the machine API against the real server.
//   - a batch of 10,000 coupons through POST /api/v1/coupons, timed from the request to its report (goal
//     under 10 s), three batches, the report's counts checked;
//   - the change feed: GET /api/v1/changes walked from the start, 1,000 changes a page, one request at a
//     time (goal p95 under 100 ms), every page's latency kept, the properties counted once each.
// The database holds BENCH_API_PROPERTIES properties (100,000 by default), written by the shared bulk seed.
// BENCH_API_DATABASE names a PostgreSQL database seeded already instead, such as the million clients that
// `BENCH_SCALE_REUSE=1 npm run bench -- scale` keeps (etp_bench_scale): the feed is walked over whatever it
// holds, and no seed of its own is needed. The key is made for a bank staff member straight in the database,
// as the screen would make it (its hash only), so no sign-in is needed.
import os from 'node:os';
import path from 'node:path';
import type { ApiChangePage } from '../src/domain/api-keys.ts';
import { API_COUPON_BATCH_MAX } from '../src/domain/api-keys.ts';
import type { CouponImportReport } from '../src/domain/coupons.ts';
import { newApiKey } from '../src/server/auth/api-key.ts';
import { openDatabase, type Db } from '../src/server/db/client.ts';
import { apiKeys, coupons, properties } from '../src/server/db/schema.ts';
import { createUser } from '../src/server/seed/factories.ts';
import { count, like } from 'drizzle-orm';
import {
  dataDir,
  percentile,
  postgresDatabaseUrl,
  results,
  round2,
  seedDatabase,
  sleep,
  startServer,
  stop,
} from './kit.ts';

const API_V1 = {
  properties: Number(process.env.BENCH_API_PROPERTIES ?? 100_000),
  auditors: 300,
  batches: 3,
  batchBudgetSeconds: 10,
  pageSize: 1000,
  pageBudgetP95Ms: 100,
} as const;

/** Postcodes the batch's codes and addresses hold, in turn (real ones: the import's rule checks them). */
const POSTCODES = ['1061', '1062', '2092', '4025', '6720', '7621', '9021'];

function couponBatch(prefix: string) {
  return Array.from({ length: API_COUPON_BATCH_MAX }, (_, i) => {
    const postcode = POSTCODES[i % POSTCODES.length]!;
    return {
      code: `${prefix}${postcode}${String(i).padStart(5, '0')}`,
      address: `${postcode} Budapest, Fő utca ${i % 200}.`,
      expiryDate: '2099-12-31',
      bankReference: `CRM-${prefix}-${i}`,
    };
  });
}

/** A bank staff member with a key for the benchmark; the key's secret. */
async function benchKey(db: Db, email: string): Promise<string> {
  const bank = await createUser(db, {
    role: 'bank_admin',
    email,
    password: 'Bench-Api-Bank-2026',
    firstName: 'Api',
    lastName: 'Bench',
  });
  // The server runs in production mode: its keys read etp_live_.
  const key = newApiKey(true);
  await db.insert(apiKeys).values({
    name: 'Bench CRM',
    shown: key.shown,
    keyHash: key.hash,
    scopes: ['coupons:write', 'orders:read'],
    createdBy: bank.id,
  });
  return key.secret;
}

/** BENCH_API_DATABASE: a key in the named database, its properties counted, an earlier run's coupons gone. */
async function onSeededDatabase(database: string) {
  const databaseUrl = postgresDatabaseUrl(database);
  const opened = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await opened.migrate();
    // An earlier run's batches (codes 'A' and the batch's digit; the seeds' codes start with 'BENCH'), never
    // claimed: the new batches' codes would be duplicates otherwise.
    await opened.db.delete(coupons).where(like(coupons.code, 'A_%'));
    const [counted] = await opened.db.select({ n: count() }).from(properties);
    const secret = await benchKey(opened.db, `bench-api-${Date.now()}@example.hu`);
    return { databaseUrl, properties: Number(counted?.n ?? 0), secret };
  } finally {
    await opened.close();
  }
}

export async function benchApiV1(label: string, freshUrl: string | null) {
  const name = `api-v1-${label}`;
  const dir = path.join(dataDir, name);
  const seeded = process.env.BENCH_API_DATABASE;
  const {
    databaseUrl,
    properties: propertyCount,
    secret,
  } = seeded
    ? await onSeededDatabase(seeded)
    : {
        databaseUrl: freshUrl,
        properties: API_V1.properties,
        secret: (
          await seedDatabase(
            'api-v1',
            label,
            dir,
            freshUrl,
            { properties: API_V1.properties, auditors: API_V1.auditors, sampleClients: 20 },
            (db) => benchKey(db, 'bench-api@example.hu'),
          )
        ).found,
      };
  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const headers = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
  try {
    // --- Coupon batches ------------------------------------------------------------------------------
    const batches = [];
    for (let n = 0; n < API_V1.batches; n++) {
      const loadAverage1m = round2(os.loadavg()[0]!);
      const body = JSON.stringify({ coupons: couponBatch(`A${n}`) });
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v1/coupons`, { method: 'POST', headers, body });
      const report = (await response.json()) as CouponImportReport;
      const seconds = round2((performance.now() - started) / 1000);
      if (!response.ok) throw new Error(`POST /api/v1/coupons answered ${response.status}`);
      const countsMatch = report.total === API_COUPON_BATCH_MAX && report.imported === API_COUPON_BATCH_MAX;
      batches.push({
        rows: API_COUPON_BATCH_MAX,
        bodyMb: round2(body.length / 2 ** 20),
        seconds,
        countsMatch,
        loadAverage1m,
      });
      console.log(
        `${name} coupon batch ${n + 1}: ${API_COUPON_BATCH_MAX} rows (${round2(body.length / 2 ** 20)} MB) in ${seconds} s (budget ${API_V1.batchBudgetSeconds} s), report ${countsMatch ? 'as expected' : 'WRONG'}; 1-minute load ${loadAverage1m}`,
      );
      if (!countsMatch || seconds >= API_V1.batchBudgetSeconds) process.exitCode = 1;
    }

    // --- The change feed, walked from the start ---------------------------------------------------------
    const loadBefore = round2(os.loadavg()[0]!);
    const latencies: number[] = [];
    const seen = new Set<string>();
    let repeated = 0;
    let cursor = '';
    let waits = 0;
    for (;;) {
      const started = performance.now();
      const response = await fetch(
        `${server.url}/api/v1/changes?limit=${API_V1.pageSize}${cursor ? `&cursor=${cursor}` : ''}`,
        { headers },
      );
      // Over the key's 600 requests a minute (a million properties are 1,000 pages): wait as the answer
      // says, as a bank's system would, and ask again; the refusal is not a page's latency.
      if (response.status === 429) {
        waits += 1;
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
        continue;
      }
      const page = (await response.json()) as ApiChangePage;
      latencies.push(performance.now() - started);
      if (!response.ok) throw new Error(`GET /api/v1/changes answered ${response.status}`);
      for (const change of page.items) {
        if (seen.has(change.propertyId)) repeated += 1;
        seen.add(change.propertyId);
      }
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const feed = {
      properties: propertyCount,
      pages: latencies.length,
      changes: seen.size,
      repeated,
      rateLimitWaits: waits,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: round2(sorted.at(-1) ?? 0),
      loadAverage1m: [loadBefore, round2(os.loadavg()[0]!)],
    };
    console.log(
      `${name} change feed: ${feed.pages} pages of ${API_V1.pageSize}, ${feed.changes} properties (${repeated} repeated, ${waits} waits for the rate limit): p50 ${feed.p50Ms} ms, p95 ${feed.p95Ms} ms (goal under ${API_V1.pageBudgetP95Ms}), max ${feed.maxMs} ms; 1-minute load ${feed.loadAverage1m.join(' → ')}`,
    );
    if (repeated > 0 || feed.changes < propertyCount || feed.p95Ms >= API_V1.pageBudgetP95Ms)
      process.exitCode = 1;
    results[name] = { batches, feed };
  } finally {
    await stop(server);
  }
}
