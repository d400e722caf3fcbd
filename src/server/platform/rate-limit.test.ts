import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { testAppForFile, TestClock } from '../test/test-app.ts';
import { createPostgresRateLimiter, LONGEST_RATE_WINDOW_MS, type RateLimiter } from './rate-limit.ts';
import { createRedisRateLimiter } from './rate-limit-redis.ts';

// Redis is optional for a local run (README): its half runs where TEST_REDIS_URL is set, as in CI.
const REDIS_URL = process.env.TEST_REDIS_URL;
const rule = { limit: 5, windowMs: 15 * 60_000 };
// One key space per test run, shared by the 'instances' inside it.
const redisPrefix = `etp:test:${randomUUID()}:`;

const t = testAppForFile();

const backends: [string, (clock: TestClock) => RateLimiter][] = [
  ['PostgreSQL', (clock) => createPostgresRateLimiter(t.services.database.db, clock.now)],
  ...(REDIS_URL
    ? ([
        [
          'Redis',
          (clock: TestClock) => createRedisRateLimiter(REDIS_URL, clock.now, { prefix: redisPrefix }),
        ],
      ] as [string, (clock: TestClock) => RateLimiter][])
    : []),
];

describe.each(backends)('rate limits in %s', (_name, make) => {
  it('allows 5 in 15 minutes, then refuses with the time until the oldest leaves the window', async () => {
    const clock = new TestClock('2026-11-22T10:00:00Z');
    const limiter = make(clock);
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const result = await limiter.hit('login:anna@example.hu', rule);
      expect(result.allowed).toBe(true);
      remaining.push(result.remaining);
      clock.advance(60_000);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const refused = await limiter.hit('login:anna@example.hu', rule);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterMs: 10 * 60_000 });
    // peek counts nothing
    expect(await limiter.peek('login:anna@example.hu', rule)).toEqual(refused);
    await limiter.close();
  });

  it('frees up as the window slides, one hit at a time', async () => {
    const clock = new TestClock('2026-11-22T10:00:00Z');
    const limiter = make(clock);
    for (let i = 0; i < 5; i++) {
      await limiter.hit('ip:203.0.113.7', rule);
      clock.advance(60_000);
    }
    clock.set(new Date(Date.parse('2026-11-22T10:15:00Z') + 1)); // the first hit has left the window
    expect(await limiter.peek('ip:203.0.113.7', rule)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.hit('ip:203.0.113.7', rule)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limiter.hit('ip:203.0.113.7', rule)).toMatchObject({ allowed: false });
    await limiter.close();
  });

  it('keeps keys apart and can reset one', async () => {
    const clock = new TestClock();
    const limiter = make(clock);
    const tight = { limit: 1, windowMs: 60_000 };
    expect((await limiter.hit('a', tight)).allowed).toBe(true);
    expect((await limiter.hit('a', tight)).allowed).toBe(false);
    expect((await limiter.hit('b', tight)).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.hit('a', tight)).allowed).toBe(true);
    await limiter.close();
  });

  it('counts exactly under concurrent hits from several instances', async () => {
    const clock = new TestClock();
    const [one, two] = [make(clock), make(clock)];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? one : two).hit('register:198.51.100.1', { limit: 3, windowMs: 3_600_000 }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    await one.close();
    await two.close();
  });
});

describe('the longest window', () => {
  it('refuses a rule longer than the retention job keeps hits, which would count too few', async () => {
    const limiter = createPostgresRateLimiter(t.services.database.db, new TestClock().now);
    const hour = { limit: 3, windowMs: LONGEST_RATE_WINDOW_MS };
    expect((await limiter.hit('longest:a', hour)).allowed).toBe(true);
    await expect(
      limiter.hit('longest:a', { limit: 3, windowMs: LONGEST_RATE_WINDOW_MS + 1 }),
    ).rejects.toThrow(/longer than hits are kept/);
  });
});
