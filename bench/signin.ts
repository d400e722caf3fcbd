// `npm run bench -- signin` and `-- redis-down`: sign-ins and sign-outs of the demo client, and the same
// with Redis down, when the rate-limit counts go to PostgreSQL (the part list in bench/run.ts).
import { freshPostgresDatabase, results, signIn, startServer, stop } from './kit.ts';

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
export async function benchSignInOut(
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

/** Sign-ins with REDIS_URL pointing where nothing answers, beside the same without Redis. */
export async function benchRedisDown(dataDir: string) {
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
